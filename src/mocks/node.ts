/**
 * The mock backend in node, for unit tests (msw/node). Each test gets a fresh world:
 *
 *   const mock = setupMockServer();                       // in a describe or at the top of a test file
 *   it('…', async () => {
 *     mock.server.use(scenarios.error500('getcarts')); // an override for this test only
 *     await fetch(mock.url('/api/order/getcarts'), { headers: mock.auth() });
 *     expect(mock.db.requestCount('getcarts')).toBe(1);
 *   });
 *
 * Unhandled requests are errors, so a test never reaches the real network by accident.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createDb, DEMO_TOKEN, type CreateDbOptions, type Db } from './db';
import { createHandlers } from './handlers';

/** The origin unit tests call; handlers match any origin. */
export const TEST_ORIGIN = 'http://portal.test';

/** A server over `db` (a fresh seed world by default); start it with `server.listen()`. */
export function createMockServer(db: Db = createDb()): { server: SetupServer; db: Db } {
  return { server: setupServer(...createHandlers(db)), db };
}

export interface MockServerHandle {
  server: SetupServer;
  /** This test's world (fresh before each test). */
  readonly db: Db;
  /** An absolute URL of the test origin for a path: url('/api/order/orders', { state: 1 }). */
  url(path: string, query?: Record<string, string | number>): string;
  /** Headers with the seeded demo session, or another token. */
  auth(token?: string): Record<string, string>;
}

/** Installs the vitest hooks: listen before all, a fresh world before each test, close after all. */
export function setupMockServer(options?: CreateDbOptions): MockServerHandle {
  let db = createDb(options);
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    db = createDb(options);
    server.resetHandlers(...createHandlers(db));
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return {
    server,
    get db() {
      return db;
    },
    url(path, query) {
      const url = new URL(path, TEST_ORIGIN);
      for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
      return url.toString();
    },
    auth(token = DEMO_TOKEN) {
      return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    },
  };
}
