/**
 * A tiny fetch wrapper for the mock backend's own tests and for anyone testing against it in node:
 * `await call(mock, 'GET', '/api/order/orders', { query: { state: 1 } })` → { status, body }.
 */
import { DEMO_TOKEN } from './db';
import type { MockServerHandle } from './node';

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  /** The bearer token; the seeded demo session by default, null for none. */
  token?: string | null;
  /** More request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
}

export async function call<T = unknown>(
  mock: Pick<MockServerHandle, 'url'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const token = options.token === undefined ? DEMO_TOKEN : options.token;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(mock.url(path, options.query), {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
}
