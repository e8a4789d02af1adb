/**
 * The portal's own service worker in the engines customers carry. The other journeys run on the demo
 * build, whose worker is MSW's; this one runs on the real build behind nginx and the reference API
 * (`scripts/serve.mjs`, as the deployed project does in Chromium), on ports of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type EngineName, type EnginePage } from './driver';
import { find, signIn, waitUntil } from './page';

const port = Number(process.env.ENGINES_DEPLOYED_PORT ?? 8270);
const apiPort = Number(process.env.ENGINES_DEPLOYED_API_PORT ?? 8271);
const base = `http://127.0.0.1:${port}`;

const answers = () =>
  fetch(`${base}/`).then(
    (response) => response.ok,
    () => false,
  );

async function until(what: string, condition: () => Promise<boolean>, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function serviceWorkerJourney(engine: EngineName): void {
  describe(`${engine}, the real build's service worker`, () => {
    let server: ChildProcess | undefined;
    let page: EnginePage | undefined;

    const stopServer = async () => {
      if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
      await until('the deployed portal stops answering', async () => !(await answers()), 20_000);
    };

    beforeAll(async () => {
      // --reset: the seed world, whatever an earlier run left. serve.mjs builds dist-serve when it is
      // older than the sources (in CI the deployed step has just built it).
      server = spawn('node', ['scripts/serve.mjs', '--reset'], { env: { ...process.env, PORT: String(port), API_PORT: String(apiPort) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
      await until('the deployed portal answers', answers, 170_000);
      page = await launch(engine, base);
      await page.resize(375, 720);
    }, 180_000);

    afterAll(async () => {
      await page?.close();
      await stopServer();
    });

    // Firefox ESR answers a navigation preload that found no network with a network error rather than
    // rejecting; handed to the page, that was Firefox's own error page instead of the portal
    // (docs/decisions.md, session 31). Chromium runs the same journey in tests/deployed.
    it('opens the portal through navigation preload online, and from the worker’s cache with the server gone', async () => {
      if (!page) throw new Error('the engine did not start');
      await signIn(page);
      await waitUntil(page, 'the portal’s own service worker controls the page', () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true, []);
      const preload = await page.run(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.navigationPreload.getState()).enabled;
      });
      expect(preload).toBe(true);

      await page.open('/#/dashboard');
      await find(page, 'heading', 'Số dư ví');

      await stopServer();
      await page.open('/#/dashboard');
      // The portal's own page, from the cache: its title and the dashboard's heading in the shell.
      await waitUntil(page, 'the dashboard’s heading, from the cache', () => document.querySelector('main h1')?.textContent.trim() === 'Trang chủ', []);
      expect(await page.run(() => document.title)).toBe('Cổng khách hàng');
    }, 120_000);
  });
}
