#!/usr/bin/env node
// How soon a signed-in customer sees a page they open (issue 26; `npm run bench:open`, not part of
// `npm test`: timings are reported, not asserted). Lighthouse simulates a slow phone on slow 4G from a
// trace of this machine; this measures what a browser really does on a good connection, two builds side
// by side so that a change is compared in one sitting:
//   - the portal as deployed: one reference API (`scripts/serve.mjs`, the first build) and, for every
//     build, nginx with deploy/nginx.conf over HTTPS and HTTP/2 with a throwaway certificate, as
//     production serves it (over plain HTTP/1.1 the browser opens six connections and queues the rest);
//   - Debian's Chromium driven over its DevTools pipe with only the Page and Performance domains (and
//     Network when BENCH_RTT emulates a connection): a Playwright page adds its own work to every request and append;
//   - each load a new tab, signed in ('Ghi nhớ đăng nhập'), cold (no HTTP cache, no service worker),
//     the builds interleaved, one unmeasured round first;
//   - read in the page from its own timeline: the first contentful paint, when a `Đang tải…` was first laid
//     out, when the page's heading (`main h1`) was, its largest contentful paint and its first /api/ request;
//   - and what the main thread did, with no trace recording (a trace adds its own work to every task):
//     the time it ran script and ran at all (the Performance domain's counters, read once the page has settled),
//     and the page's own long tasks after its first paint, Σ max(0, task − 50 ms), which at BENCH_CPU=4
//     is the blocking a tap would meet on a slow phone.
//
//   npm run bench:open                                          (the served build alone)
//   BENCH_BUILDS=dist-before,dist-after BENCH_RUNS=7 npm run bench:open
//   BENCH_RTT=40 BENCH_MBPS=20 npm run bench:open               (a 4G connection: 40 ms, 20 Mbit/s down)
//   BENCH_CPU=4 BENCH_LOAD_ROUTES=order/list-orders,dashboard npm run bench:open
// A build is a folder from `VITE_API_BASE=/ BUILD_OUT_DIR=dist-x npx vite build`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { median, pipeChromium, signIn, startDeployed } from './bench-support.mjs';
import { ensureNginx, startNginx, writeNginxConfig } from './nginx.mjs';

