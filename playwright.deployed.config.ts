import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The "deployed" project: the same-origin real build behind nginx with deploy/nginx.conf and the
 * reference API server (`npm run serve`), not the in-browser mock. One worker, one browser size: it
 * proves the deployment (headers, CSP, cookies, HTTP API), the demo-build journeys prove the screens.
 */
const port = Number(process.env.DEPLOYED_PORT ?? 8080);
const apiPort = Number(process.env.DEPLOYED_API_PORT ?? 8787);

export default defineConfig({
  testDir: 'tests/deployed',
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results-deployed',
  workers: 1,
  retries: base.retries,
  forbidOnly: base.forbidOnly,
  // For a hung journey, not a slow one: the longest (a 2 MB avatar and a 2 MB complaint photo through
  // nginx) took 69 s in session 19's CI on a slow machine.
  timeout: 180_000,
  expect: base.expect,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 800 } },
  webServer: {
    // --reset: every run starts from the seed world, whatever an earlier run or a person left in .data/.
    command: 'node scripts/serve.mjs --reset',
    env: { PORT: String(port), API_PORT: String(apiPort) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
