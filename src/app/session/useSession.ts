import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionSnapshot, type SessionStore } from './store';

/** The session, followed across tabs: a login or logout in another tab shows here too. */
export function useSession(store: SessionStore = sessionStore): SessionSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The signed-in account's name (`UserInfo.UserName`), or '' when there is none. */
export function useAccountName(store: SessionStore = sessionStore): string {
  return useSession(store).configs?.UserInfo?.UserName ?? '';
}
