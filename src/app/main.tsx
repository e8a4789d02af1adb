import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { onDemandInFlight } from '../ui/OnDemand';
import { App } from './App';
import { configureApp } from './bootstrap';
import { takeEntryToken } from './entryToken';
import { RootErrorBoundary } from './RootErrorBoundary';
import { firstPageChunks } from './routes/AppRoutes';
import { reloadOnceForChunk } from './routes/lazyRoute';

// Before anything else: the login token leaves the address bar (issue 12 §3).
takeEntryToken();

// The extension may post its products (SPEC §4) while the app still boots; they wait here for the
// bridge, which is not part of the first load (docs/decisions.md, size budget).
const early: MessageEvent[] = [];
const keep = (event: MessageEvent) => early.push(event);
addEventListener('message', keep);

// A file a lazy chunk needs is gone (a deploy under an open page): reload once onto the new files
// (issue 12 §4); the chunk's own import failure is handled the same way by retryableLazy. Not while the
// alert host or the toast region is on its way: they have a fallback, and a reload on a dead network
// would lose the alert that says so (issue 15).
addEventListener('vite:preloadError', (event) => {
  if (!onDemandInFlight() && reloadOnceForChunk()) event.preventDefault();
});

async function boot() {
  // Vite replaces VITE_API_BASE at build time, so a build for a real API drops this branch and the
  // whole mock backend with it (scripts/size.mjs checks that no MSW code is shipped).
  if (!import.meta.env.VITE_API_BASE) {
    const { startDemoBackend } = await import('./demo');
    await startDemoBackend();
  }
  configureApp();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  // index.html carries the #/login page rendered at build time (issue 15, vite.config.ts prerenderLogin).
  // Where its gate let it paint, React hydrates it: the nodes the browser has already painted stay, and
  // with them the page's largest paint. Anywhere else the markup goes and React renders afresh.
  const prerendered = container.querySelector<HTMLElement>(':scope > [data-prerendered]');
  const app = (
    <StrictMode>
      <RootErrorBoundary>
        <Interactive from={prerendered}>
          <App />
        </Interactive>
      </RootErrorBoundary>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree: the page painted from HTML keeps scrolling, and a phone's 4× slower CPU
  // does not turn it into one long task (issue 15, TBT).
  if (prerendered && document.documentElement.dataset.prerender !== 'drop') {
    // index.html's loading line, for any other first screen (hidden here by global.css).
    container.querySelector(':scope > [data-page-loading]')?.remove();
    startTransition(() => void hydrateRoot(prerendered, app));
  } else {
    // A signed-in customer opening a page of the shell: index.html's `Đang tải…` stays while the shell's
    // and the page's chunks come, and the first render is the page itself, its requests sent in its
    // first commit. Rendered first, `Đang tải…` would come from React, which then holds the page back
    // for at least its 300 ms reveal throttle, the requests with it (issue 26, docs/decisions.md).
    await firstPageChunks();
    prerendered?.remove();
    const root = createRoot(container);
    // With every chunk here the first render is the whole page: as a transition it yields to the
    // browser every few milliseconds instead of being one long task on a phone's slower CPU.
    startTransition(() => root.render(app));
  }
  // The bridge listens before this one stops, in the same task: no message falls in between.
  const bridge = await import('./extension');
  bridge.startExtensionBridge(early);
  removeEventListener('message', keep);
  // Offline and new-version notices, and in a real build the service worker that opens the portal
  // offline: after the first screen, once the page has loaded (src/app/connection).
  const connection = await import('./connection');
  const start = () => connection.startConnectionNotices({ serviceWorker: Boolean(import.meta.env.VITE_API_BASE) });
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/**
 * The markup from HTML is `inert` until React owns it: nothing is typed into a field React does not yet
 * listen to, no form is sent without the app. Lifted once the hydrated tree has committed.
 */
function Interactive({ from, children }: { from: HTMLElement | null; children: ReactNode }) {
  useLayoutEffect(() => from?.removeAttribute('inert'), [from]);
  return children;
}

void boot();
