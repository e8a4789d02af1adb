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
 * It answers through the unit tests' one server (tests/support/mswServer.ts, started by unit-setup.ts), on
 * which unhandled requests are errors, so a test never reaches the real network by accident.
 */
import type { SetupServer } from 'msw/node';
import { beforeEach } from 'vitest';
import { server } from '../../tests/support/mswServer';
import { createDb, DEMO_TOKEN, type CreateDbOptions, type Db } from './db';
import { createHandlers } from './handlers';

/** The origin unit tests call; handlers match any origin. */
export const TEST_ORIGIN = 'http://portal.test';

export interface MockServerHandle {
  server: SetupServer;
  /** This test's world (fresh before each test). */
  readonly db: Db;
  /** An absolute URL of the test origin for a path: url('/api/order/orders', { state: 1 }). */
  url(path: string, query?: Record<string, string | number>): string;
  /** Headers with the seeded demo session, or another token. */
  auth(token?: string): Record<string, string>;
}

/** A fresh world before each test, answered by the unit tests' server (its handlers go after each test). */
export function setupMockServer(options?: CreateDbOptions): MockServerHandle {
  let db = createDb(options);
  beforeEach(() => {
    db = createDb(options);
    server.use(...createHandlers(db));
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
