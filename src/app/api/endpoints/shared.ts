// Small pieces every endpoint module uses.

/** Options of a read (GET) call. */
export interface ReadOptions {
  /** A background refresh: adds noloading=1 so the loading panel stays hidden (SPEC §7). */
  noloading?: boolean;
  signal?: AbortSignal;
}

/** Options of a write call. */
export interface WriteOptions {
  signal?: AbortSignal;
}

/** The query entry of a read call's options. */
export const loadingQuery = (options: ReadOptions | undefined) => (options?.noloading ? { noloading: 1 } : {});

/** The signal entry of a call's options, left out when there is none. */
export const signalOf = (options: ReadOptions | WriteOptions | undefined) => (options?.signal ? { signal: options.signal } : {});

/** A path segment built from an id or a field name, encoded for the URL. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

/** The paging pair of every list call (SPEC §9: skip and take). */
export interface Paging {
  skip: number;
  take: number;
}
