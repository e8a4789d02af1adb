/**
 * Which of the worker's answers a request gets (sw.ts): `page` (network first, the cached shell when
 * offline), `asset` (cache first; hashed files never change) or `network` (the worker stays out of it).
 */
export type FetchPlan = 'page' | 'asset' | 'network';

export function planFetch(request: Pick<Request, 'method' | 'url' | 'mode'>, scope: string): FetchPlan {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  const base = new URL(scope);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return 'network';
  const path = url.pathname.slice(base.pathname.length);
  // API answers are never stored: a balance or an order state must be the server's, now.
  if (path.startsWith('api/')) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (path.startsWith('assets/')) return 'asset';
  return 'network';
}
