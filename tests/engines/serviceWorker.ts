/**
 * The portal's own service worker in the engines customers carry. The other journeys run on the demo
 * build, whose worker is MSW's; this one runs on the real build behind nginx and the reference API
 * (`scripts/serve.mjs`, as the deployed project does in Chromium), on ports of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeployed } from '../../scripts/bench-support.mjs';
import { launch, type EngineName, type EnginePage } from './driver';
import { find, signIn, waitUntil } from './page';

const port = Number(process.env.ENGINES_DEPLOYED_PORT ?? 8270);
const apiPort = Number(process.env.ENGINES_DEPLOYED_API_PORT ?? 8271);

export function serviceWorkerJourney(engine: EngineName): void {
  describe(`${engine}, the real build's service worker`, () => {
    let deployed: { origin: string; stop: () => void } | undefined;
    let page: EnginePage | undefined;

    /** Ends the stack and waits until its address refuses: the next load has no server to reach. */
    const stopServer = async () => {
      if (!deployed) return;
      const { origin, stop } = deployed;
      stop();
      const deadline = Date.now() + 20_000;
      while (await fetch(`${origin}/`).then(() => true, () => false)) {
        if (Date.now() > deadline) throw new Error('the deployed portal still answers 20 s after it was stopped');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    beforeAll(async () => {
      // The seed world (--reset); serve.mjs builds dist-serve when it is older than the sources (in CI the
      // deployed step has just built it).
      deployed = await startDeployed(port, apiPort);
      page = await launch(engine, deployed.origin);
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
