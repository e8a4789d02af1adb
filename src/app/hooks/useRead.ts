import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ReadOptions } from '../api/endpoints';
import type { ReadKey } from './keys';

/**
 * useSWR for one read call. The first load of a key shows the loading panel; a background refresh of
 * data already on screen (focus, reconnect, invalidation) is sent with noloading=1 so it does not.
 */
export function useRead<Q, T>(
  key: ReadKey<Q> | null,
  read: (query: Q, options: ReadOptions) => Promise<T>,
  config?: SWRConfiguration<T, Error>,
): SWRResponse<T, Error> {
  const { cache } = useSWRConfig();
  return useSWR<T, Error, ReadKey<Q> | null>(
    key,
    (current: ReadKey<Q>) => read(current[1], { noloading: cache.get(unstable_serialize(current))?.data !== undefined }),
    config,
  );
}

/** Paged lists keep the previous page on screen while the next one loads. */
export const pagedList = { keepPreviousData: true } as const;
