import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The static Storybook as a designer opens it (`npm run build-storybook`): its pages are checked where
 * they can differ from the stories the test run renders through Vite's dev server (issue 27).
 */
const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 4337);

export default defineConfig({
  testDir: 'tests/storybook',
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results-storybook',
  workers: 1,
  retries: base.retries,
  forbidOnly: base.forbidOnly,
  timeout: 60_000,
  expect: base.expect,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 800 } },
  webServer: {
    command: `npx vite preview --outDir ${process.env.STORYBOOK_OUT_DIR ?? 'storybook-static'} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/iframe.html`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
