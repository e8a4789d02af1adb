// STUB — the interface the endpoints are written against. The data-layer client helper replaces the
// body of `request` (and may add exports) but keeps this signature.
import type { Struct } from 'superstruct';

export type QueryValue = string | number | boolean | Date | null | undefined;

export interface RequestOptions<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the API base, exactly as SPEC §7 writes it, ids already URL-encoded: '/api/order/getcarts'. */
  path: string;
  /** Dates are sent as dd/MM/yyyy; undefined, null and '' are left out. `noloading: 1` skips the loading bar. */
  query?: Record<string, QueryValue>;
  /** JSON-serialised as is (a bare string becomes a JSON string, as sendforgotpassword needs). */
  body?: unknown;
  /** Decodes the answer with superstruct `create` (so coercions run); a mismatch is a ContractError. */
  schema: Struct<T, unknown> | Struct<T, null>;
  /** Money-moving call: while one with the same method, path and body is in flight, it is not sent again. */
  once?: boolean;
}

export function request<T>(options: RequestOptions<T>): Promise<T> {
  return Promise.reject(new Error(`not implemented: ${options.method} ${options.path}`));
}
