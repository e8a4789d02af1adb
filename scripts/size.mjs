// Size budget: builds the portal for its own origin's API, as `npm run serve` deploys it (no mock code),
// and fails when either figure exceeds size-budget.json, or if any MSW code is shipped:
//   1. firstLoadJs: the first load of #/login, the entry chunk and its static imports (the Vite manifest);
//   2. untilIdleJs: everything #/login downloads until it is idle, the built page opened in Chromium
//      against the reference API, every JS file it requests until the network has been quiet for 2 s.
//      The service worker is blocked: its precache of every chunk is the next visit's download, done in
//      the background, not what this page waits for (docs/decisions.md, issue 15).
// Both figures are gzip level 9 of the built files, so they change only when the build does.
// It also fails when the entry chunk or the signed-in shell's chunk does not begin with V8's compile hint
// (buildPlugins/compileHints.ts): a minifier or a Vite update that moved it off the first line would silently
// put their compiling back on the main thread.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { loadApiModule } from './api.mjs';

const outDir = 'dist-size';
const budget = JSON.parse(readFileSync('size-budget.json', 'utf8'));

process.env.VITE_API_BASE = '/';
rmSync(outDir, { recursive: true, force: true });
await build({ logLevel: 'warn', build: { outDir, manifest: 'manifest.json', emptyOutDir: true } });

const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html');
if (!entry) throw new Error('size: no index.html entry in the Vite manifest');

// The first load is the entry chunk and everything it imports statically; lazy route chunks are not in it.
const firstLoad = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  for (const next of chunk.imports ?? []) visit(next);
};
visit('index.html');

const gz = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
const measure = (files) => {
  const rows = files.filter((f) => f.endsWith('.js')).map((file) => ({ file, gzip: gz(file) }));
  return { rows, total: rows.reduce((sum, row) => sum + row.gzip, 0) };
};

const contentTypes = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.txt': 'text/plain' };

/** The JS files #/login requests until the network has been quiet for 2 s, in the order asked for. */
async function untilIdle() {
  const { createApiServer } = await loadApiModule();
  const { server } = createApiServer({ reset: true, log: () => undefined });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path)),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // A phone-sized page: the login page's layout, and so what it loads, is the one customers mostly see.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    const origin = 'http://portal.test';
    await context.route(`${origin}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname.startsWith('/api/')) return route.fulfill({ response: await route.fetch({ url: `${api}${url.pathname}${url.search}` }) });
      const file = join(outDir, url.pathname === '/' ? 'index.html' : url.pathname);
      if (!existsSync(file)) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ status: 200, contentType: contentTypes[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
    });
    const page = await context.newPage();
    const requested = [];
    let last = Date.now();
    page.on('request', (request) => {
      last = Date.now();
      const path = new URL(request.url()).pathname.slice(1);
      if (!requested.includes(path)) requested.push(path);
    });
    page.on('requestfinished', () => (last = Date.now()));
    await page.goto(`${origin}/#/login`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).waitFor();
    while (Date.now() - last < 2000) await page.waitForTimeout(250);
    return requested;
  } finally {
    await browser.close();
    server.close();
  }
}

const first = measure([...firstLoad]);
const requested = await untilIdle();
const idle = measure(requested);
// Reported, not budgeted: woff2 is compressed already, so these are the bytes as sent.
const fonts = requested.filter((f) => f.endsWith('.woff2')).map((file) => ({ file, bytes: readFileSync(join(outDir, file)).length }));

const allJs = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
const leaks = allJs.filter((f) => /mockServiceWorker|msw\/|setupWorker|MSW_COOKIE_STORE|\[MSW\]/.test(readFileSync(join(outDir, 'assets', f), 'utf8')));
if (existsSync(join(outDir, 'mockServiceWorker.js'))) leaks.push('mockServiceWorker.js');
// V8's own words, written here rather than imported from the plugin: this checks what the browser reads.
const compileHint = '//# allFunctionsCalledOnLoad';
const shellModule = 'src/app/routes/AuthenticatedApp.tsx';
const unhinted = [entry.file, manifest[shellModule]?.file ?? `the shell (${shellModule}: not in the manifest)`].filter(
  (file) => !existsSync(join(outDir, file)) || !readFileSync(join(outDir, file), 'utf8').startsWith(`${compileHint}\n`),
);

const times = (bytes) => `${(bytes / budget.reactBaseline).toFixed(2)}× React alone`;
for (const row of first.rows) process.stdout.write(`  ${row.file}  ${row.gzip} B gzip\n`);
process.stdout.write(`size: first load of #/login ${first.total} B gzip, budget ${budget.firstLoadJs} B (${times(first.total)}), ${allJs.length} JS files in all\n\n`);
for (const row of idle.rows) process.stdout.write(`  ${row.file}  ${row.gzip} B gzip\n`);
process.stdout.write(`size: #/login until idle ${idle.total} B gzip in ${idle.rows.length} files, budget ${budget.untilIdleJs} B (${times(idle.total)})\n`);
const fontBytes = (subset) => fonts.filter((f) => !subset || f.file.includes(`-${subset}-`)).reduce((sum, f) => sum + f.bytes, 0);
process.stdout.write(`size: #/login fonts ${fontBytes()} B woff2 in ${fonts.length} files (Latin ${fontBytes('latin')} B, Vietnamese ${fontBytes('vietnamese')} B), not budgeted\n`);

let failed = false;
if (first.total > budget.firstLoadJs) {
  process.stderr.write(`size: FAILED — the first load is ${first.total - budget.firstLoadJs} B over budget\n`);
  failed = true;
}
if (idle.total > budget.untilIdleJs) {
  process.stderr.write(`size: FAILED — #/login downloads ${idle.total - budget.untilIdleJs} B more JS before idle than its budget\n`);
  failed = true;
}
if (unhinted.length > 0) {
  process.stderr.write(`size: FAILED — ${unhinted.join(' and ')} must begin with ${compileHint}\n`);
  failed = true;
}
if (leaks.length > 0) {
  process.stderr.write(`size: FAILED — a real-API build contains mock backend code: ${leaks.join(', ')}\n`);
  failed = true;
}
rmSync(outDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
