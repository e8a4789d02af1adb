/**
 * SPEC §2: a login URL may carry a token (`#/login?token=…` or `/?token=…#/login`). The token must leave
 * the address bar and the history at once, whatever happens next, so it is read and stripped in one step.
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
