/**
 * The story's world, for stories that arrange or inspect data. .storybook/preview.tsx makes a fresh
 * world before each story and installs its handlers; a story's own `beforeEach` runs after that, so
 *
 *   beforeEach: () => { mockDb().demo.carts = []; }                       // arrange the world
 *   beforeEach: ({ msw }) => msw.use(scenarios.error500('getcarts'))     // or override one endpoint
 *
 * and a play function can check what reached the server: `expect(mockDb().requestCount('deposit')).toBe(1)`.
 */
import type { Db } from './db';

let current: Db | undefined;

/** The world of the story being rendered. */
export function mockDb(): Db {
  if (!current) throw new Error('mockDb() is only available inside a story (after the preview beforeEach)');
  return current;
}

/** Called by the preview's beforeEach; not for stories. */
export function setStoryDb(db: Db): void {
  current = db;
}
