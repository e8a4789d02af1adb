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

/** How a `page` plan gets its answer: the page's request and, only when it finds no network, the cache. */
export interface PageSources {
  /** The answer to the request the browser sent while the worker started (navigation preload); undefined when none was sent. */
  preloaded: Promise<Response | undefined> | undefined;
  /** Sends the request from the worker. */
  fetchPage: () => Promise<Response>;
  /** The copy of index.html this version keeps, if it has one. */
  cachedPage: () => Promise<Response | undefined>;
}

/**
 * The network first, so a reload always gets the newest `index.html`; without a network, the cached copy.
 * Without either the failure stands, and the browser shows its own error page. A preload that found no
 * network rejects in Chromium; Firefox ESR answers it with a network error instead (`type: 'error'`),
 * which must not reach the page as its answer: it is a failure like the other.
 */
export async function answerPage({ preloaded, fetchPage, cachedPage }: PageSources): Promise<Response> {
  try {
    const answer = (await preloaded) ?? (await fetchPage());
    if (answer.type === 'error') throw new TypeError('The page found no network');
    return answer;
  } catch (error) {
    const cached = await cachedPage();
    if (cached) return cached;
    throw error;
  }
}
