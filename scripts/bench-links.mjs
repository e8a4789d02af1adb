#!/usr/bin/env node
// What the browser's main thread spends appending the <link>s of a page load, with and without a
// debugger watching (issue 26, session 20; `npm run bench:links`, not part of `npm test`: timings are
// reported, not asserted). A signed-in page appends one <link> per script and stylesheet of every route
// group (Vite's preload helper; the groups come at idle), and earlier sessions timed each at 1–2 ms of main
// thread at CPU ×1 — in pages that Playwright drives, which is also how bench:interactions and the
// journeys run. A customer's browser has no DevTools protocol client attached, so this times the same
// appends three ways on the portal as deployed (`scripts/serve.mjs`), warm (HTTP cache and service worker
// filled by one unmeasured load of the route), in Debian's Chromium at CPU ×1:
//   - `quiet`: a Chromium of its own, driven over its DevTools pipe with only Page enabled (what a
//     customer's browser does, as near as a script can get);
//   - `network`: the same, with the Network domain enabled, as Lighthouse and Playwright do;
//   - `playwright`: a Playwright page (Network, Runtime and Playwright's own scripts and event handling).
// Each append is timed in the page (Node.prototype.appendChild wrapped before the app runs) by the wall
// clock; median of BENCH_RUNS (default 5) loads per route and way.
//
//   npm run bench:links          BENCH_RUNS=9 BENCH_LOAD_ROUTES=order/list-orders npm run bench:links
//   BENCH_PORT / BENCH_API_PORT choose the ports (default 8165 / 8166).
import { chromium } from '@playwright/test';
import { median, pipeChromium, signIn, startDeployed } from './bench-support.mjs';

const port = Number(process.env.BENCH_PORT ?? 8165);
const apiPort = Number(process.env.BENCH_API_PORT ?? 8166);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const routes = (process.env.BENCH_LOAD_ROUTES ?? 'dashboard,transaction/deposit,order/list-orders').split(',').map((route) => route.trim().replace(/^#?\//, ''));
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Long enough for the route and every group fetched at idle to have appended their links.
const settleMs = 6_000;

/** Wraps appendChild before the app's first script: each <link> appended, its rel and its time. */
const timeAppends = `(() => {
  const append = Node.prototype.appendChild;
  window.__linkAppends = [];
  Node.prototype.appendChild = function (child) {
    const start = performance.now();
    const result = append.call(this, child);
    if (child instanceof HTMLLinkElement) window.__linkAppends.push({ rel: child.rel, ms: performance.now() - start });
    return result;
  };
})()`;
const readAppends = `JSON.stringify({ heading: document.querySelector('h1')?.textContent ?? null, appends: window.__linkAppends ?? [] })`;

/** One load's appends, summed. Throws when the route did not open (a sign-in lost, a server down). */
function summarise(route, json) {
  const { heading, appends } = JSON.parse(json);
  if (heading === null) throw new Error(`#/${route} showed no heading`);
  return { links: appends.length, ms: appends.reduce((sum, append) => sum + append.ms, 0) };
}

/** The pipe Chromium of bench-support, and one load in a new tab of it. */
function rawChromium() {
  const { send, close } = pipeChromium();
  const load = async (url, { network }) => {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    await send('Page.enable', {}, sessionId);
    if (network) await send('Network.enable', {}, sessionId);
    await send('Page.addScriptToEvaluateOnNewDocument', { source: timeAppends }, sessionId);
    await send('Page.navigate', { url }, sessionId);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const { result } = await send('Runtime.evaluate', { expression: readAppends, returnByValue: true }, sessionId);
    await send('Target.closeTarget', { targetId });
    return result.value;
  };
  return { send, load, close };
}

const { origin, stop: stopServer } = await startDeployed(port, apiPort);
const closers = [];
try {
  // The session, as the login form stores it ('Ghi nhớ đăng nhập': localStorage), for both browsers.
  const playwright = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  closers.push(() => playwright.close());
  const context = await playwright.newContext({ viewport: { width: 412, height: 823 }, locale: 'vi-VN' });
  const login = await context.newPage();
  await signIn(login, origin);
  const configs = await login.evaluate(() => localStorage.getItem('user.configs'));
  await login.close();
  await context.addInitScript(timeAppends);

  const raw = await rawChromium();
  closers.push(() => raw.close());
  const { targetId } = await raw.send('Target.createTarget', { url: `${origin}/#/login` });
  const { sessionId } = await raw.send('Target.attachToTarget', { targetId, flatten: true });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await raw.send('Runtime.evaluate', { expression: `localStorage.setItem('user.configs', ${JSON.stringify(configs)})` }, sessionId);
  await raw.send('Target.closeTarget', { targetId });

  const playwrightLoad = async (url) => {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForTimeout(settleMs);
    const json = await page.evaluate(readAppends);
    await page.close();
    return json;
  };
  const ways = {
    quiet: (url) => raw.load(url, { network: false }),
    network: (url) => raw.load(url, { network: true }),
    playwright: playwrightLoad,
  };

  const rows = [];
  for (const route of routes) {
    const url = `${origin}/#/${route}`;
    // Warm: the route's files in the HTTP cache and the service worker's, as for a returning customer.
    await raw.load(url, { network: false });
    await playwrightLoad(url);
    const measured = { quiet: [], network: [], playwright: [] };
    // Interleaved, so a machine that slows down mid-run slows every way alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const [way, load] of Object.entries(ways)) measured[way].push(summarise(route, await load(url)));
    }
    for (const [way, loads] of Object.entries(measured)) {
      const ms = median(loads.map((load) => load.ms));
      const links = median(loads.map((load) => load.links));
      rows.push({ route, way, links, ms, each: ms / links });
      process.stdout.write(`  #/${route} ${way}: ${links} links, ${loads.map((load) => load.ms.toFixed(1)).join(', ')} ms\n`);
    }
  }
  const table = [
    `Link appends of one page load, warm, CPU ×1, median of ${runs} (wall clock in the page):`,
    '',
    '| route | way | links | all appends | per link |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| \`#/${row.route}\` | ${row.way} | ${row.links} | ${row.ms.toFixed(1)} ms | ${row.each.toFixed(2)} ms |`),
  ].join('\n');
  process.stdout.write(`\n${table}\n`);
} finally {
  for (const close of closers.reverse()) await close();
  stopServer();
}
