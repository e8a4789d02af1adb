/**
 * SPEC §2: a login URL may carry a token (`#/login?token=…`, `#/?token=…`, `#?token=…` or
 * `/?token=…#/login`). The token must leave the address bar and the history at once, whatever happens
 * next, so the entry (main.tsx) reads and strips it in one step before anything renders (issue 12 §3).
 */

export interface EntryToken {
  token: string;
  /** The same address without the token, for `history.replaceState`. */
  cleanUrl: string;
}

export function readEntryToken(href: string): EntryToken | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const hash = url.hash.startsWith('#') ? url.hash.slice(1) : url.hash;
  const queryAt = hash.indexOf('?');
  const hashPath = queryAt === -1 ? hash : hash.slice(0, queryAt);
  const hashQuery = new URLSearchParams(queryAt === -1 ? '' : hash.slice(queryAt + 1));
  const onLogin = hashPath === '' || hashPath === '/' || hashPath === '/login';
  if (!onLogin) return null;

  const token = hashQuery.get('token') ?? url.searchParams.get('token');
  if (!token) return null;

  hashQuery.delete('token');
  url.searchParams.delete('token');
  const rest = hashQuery.toString();
  url.hash = `${hashPath || '/login'}${rest ? `?${rest}` : ''}`;
  return { token, cleanUrl: url.toString() };
}

/** The token the page was opened with, taken out of the address by `takeEntryToken`; '' if unusable. */
let taken: string | null = null;
/**
 * True from the moment the page is opened with a token until the login page has handled it and no
 * reload follows (declined, refused). While true the route guard lets a signed-in customer stay on the
 * login page for the question; after, the guard applies again (issue 25 §10: it used to be remembered
 * once, at the first render, so login and register stayed open beside a session until a reload).
 */
let linkPending = false;
const listeners = new Set<() => void>();

/** Called once, first thing in main.tsx: reads the token and removes it from the address and history. */
export function takeEntryToken(): void {
  const entry = readEntryToken(location.href);
  if (!entry) return;
  history.replaceState(history.state, '', entry.cleanUrl);
  // Not checked here: the client never sends a token no header can carry, so such a link is refused.
  taken = entry.token;
  linkPending = true;
}

/** The token the page was opened with (not yet handled), or null. */
export const entryToken = (): string | null => taken;

/** The login page took the token: a later visit to the login page does not handle it again. */
export function forgetEntryToken(): void {
  taken = null;
}

/** Whether a login link is still being handled (see `linkPending`). */
export const tokenLinkPending = (): boolean => linkPending;

/** The link was declined or refused: the page stays, and the route guard applies again. */
export function endTokenLink(): void {
  if (!linkPending) return;
  linkPending = false;
  for (const listener of listeners) listener();
}

export function subscribeTokenLink(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
