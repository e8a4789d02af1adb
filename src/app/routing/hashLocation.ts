import { useSyncExternalStore } from 'react';
import { hashHref } from '../../ui/Link/hashHref';

/**
 * Hash routing with the query INSIDE the hash: `#/order/list-orders?state=3&from=01/11/2026`. wouter's own
 * hash hook keeps the query in `location.search`, outside the hash, which a shared link or the back
 * button would lose track of. Here the path and the query are both read from the hash, so filters live
 * in history entries of their own.
 */
const subscribe = (callback: () => void) => {
  addEventListener('hashchange', callback);
  addEventListener('popstate', callback);
  return () => {
    removeEventListener('hashchange', callback);
    removeEventListener('popstate', callback);
  };
};

/** '#/a/b?x=1' → ['/a/b', 'x=1']. */
export function splitHash(hash: string): [path: string, search: string] {
  const bare = hash.replace(/^#?\/?/, '');
  const queryAt = bare.indexOf('?');
  const path = `/${queryAt === -1 ? bare : bare.slice(0, queryAt)}`;
  return [path, queryAt === -1 ? '' : bare.slice(queryAt + 1)];
}

// Every router hook reads the address on each render and again when React checks its snapshot: split
// once per address, not once per read (issue 26: ≈ 10 ms of a list page's load at CPU ×1 went here).
let lastHash: string | undefined;
let lastSplit: [path: string, search: string] = ['/', ''];
const current = () => {
  const hash = location.hash;
  if (hash !== lastHash) {
    lastHash = hash;
    lastSplit = splitHash(hash);
  }
  return lastSplit;
};
const currentPath = () => current()[0];
const currentSearch = () => current()[1];

export function navigate(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  const oldURL = location.href;
  const url = new URL(oldURL);
  url.hash = to.startsWith('/') ? to : `/${to}`;
  if (url.href === oldURL) return;
  history[options.replace ? 'replaceState' : 'pushState'](options.state ?? null, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

// The server snapshot is the address too: the build renders the #/login page into index.html with a
// stand-in address (src/app/prerender.tsx). 4 B smaller than the constants it replaces.
export function useHashPath(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath, currentPath), navigate];
}
useHashPath.hrefs = hashHref;

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, currentSearch);
}
