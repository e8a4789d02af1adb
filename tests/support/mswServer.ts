import { setupServer } from 'msw/node';

/**
 * The one msw/node server of the unit tests. `unit-setup.ts` starts it before every unit file, takes each
 * test's handlers off after it and closes it at the end; a file adds what it answers with `server.use(…)`
 * (or `setupMockServer()` from src/mocks/node for the whole mock world).
 */
export const server = setupServer();

/**
 * A request no handler answers never reaches the real network: it is printed as an error and answered 500
 * with its method and address, which fails the test that made it. Loopback addresses pass, for tests that
 * start a real server of their own (the reference API server).
 */
export function onUnhandledRequest(request: Request, print: { error: () => void }): void {
  const { hostname } = new URL(request.url);
  if (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]') return;
  print.error();
  // A callback only prints, and the request would then go out; msw answers what it throws with a 500.
  throw new Error(`[MSW] No handler answers ${request.method} ${request.url} in this unit test.`);
}
