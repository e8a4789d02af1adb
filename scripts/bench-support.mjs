// What the deployed-stack benchmarks share (bench-lighthouse.mjs, bench-interactions.mjs), and the engines'
// service-worker journey its start: the portal as `npm run serve` deploys it, issue 26's list of routes, signing in through the login form, a median.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Issue 26's table, in its order: the one signed-out page, then the 15 private routes. */
export const benchRoutes = [
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

/**
 * Starts `scripts/serve.mjs --reset` (nginx + the reference API with the seed world; it builds when the
 * build is stale) on `port`/`apiPort`, and waits until it answers. `stop` ends it (also on exit).
 */
export async function startDeployed(port, apiPort) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['scripts/serve.mjs', '--reset'], {
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('serve.mjs stopped before it answered');
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`${origin} did not answer within 3 minutes`);
}

/**
 * Signs the demo customer in through the real login form with 'Ghi nhớ đăng nhập' ticked, so the session
 * is in localStorage, which every new tab of the same browser profile sees.
 */
export async function signIn(page, origin) {
  await page.goto(`${origin}/#/login`);
  await page.getByLabel('Tên đăng nhập').fill('demo');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('demo123');
  await page.getByText('Ghi nhớ đăng nhập').click();
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(/#\/dashboard$/);
  await page.getByRole('heading', { level: 1, name: 'Trang chủ' }).waitFor();
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * A Chromium of its own and a minimal DevTools client over its pipe (fd 3 in, fd 4 out, messages ended by
 * NUL): flat sessions, no domain but what is asked, so the browser does what a customer's does (no
 * Playwright work on every request or append). `send(method, params, sessionId)`; `close()` ends it.
 */
export function pipeChromium(extraArgs = []) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const browser = spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--headless=new', '--no-sandbox', '--remote-debugging-pipe', `--user-data-dir=${profile}`, '--window-size=412,823', ...extraArgs, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [, , , toBrowser, fromBrowser] = browser.stdio;
  let lastId = 0;
  let pending = '';
  const waiting = new Map();
  fromBrowser.on('data', (chunk) => {
    pending += chunk.toString();
    let end;
    while ((end = pending.indexOf('\0')) !== -1) {
      const message = JSON.parse(pending.slice(0, end));
      pending = pending.slice(end + 1);
      const answer = waiting.get(message.id);
      if (!answer) continue;
      waiting.delete(message.id);
      if (message.error) answer.reject(new Error(`${answer.method}: ${message.error.message}`));
      else answer.resolve(message.result);
    }
  });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id: lastId, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  const close = async () => {
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    browser.kill();
    await exited;
    // The browser's helper processes may still be writing to the profile for a moment after it exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  return { send, close };
}
