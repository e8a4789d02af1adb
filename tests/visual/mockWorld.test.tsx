import { expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { buildWorld } from '../../src/mocks/fixtures/world';
import { DEFAULT_SEED } from '../../src/mocks/db';
import { createRandom } from '../../src/mocks/random';

declare module 'vitest/browser' {
  interface BrowserCommands {
    mockWorldInNode(seed: number): Promise<string>;
  }
}

/**
 * src/mocks serves the stories and demo mode (in Chromium) and the reference API server (in Node). From
 * one seed they must build one world, or a screen checked in a story is not the screen the deployed
 * tests and the API server show. Here, not in the unit project: only a browser test has both engines.
 */
// Vite transforms the world's modules for Node on the first call: 10.1 s in a CI run on a slow machine,
// two thirds of the browser tests' 15 s.
test('the mock world from one seed is the same in Chromium and in Node', { timeout: 45_000 }, async () => {
  for (const seed of [DEFAULT_SEED, 1, 20240615]) {
    const inBrowser = JSON.stringify(buildWorld(createRandom(seed)));
    const inNode = await commands.mockWorldInNode(seed);
    expect(inBrowser.length).toBeGreaterThan(100_000);
    expect(inBrowser === inNode, `seed ${String(seed)}`).toBe(true);
  }
});
