/**
 * The portal's service worker, in real builds only (demo mode has MSW's worker instead). It exists so the
 * portal opens without a network as its own page saying `Bạn đang ngoại tuyến` rather than the browser's
 * error page, and so a deploy under an open page is noticed. It never stores an API answer: balances and
 * orders are only ever what the server says now.
 *
 * - The page itself (a navigation) goes to the network first, so a reload always gets the newest
 *   `index.html` (served `no-cache`); only without a network does the cached copy answer. The browser
 *   sends that request itself while it starts the worker (navigation preload).
 * - Hashed files under `assets/` never change, so the cache answers them first; they are precached at
 *   install and any other one is kept the first time it is fetched.
 * - In Chromium the browser answers the hashed scripts and stylesheets from the cache, and sends the API
 *   to the network, itself (static routes, at install): the worker does not run for them.
 * - A new worker waits until the page asks it to take over (`Tải lại` on `Đã có phiên bản mới`), so the
 *   files of an open page are never swapped under it.
 *
 * The build (vite.config.ts) compiles this file to `sw.js` and replaces the two placeholders below.
 */
import { answerPage, planFetch } from './plan';

interface WaitUntilEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface RouterRule {
  condition: { urlPattern: URLPattern };
  source: 'network' | { cacheName: string };
}
interface WorkerInstallEvent extends WaitUntilEvent {
  addRoutes?(rules: RouterRule[]): Promise<void>;
}
interface WorkerFetchEvent extends WaitUntilEvent {
  readonly request: Request;
  /** The page's request as the browser sent it while the worker started; undefined when preload is off. */
  readonly preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerMessageEvent extends WaitUntilEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { readonly scope: string; readonly navigationPreload?: { enable(): Promise<void> } };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: WorkerInstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: WaitUntilEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

declare const self: WorkerScope;
declare const __BUILD_VERSION__: string;
declare const __PRECACHE__: readonly string[];

const CACHE_PREFIX = 'portal-';
const cacheName = `${CACHE_PREFIX}${__BUILD_VERSION__}`;
const scope = self.registration.scope;

self.addEventListener('install', (event) => {
  // Chromium's static routes (the Service Worker Static Routing API): the browser itself takes the hashed
  // scripts and stylesheets from this version's cache and sends the API to the network, as the fetch
  // handler below would, but without running it. A signed-in page load woke the worker's thread for
  // ~45 requests, 40 ms of a core while the page's own script ran (issue 26, session 29). A file missing
  // from the cache still comes from the network. Other browsers have no addRoutes and use the handler, as
  // does a Chromium that refuses a rule (an early one without the named cache source): a refusal must not
  // fail the install, or that customer would have no worker, and no offline page, at all.
  if (event.addRoutes) {
    const under = (path: string) => new URLPattern({ pathname: `${new URL(scope).pathname}${path}`, baseURL: scope });
    event.waitUntil(
      event
        .addRoutes([
          { condition: { urlPattern: under('api/*') }, source: 'network' },
          { condition: { urlPattern: under('assets/*.js') }, source: { cacheName } },
          { condition: { urlPattern: under('assets/*.css') }, source: { cacheName } },
        ])
        .catch(() => undefined),
    );
  }
  event.waitUntil(
    caches.open(cacheName).then((cache) =>
      // 'reload': past the HTTP cache, so a half-deployed old copy is never what gets stored.
      cache.addAll(__PRECACHE__.map((path) => new Request(new URL(path, scope), { cache: 'reload' }))),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName).map((name) => caches.delete(name)));
      // A browser stops a worker after half a minute without events, so a customer opening the portal
      // mostly finds it stopped. Without navigation preload the page's own request waited until the
      // worker's thread had started and run this script, on a cheap phone a good part of the time before
      // the first byte; with it the browser sends the request at once and the worker takes up the answer.
      // A browser without it, or one that refuses it, keeps the request the worker sends itself.
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') event.waitUntil(self.skipWaiting());
});

self.addEventListener('fetch', (event) => {
  const plan = planFetch(event.request, scope);
  if (plan === 'network') return;
  event.respondWith(
    plan === 'page'
      ? answerPage({
          preloaded: event.preloadResponse,
          fetchPage: () => fetch(event.request),
          cachedPage: () => caches.match(new URL('index.html', scope).href, { cacheName }),
        })
      : assetFromCache(event.request),
  );
});

async function assetFromCache(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
