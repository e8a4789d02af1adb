#!/usr/bin/env node
// Lighthouse benchmark (issues 15 and 26; `npm run bench:lighthouse`, not part of `npm test`: timings are
// reported, not asserted). The portal as deployed (`scripts/serve.mjs`: the same-origin real build behind
// nginx with deploy/nginx.conf and the reference API), Lighthouse 12.8.2 with its mobile defaults
// (simulated slow 4G, 4× CPU, Moto G Power screen) in Debian's Chromium, 3 runs per page. Reports the
// medians of the performance score, FCP, LCP, TBT and CLS for every route of issue 26's table:
//   - #/login, signed out (Lighthouse clears the origin's storage before each run);
//   - the 15 private routes, signed in through the real login form against the reference API: Playwright
//     drives the same Chrome over its debugging port, ticks "Ghi nhớ đăng nhập" (the session is then in
//     localStorage, which a new tab sees), and Lighthouse keeps the storage for these runs.
// Each row carries Lighthouse's benchmarkIndex (this machine's speed at the time): compare two builds only
// at similar values, best run one after the other in the same sitting. The JSON reports are kept in
// .lighthouse/ (git-ignored), the table also in .lighthouse/summary.md.
//   LIGHTHOUSE_RUNS=5 npm run bench:lighthouse
//   LIGHTHOUSE_PAGES=login,order/list-orders npm run bench:lighthouse
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.env.BENCH_PORT ?? 8150);
const apiPort = Number(process.env.BENCH_API_PORT ?? 8151);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? process.env.BENCH_RUNS ?? 3);
// Issue 26's table, in its order: the signed-out page first (its runs clear the storage), then the rest.
const routes = [
  'login',
  'dashboard',
  'order/cart',
  'user/change-password',
  'user/user-info',
  'order/complain',
  'transaction/deposit',
  'order/order-wait-pay',
  'message/list-messages',
  'order/order-wait-deposit',
  'transaction/withdrawal',
  'delivery/create-request',
  'delivery/list-request',
  'transaction/list',
  'order/transport',
  'order/list-orders',
];
const asked = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim().replace(/^#?\//, ''));
const unknown = asked?.filter((page) => !routes.includes(page)) ?? [];
if (unknown.length > 0) throw new Error(`LIGHTHOUSE_PAGES: no route ${unknown.join(', ')} (one of ${routes.join(', ')})`);
const pages = routes.filter((route) => asked?.includes(route) ?? true);
const outDir = '.lighthouse';
const origin = `http://127.0.0.1:${port}`;
mkdirSync(outDir, { recursive: true });

const server = spawn('node', ['scripts/serve.mjs', '--reset'], {
  env: { ...process.env, PORT: String(port), API_PORT: String(apiPort) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('serve.mjs stopped before it answered');
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin} did not answer within 3 minutes`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function signIn(chromePort) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${origin}/#/login`);
  await page.getByLabel('Tên đăng nhập').fill('demo');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('demo123');
  await page.getByText('Ghi nhớ đăng nhập').click();
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(/#\/dashboard$/);
  await page.getByRole('heading', { level: 1, name: 'Trang chủ' }).waitFor();
  await page.close();
  // Only the Playwright connection goes: the browser, its profile and the session in it stay.
  await browser.close();
}

async function measure(chromePort, name, url, keepStorage) {
  const rows = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr, report } = result;
    writeFileSync(join(outDir, `${name.replaceAll('/', '_')}-${run}.json`), Array.isArray(report) ? report[0] : report);
    if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
    if (!finalUrl.endsWith(new URL(url).hash)) throw new Error(`${name}: Lighthouse ended on ${finalUrl}, not ${url}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      // Lighthouse's own measure of this machine's speed at the time: on a shared, busy machine the
      // simulated timings grow as this falls, so compare runs only at similar values.
      benchmarkIndex: lhr.environment.benchmarkIndex,
    });
    process.stdout.write(`  ${name} run ${run}: ${JSON.stringify(rows.at(-1))}\n`);
  }
  const pick = (key) => median(rows.map((row) => row[key]));
  return { page: name, score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), benchmarkIndex: pick('benchmarkIndex') };
}

let chrome;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results = [];
  let signedIn = false;
  for (const page of pages) {
    const isPublic = page === 'login';
    if (!isPublic && !signedIn) {
      await signIn(chrome.port);
      signedIn = true;
    }
    results.push(await measure(chrome.port, page, `${origin}/#/${page}`, !isPublic));
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const table = [
    `Lighthouse 12.8.2, mobile defaults, median of ${runs} (reports in ${outDir}/):`,
    '',
    '| route | score | FCP | LCP | TBT | CLS | benchmarkIndex |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| \`#/${r.page}\` | ${r.score} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt).toLocaleString('en-US')} ms | ${r.cls.toFixed(3)} | ${Math.round(r.benchmarkIndex)} |`,
    ),
  ].join('\n');
  process.stdout.write(`\n${table}\n`);
  writeFileSync(join(outDir, 'summary.md'), `${table}\n`);
  writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify({ runs, results }, null, 2)}\n`);
} finally {
  await chrome?.kill();
  stopServer();
}
