import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type Cache, type SWRConfiguration } from 'swr';
import { sessionStore, type SessionStore } from '../session/store';
import { appCache, emptyCache } from './cache';
import { onAnnouncedChange, revalidate } from './invalidation';
import { swrOptions } from './retry';

export interface AppSWRConfigProps {
  children: ReactNode;
  /** The cache to use. @default appCache (tests and stories pass a fresh Map) */
  cache?: Cache;
  /** Whose logout empties the cache. @default sessionStore */
  session?: SessionStore;
}

/** SWR as the whole app uses it: retry rules, focus revalidation and a cache that dies with the session. */
export function AppSWRConfig({ children, cache = appCache, session = sessionStore }: AppSWRConfigProps) {
  useEffect(
    () =>
      // Covers every way out: the logout button, a 401 and a logout in another tab.
      session.subscribe(() => {
        if (session.getSnapshot().status === 'anonymous') emptyCache(cache);
      }),
    [cache, session],
  );
  const value = useMemo<SWRConfiguration>(() => ({ ...swrOptions, provider: () => cache }), [cache]);
  return (
    <SWRConfig value={value}>
      <FollowAnnouncedChanges />
      {children}
    </SWRConfig>
  );
}

/** Writes made outside React (the extension bridge) revalidate this cache too: SPEC §4's cart-reload signal. */
function FollowAnnouncedChanges() {
  const { mutate } = useSWRConfig();
  useEffect(() => onAnnouncedChange((change) => void revalidate(mutate, change)), [mutate]);
  return null;
}
