import type { Cache } from 'swr';
import type { SessionStore } from '../session/store';

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

/**
 * Issue 12 §3: each session has its own cache. Whenever the signed-in token changes (a logout, a 401,
 * a logout in another tab, and also a switch from one account straight to another: a token link
 * accepted in another tab writes the new configs over the old), the cache is emptied in the session's
 * own notification, before React renders anything for the new session. Returns the unsubscribe.
 */
export function followSession(cache: Cache, session: SessionStore): () => void {
  let token = session.getSnapshot().configs?.token ?? null;
  return session.subscribe(() => {
    const next = session.getSnapshot().configs?.token ?? null;
    if (next === token) return;
    token = next;
    emptyCache(cache);
  });
}
