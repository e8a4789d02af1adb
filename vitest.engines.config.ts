import { defineConfig } from 'vitest/config';

/**
 * The engine journeys (tests/engines): Firefox ESR and WebKitGTK on the demo build, and on the real build
 * behind nginx for its service worker (serviceWorker.ts starts that stack itself). Not a project of
 * vitest.config.ts, so `vitest run` there never needs those browsers or a display; scripts/engines.mjs
 * runs this under xvfb-run. One file per engine.
 */
export default defineConfig({
  test: {
    name: 'engines',
    environment: 'node',
    include: ['tests/engines/**/*.test.ts'],
    // One engine after the other, said here because it is a choice: Vitest's default (one fewer worker
    // than cores) already meant one on CI's two. Both side by side (maxWorkers 2) saved nothing on a
    // loaded two-core machine (each browser is several busy processes) and lost a WebKit click on a list
    // still placing itself (docs/measurements.md, engines).
    maxWorkers: 1,
    globalSetup: ['tests/engines/server.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // A journey that fails in one engine is a finding, not noise to retry.
    retry: 0,
  },
});
