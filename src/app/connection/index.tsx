import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
// The file, not the shell's index: the index brings the shell's chunks (and react-aria's overlay code
// through them) into every page's idle-time download (issue 15).
import { ConnectionNotices } from '../../features/shell/ConnectionNotices';
import { registerServiceWorker, UPDATE_CHECK_MS, type ServiceWorkerUpdates } from './serviceWorkerUpdates';

/**
 * Offline and new-version notices, loaded after the first screen (main.tsx): they are not part of the
 * first load, and they live in their own small root before the app's, so no screen has to know of them.
 */
function createFlag(initial: boolean) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: boolean) => {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function startConnectionNotices({ serviceWorker }: { serviceWorker: boolean }): void {
  const offline = createFlag(!navigator.onLine);
  const updateReady = createFlag(false);
  addEventListener('online', () => offline.set(false));
  addEventListener('offline', () => offline.set(true));
  let updates: ServiceWorkerUpdates | null = null;

  function Notices() {
    return (
      <ConnectionNotices
        offline={useSyncExternalStore(offline.subscribe, offline.get)}
        updateReady={useSyncExternalStore(updateReady.subscribe, updateReady.get)}
        onReload={() => (updates ? updates.applyUpdate() : location.reload())}
      />
    );
  }
  const container = document.createElement('div');
  document.body.prepend(container);
  createRoot(container).render(<Notices />);

  // Demo builds have MSW's worker at the same scope; only a real build gets the portal's own. A browser
  // without service workers (or on plain http) simply has no offline page.
  if (!serviceWorker || !('serviceWorker' in navigator) || !isSecureContext) return;
  registerServiceWorker({ container: navigator.serviceWorker, url: './sw.js', onUpdateReady: () => updateReady.set(true), reload: () => location.reload() })
    .then((registered) => {
      updates = registered;
      let lastCheck = Date.now();
      const check = () => {
        lastCheck = Date.now();
        registered.checkForUpdate();
      };
      setInterval(check, UPDATE_CHECK_MS);
      // A phone brings a tab back after hours: ask then, but not on every glance at it.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && Date.now() - lastCheck > 60_000) check();
      });
    })
    .catch(() => undefined);
}
