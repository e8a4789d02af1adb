import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type Cache, type SWRConfiguration } from 'swr';
import { sessionStore, type SessionStore } from '../session/store';
import { appCache, followSession } from './cache';
import { onAnnouncedChange, revalidate } from './invalidation';
import { swrOptions } from './retry';

export interface AppSWRConfigProps {
  children: ReactNode;
  /** The cache to use. @default appCache (tests and stories pass a fresh Map) */
  cache?: Cache;
  /** Whose change of account empties the cache. @default sessionStore */
  session?: SessionStore;
}

/** SWR as the whole app uses it: retry rules, focus revalidation and a cache that dies with the session. */
export function AppSWRConfig({ children, cache = appCache, session = sessionStore }: AppSWRConfigProps) {
  // Every way out or across: the logout button, a 401, another tab's logout or account switch.
  useEffect(() => followSession(cache, session), [cache, session]);
  // A new account remounts everything under SWR: no screen keeps the last customer's rows in its state.
  const token = useSyncExternalStore(session.subscribe, () => session.getSnapshot().configs?.token ?? '');
  const value = useMemo<SWRConfiguration>(() => ({ ...swrOptions, provider: () => cache }), [cache]);
  return (
    <SWRConfig key={token} value={value}>
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
