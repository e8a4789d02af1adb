import { useEffect } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type Cache, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ReadOptions } from '../api/endpoints';
import type { ReadKey } from './keys';

/** How many mounted hooks show a key, and the read of it in flight. */
interface KeyUse {
  users: number;
  controller?: AbortController;
}

// Per cache: each session has its own (cache.ts), and a story or a test its own.
const usesByCache = new WeakMap<Cache, Map<string, KeyUse>>();

function keyUseOf(cache: Cache, id: string): KeyUse {
  let uses = usesByCache.get(cache);
  if (!uses) usesByCache.set(cache, (uses = new Map<string, KeyUse>()));
  let use = uses.get(id);
  if (!use) uses.set(id, (use = { users: 0 }));
  return use;
}

function forget(cache: Cache, id: string, use: KeyUse): void {
  if (use.users === 0 && !use.controller) usesByCache.get(cache)?.delete(id);
}

/**
 * useSWR for one read call. The first load of a key shows the loading panel; a background refresh of
 * data already on screen (focus, reconnect, invalidation) is sent with noloading=1 so it does not.
 *
 * Leaving a screen aborts its reads (issue 12 §2): when the last mounted hook of a key goes, the read of
 * that key still in flight is cancelled, so a slow answer neither keeps the loading bar nor lands later.
 * Logout and a 401 abort every request in the client itself.
 */
export function useRead<Q, T>(
  key: ReadKey<Q> | null,
  read: (query: Q, options: ReadOptions) => Promise<T>,
  config?: SWRConfiguration<T, Error>,
): SWRResponse<T, Error> {
  const { cache } = useSWRConfig();
  const id = key === null ? null : unstable_serialize(key);

  useEffect(() => {
    if (id === null) return;
    const use = keyUseOf(cache, id);
    use.users += 1;
    return () => {
      use.users -= 1;
      // After the commit: the same key mounted again at once (a re-keyed parent, StrictMode) keeps its read.
      setTimeout(() => {
        if (use.users === 0) use.controller?.abort(new DOMException('Đã rời màn hình', 'AbortError'));
        forget(cache, id, use);
      }, 0);
    };
  }, [cache, id]);

  return useSWR<T, Error, ReadKey<Q> | null>(
    key,
    async (current: ReadKey<Q>) => {
      const currentId = unstable_serialize(current);
      const use = keyUseOf(cache, currentId);
      const controller = new AbortController();
      use.controller = controller;
      try {
        return await read(current[1], { noloading: cache.get(currentId)?.data !== undefined, signal: controller.signal });
      } catch (error) {
        if (controller.signal.aborted) {
          // SWR keeps the error in the cache; nobody sees it now, but the screen would show it for a moment
          // when the customer comes back. Without it the next visit is a plain (re)load.
          setTimeout(() => {
            const state = cache.get(currentId);
            if (state?.error === error) cache.set(currentId, { ...state, error: undefined });
          }, 0);
        }
        throw error;
      } finally {
        if (use.controller === controller) use.controller = undefined;
        forget(cache, currentId, use);
      }
    },
    config,
  );
}

/** Paged lists keep the previous page on screen while the next one loads. */
export const pagedList = { keepPreviousData: true } as const;
