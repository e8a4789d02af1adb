/**
 * What the client's unit tests (client.*.test.ts) share: a client on a fake same-origin page, its
 * dependencies as mocks, and a test server that records every request it receives.
 */
import { HttpResponse, http } from 'msw';
import { number, object, string } from 'superstruct';
import { afterEach, vi } from 'vitest';
import { server } from '../../../tests/support/mswServer';
import { createClient, type ClientDeps } from './client';
import { createLoadingStore } from './loading';

export const ORIGIN = 'http://portal.test';
export const API = 'https://api.example.vn';

/** A global a test stubs (document, for the cookie) is put back after it; call it at the top of a test file. */
export function unstubGlobalsAfterEach(): void {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

export const Item = object({ Id: number(), Name: string() });

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

/** Records every request reaching the server. */
export function record(method: 'get' | 'post' | 'put' | 'delete', url: string, answer: () => Response | Promise<Response> = () => HttpResponse.json({ Id: 1, Name: 'Áo' })) {
  const seen: Seen[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      seen.push({ url: new URL(request.url), method: request.method, headers: request.headers, body: await request.text() });
      return answer();
    }),
  );
  return seen;
}

export { deferred } from '../../../tests/support/deferred';

/** A client on a fake same-origin page: relative URLs are resolved the way a browser would. */
export function setup(overrides: Partial<ClientDeps> = {}) {
  const loading = createLoadingStore();
  const deps = {
    alert: vi.fn<(text: string) => Promise<void>>(() => Promise.resolve()),
    clearSession: vi.fn(),
    clearCache: vi.fn(),
    navigate: vi.fn<(hash: string) => void>(),
  };
  /** What the page holds at request time; tests change it between calls. */
  const state: { token?: string; cookie?: string } = {};
  const client = createClient({
    baseUrl: '',
    fetch: (url, init) => fetch(new URL(url, ORIGIN), init),
    getToken: () => state.token,
    readCookie: () => state.cookie,
    alert: deps.alert,
    clearSession: deps.clearSession,
    clearCache: deps.clearCache,
    navigate: deps.navigate,
    loading,
    ...overrides,
  });
  return { client, loading, state, ...deps };
}
