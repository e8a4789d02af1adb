// Small pieces every endpoint module uses.

/** Options of a read (GET) call. */
export interface ReadOptions {
  /** A background refresh: adds noloading=1 so the loading panel stays hidden (SPEC §7). */
  noloading?: boolean;
  signal?: AbortSignal;
  /** The caller handles a failure itself (validating a login token): no alert, no redirect. */
  silent?: boolean;
  /** Another token than the session's (client.ts `RequestOptions.bearer`). */
  bearer?: string;
}

/** Options of a write call. */
export interface WriteOptions {
  signal?: AbortSignal;
  /**
   * The caller shows a failure itself (a form shows a refused login's lines on the form), so the client
   * raises no alert of its own. Only for calls made before login, where no session can expire, and for
   * the extension bridge's background POST, which keeps its products and retries on the next login.
   */
  silent?: boolean;
  /** A money intent's key (src/app/money/intentKeys.ts), sent as `Idempotency-Key`. */
  idempotencyKey?: string;
}

/** The query entry of a read call's options. */
export const loadingQuery = (options: ReadOptions | undefined) => (options?.noloading ? { noloading: 1 } : {});

/** The bearer entry of a read's options, left out when there is none. */
export const bearerOf = (options: ReadOptions | undefined) => (options?.bearer === undefined ? {} : { bearer: options.bearer });

/** The signal entry of a call's options, left out when there is none. */
export const signalOf = (options: ReadOptions | WriteOptions | undefined) => (options?.signal ? { signal: options.signal } : {});

/** The idempotency key entry of a write call's options, left out when there is none. */
export const idempotencyOf = (options: WriteOptions | undefined) => (options?.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {});

/** The silent entry of a write call's options, left out unless asked for. */
export const silentOf = (options: ReadOptions | WriteOptions | undefined) => (options?.silent ? { silent: true } : {});

/**
 * A path segment built from an id or a field name, encoded for the URL. Empty, `.` and `..` are refused
 * (issue 12 §5): encoded or not, they would make the request reach another path than the one meant.
 */
export function segment(value: string | number): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') throw new RangeError(text);
  return encodeURIComponent(text);
}

/** The paging pair of every list call (SPEC §9: skip and take). */
export interface Paging {
  skip: number;
  take: number;
}

/**
 * A list call's query: the filters of the list's schema (features' `FiltersOf<typeof …ListSchema>`),
 * written once there; any left out means all. Sent as they are: the schema holds nothing else.
 */
export type ListQuery<Filters extends Paging> = Paging & Partial<Omit<Filters, keyof Paging>>;