const port = Number(process.env.BENCH_PORT ?? 8175);
const apiPort = Number(process.env.BENCH_API_PORT ?? 8176);
const builds = (process.env.BENCH_BUILDS ?? process.env.SERVE_OUT_DIR ?? 'dist-serve').split(',').map((build) => build.trim());
const routes = (process.env.BENCH_LOAD_ROUTES ?? 'order/list-orders,dashboard,transaction/deposit').split(',').map((route) => route.trim().replace(/^#?\//, ''));
const runs = Number(process.env.BENCH_RUNS ?? 7);
const cpu = Number(process.env.BENCH_CPU ?? 1);
const rtt = Number(process.env.BENCH_RTT ?? 0);
const mbps = Number(process.env.BENCH_MBPS ?? 20);
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Long enough for the page's first requests to have answered on the slowest connection asked for.
const settleMs = 3_000 * cpu + (rtt > 0 ? 3_000 : 0);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Installed before the page's first script: what showed when, from a MutationObserver and the paint timeline. */
const watch = `(() => {
  const seen = { loading: -1, heading: -1, lcp: -1 };
  window.__opened = seen;
  new MutationObserver(() => {
    const now = performance.now();
    const shown = (element) => element.getClientRects().length > 0;
    if (seen.loading < 0 && [...document.querySelectorAll('[role=status]')].some((status) => shown(status) && status.textContent.trim() === 'Đang tải…')) seen.loading = now;
    // Not the login page written into index.html: it lays out for a moment before its stylesheet hides it.
    if (seen.heading < 0 && [...document.querySelectorAll('main h1')].some((h1) => shown(h1) && !h1.closest('[data-prerendered]'))) seen.heading = now;
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) seen.lcp = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]); }).observe({ type: 'longtask', buffered: true });
})()`;
const read = `(() => { const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1; return JSON.stringify({
  ...window.__opened,
  fcp,
  blocking: window.__longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
  api: Math.min(...performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/')).map((entry) => entry.startTime)),
  protocol: performance.getEntriesByType('navigation')[0]?.nextHopProtocol,
}); })()`;

/** nginx with deploy/nginx.conf over HTTPS and HTTP/2 on `tlsPort`, serving `rootDir` in front of the API. */
function httpsNginx(rootDir, tlsPort) {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-open-nginx-'));
  const cert = join(prefix, 'cert.pem');
  const key = join(prefix, 'key.pem');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  if (made.status !== 0) throw new Error('openssl could not make a certificate');
  // Its plain-HTTP port is not used; the TLS server is the one the browser opens.
  const config = writeNginxConfig({ prefix, port: tlsPort + 1000, rootDir, api: `127.0.0.1:${apiPort}`, tls: { port: tlsPort, cert, key } });
  const server = startNginx(ensureNginx(), prefix, config, ['ignore', 'ignore', 'inherit']);
  server.once('exit', (code) => {
    if (!stopping) throw new Error(`nginx for ${rootDir} stopped (${String(code)}): is port ${String(tlsPort)} taken?`);
  });
  let stopping = false;
  return {
    origin: `https://127.0.0.1:${tlsPort}`,
    stop: async () => {
      stopping = true;
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((done) => server.once('exit', done));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The pipe Chromium of bench-support (it accepts the throwaway certificate), with a tab opener. */
function rawChromium() {
  const { send, close } = pipeChromium(['--ignore-certificate-errors']);
  const tab = async (url) => {
    const { targetId } = await send('Target.createTarget', { url });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    return { sessionId, close: () => send('Target.closeTarget', { targetId }) };
  };
  return { send, tab, close };
}

process.env.SERVE_OUT_DIR = builds[0];
const { stop: stopServer } = await startDeployed(port, apiPort);
const servers = builds.map((build, index) => ({ build, ...httpsNginx(resolve(build), port + 10 + index) }));
const browser = rawChromium();
try {
  // The session, as the login form stores it, in every build's origin.
  const playwright = await chromium.launch({ executablePath, args: ['--no-sandbox', '--ignore-certificate-errors'] });
  for (const server of servers) {
    const context = await playwright.newContext({ serviceWorkers: 'block', ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await signIn(page, server.origin);
    const configs = await page.evaluate(() => localStorage.getItem('user.configs'));
    await context.close();
    const setter = await browser.tab(`${server.origin}/robots.txt`);
    await sleep(500);
    await browser.send('Runtime.evaluate', { expression: `localStorage.setItem('user.configs', ${JSON.stringify(configs)})` }, setter.sessionId);
    await setter.close();
  }
  await playwright.close();

  const loads = new Map();
  for (let round = 0; round <= runs; round += 1) {
    for (const route of routes) {
      // Interleaved, each round in the other order, so a machine that slows down slows every build alike.
      for (const server of round % 2 ? servers : [...servers].reverse()) {
        const { sessionId, close } = await browser.tab('about:blank');
        await browser.send('Network.clearBrowserCache', {}, sessionId);
        await browser.send('Storage.clearDataForOrigin', { origin: server.origin, storageTypes: 'cache_storage,service_workers' }, sessionId);
        await browser.send('Page.enable', {}, sessionId);
        // The renderer's counters of its main thread's time: kept only while the domain is on, and no events.
        await browser.send('Performance.enable', {}, sessionId);
        if (cpu !== 1) await browser.send('Emulation.setCPUThrottlingRate', { rate: cpu }, sessionId);
        if (rtt > 0) {
          await browser.send('Network.enable', {}, sessionId);
          await browser.send('Network.emulateNetworkConditions', { offline: false, latency: rtt, downloadThroughput: (mbps * 1e6) / 8, uploadThroughput: (mbps * 1e6) / 32 }, sessionId);
        }
        await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: watch }, sessionId);
        await browser.send('Page.navigate', { url: `${server.origin}/?load=${String(round)}#/${route}` }, sessionId);
        await sleep(settleMs);
        const { result } = await browser.send('Runtime.evaluate', { expression: read, returnByValue: true }, sessionId);
        const { metrics } = await browser.send('Performance.getMetrics', {}, sessionId);
        await close();
        const metric = (name) => (metrics.find((entry) => entry.name === name)?.value ?? Number.NaN) * 1000;
        const load = { ...JSON.parse(result.value), script: metric('ScriptDuration'), tasks: metric('TaskDuration') };
        if (load.heading < 0) throw new Error(`${server.build} #/${route}: no heading within ${String(settleMs)} ms`);
        if (load.protocol !== 'h2') throw new Error(`${server.build}: served over ${String(load.protocol)}, not HTTP/2`);
        // The first round warms nginx and the API.
        if (round === 0) continue;
        const key = `${route} ${server.build}`;
        loads.set(key, [...(loads.get(key) ?? []), load]);
      }
    }
  }
  const at = (values) => `${Math.round(median(values)).toLocaleString('en-US')} ms`;
  const table = [
    `Opening a signed-in page, cold, CPU ×${String(cpu)}, ${rtt > 0 ? `${String(rtt)} ms and ${String(mbps)} Mbit/s` : 'no network emulation'}, HTTP/2, median of ${String(runs)} (moments in ms after navigation start; the main thread's time in ms, until the page settled):`,
    '',
    '| route | build | first paint | `Đang tải…` | page heading | largest paint | first /api/ request | main thread: script / all | long tasks after first paint, Σ over 50 ms |',
    '|---|---|---|---|---|---|---|---|---|',
    ...routes.flatMap((route) =>
      servers.map(({ build }) => {
        const rows = loads.get(`${route} ${build}`) ?? [];
        const pick = (name) => rows.map((row) => row[name]);
        return `| \`#/${route}\` | ${build} | ${at(pick('fcp'))} | ${at(pick('loading'))} | ${at(pick('heading'))} | ${at(pick('lcp'))} | ${at(pick('api'))} | ${at(pick('script'))} / ${at(pick('tasks'))} | ${at(pick('blocking'))} |`;
      }),
    ),
  ].join('\n');
  process.stdout.write(`${table}\n`);
} finally {
  try {
    await browser.close();
  } finally {
    for (const server of servers) await server.stop();
    stopServer();
  }
}
