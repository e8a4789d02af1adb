import { defineConfig } from 'vitest/config';

/**
 * The engine journeys (tests/engines): Firefox ESR and WebKitGTK on the demo build. Not a project of
 * vitest.config.ts, so `vitest run` there never needs those browsers or a display; scripts/engines.mjs
 * runs this under xvfb-run. One file per engine, side by side on two cores.
 */
export default defineConfig({
  test: {
    name: 'engines',
    environment: 'node',
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/server.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // A journey that fails in one engine is a finding, not noise to retry.
    retry: 0,
  },
});
