import type { Cache } from 'swr';

/**
 * The app's one SWR cache. A plain Map the session can empty: after a logout or a 401 the next
 * customer on this browser must not see the previous one's orders, not even for a frame.
 */
export const appCache: Cache = new Map();

export function emptyCache(cache: Cache): void {
  for (const key of [...cache.keys()]) cache.delete(key);
}

export function clearAppCache(): void {
  emptyCache(appCache);
}
