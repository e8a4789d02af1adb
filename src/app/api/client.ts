// The one place that calls fetch. Every rule of SPEC §7–§8 lives here: base URL, JSON, bearer token,
// anti-forgery header, query formatting, loading counter, error catalogue, decoding at the boundary.
import type { Struct } from 'superstruct';
import { formatQueryDate } from '../../features/shared/queryFormat';
import { sessionStore } from '../session/store';
import { decode } from './decode';
import { clientWiring, onClientWiring } from './clientWiring';
import { ApiError, OfflineError, ParseError, RequestTimeoutError, flattenErrorLines, isSessionExpiry, parseRetryAfter, tooManyRequestsLines } from './errors';
import { isHeaderSafe } from './headerValue';
import { loadingStore, type LoadingStore } from './loading';
import { texts } from './texts';

export type QueryValue = string | number | boolean | Date | null | undefined;

export interface RequestOptions<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the API base, exactly as SPEC §7 writes it, ids already URL-encoded: '/api/order/getcarts'. */
  path: string;
  /** Dates are sent as dd/MM/yyyy; undefined, null and '' are left out. `noloading: 1` skips the loading bar. */
  query?: Record<string, QueryValue>;
  /** JSON-serialised as is (a bare string becomes a JSON string, as sendforgotpassword needs). */
  body?: unknown;
  /** Decodes the answer with superstruct `create` (so coercions run); a mismatch is a ContractError. */
  schema: Struct<T> | Struct<T, null>;
  /** Money-moving call: while one with the same method, path and body is in flight, it is not sent again. */
  once?: boolean;
  /** Cancels the call; the promise rejects with the signal's AbortError and no dialog is shown. */
  signal?: AbortSignal;
  /**
   * Failures are only thrown: no 400 alert, no session-expiry alert, logout or redirect. For calls whose
   * failure is none of the customer's business (telling the server about a logout that already happened).
   */
  silent?: boolean;
  /**
   * Sent as `Idempotency-Key` so a money intent re-sent after an unclear outcome is applied once. Only to
   * the same origin, or to a cross-origin API that opted in (`VITE_IDEMPOTENCY_KEY=on`): an unknown header
   * on a cross-origin call triggers a CORS preflight the original server may refuse.
   */
  idempotencyKey?: string;
  /**
   * The bearer token of this call instead of the session's: reading whose account a login link opens
   * before anything is stored (issue 25 §9). A token no header can carry sends no Authorization at all,
   * never the session's own.
   */
  bearer?: string;
}

/** Everything the client needs from the outside world, so tests and the app root can swap each part. */
export interface ClientDeps {
  /** Prefix of every path: '' (same origin, relative URLs) or e.g. 'https://api.example.vn'. */
  baseUrl: string;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  getToken: () => string | null | undefined;
  /** Read at request time: the server may rotate the anti-forgery cookie between two calls. */
  readCookie: (name: string) => string | undefined;
  /** Shows a message; the returned promise settles when the user dismisses it. */
  alert: (text: string) => Promise<void> | void;
  /** Removes the stored configs (SPEC §4: 401, 403 and network failure log the user out). */
  clearSession: () => void;
  /** Empties the SWR cache so the next user never sees the previous one's data. */
  clearCache: () => void;
  navigate: (hash: string) => void;
  loading: LoadingStore;
  /** Whether a cross-origin API accepts `Idempotency-Key` (relative URLs always get it). */
  crossOriginIdempotencyKey: boolean;
  /** False when the browser knows it has no network: nothing is sent then (OfflineError). */
  isOnline: () => boolean;
}

export interface Client {
  request<T>(options: RequestOptions<T>): Promise<T>;
  /**
   * Aborts every request in flight (logout, session expiry): their late answers belong to a session
   * that is over and must never reach a screen or the next customer's cache.
   */
  abortAll(): void;
}

/**
 * Issue 12 §2: every request has an end. The one place for both numbers. A read that outlives its limit
 * is the screen's error state; a write is an unclear outcome (it may have been applied).
 */
export const REQUEST_TIMEOUT_MS = { read: 20_000, write: 45_000 } as const;

/** Angular's defaults, which the original server expects (DESIGN §2). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const LOGIN_HASH = '#/login';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The JSON-hijacking guard some frameworks put before a JSON answer. */
const looksLikeHtml = (text: string) => /^\s*<(!doctype|html|head|body|\?xml|[a-z][\w-]*[\s>/])/i.test(text);

const XSSI_PREFIX = /^\)\]\}',?\n?/;

/** The query string without '?'; undefined, null, '' and invalid dates are left out. */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) continue;
      params.append(name, formatQueryDate(value));
    } else {
      params.append(name, String(value));
    }
  }
  return params.toString();
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const search = buildQuery(query);
  return `${baseUrl.replace(/\/+$/, '')}${path}${search === '' ? '' : `?${search}`}`;
}

/** Same test as Angular's HttpXsrfInterceptor: anything with a scheme or '//' is another origin. */
export const isAbsoluteUrl = (url: string) => /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);

/** A cookie's value from a `document.cookie` string, URL-decoded. */
export function parseCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

const isNoLoading = (value: QueryValue) => value === 1 || value === '1' || value === true;

const isAbort = (error: unknown, signal: AbortSignal | undefined) =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  const body = text.replace(XSSI_PREFIX, '');
  if (body.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

function defaultDeps(): ClientDeps {
  return {
    baseUrl: import.meta.env.VITE_API_BASE ?? '',
    // Looked up at call time so test interceptors (msw) installed later are honoured.
    fetch: (url, init) => globalThis.fetch(url, init),
    getToken: () => sessionStore.getToken(),
    readCookie: (name) => (typeof document === 'undefined' ? undefined : parseCookie(document.cookie, name)),
    // Replaced by the app root with the UI's dialog; the native one keeps the rule before that.
    alert: (text) => {
      if (typeof window !== 'undefined') window.alert(text);
    },
    clearSession: () => sessionStore.clear(),
    clearCache: () => undefined,
    navigate: (hash) => {
      if (typeof window !== 'undefined') window.location.hash = hash;
    },
    loading: loadingStore,
    crossOriginIdempotencyKey: import.meta.env.VITE_IDEMPOTENCY_KEY === 'on',
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  };
}

export function createClient(overrides: Partial<ClientDeps> = {}): Client {
  const deps: ClientDeps = { ...defaultDeps(), ...overrides };
  const inFlight = new Map<string, Promise<unknown>>();
  const open = new Set<AbortController>();
  const abortAll = () => {
    for (const controller of [...open]) controller.abort();
  };
  let expiry: Promise<void> | null = null;
  /**
   * Bumped when an expiry is over. A request sent before that carried the old session: its late 401
   * (a slow list answering after the customer dismissed the alert) must not alert a second time.
   */
  let epoch = 0;

  const showAlert = async (text: string) => {
    try {
      await deps.alert(text);
    } catch {
      // A dialog that fails to open must not stop the logout or the caller's error handling.
    }
  };

  /** One alert and one redirect however many requests fail together. */
  const expireSession = (sentIn: number) => {
    if (sentIn !== epoch) return;
    expiry ??= (async () => {
      abortAll();
      await showAlert(texts.sessionExpired);
      deps.clearSession();
      deps.clearCache();
      deps.navigate(LOGIN_HASH);
    })().finally(() => {
      epoch += 1;
      expiry = null;
    });
  };

  const failure = (status: number, text: string, retryAfter: string | null, silent: boolean, sentIn: number): ApiError => {
    const parsed = parseJson(text);
    // A proxy's HTML error page (a 502 from nginx, a captive portal) is no message for a customer.
    const bodyLines = parsed.ok ? flattenErrorLines(parsed.value) : looksLikeHtml(text) ? [] : flattenErrorLines(text);
    // Issue 25 §6: a 429 says how long to wait, from its Retry-After, on every screen that shows the lines.
    const lines = status === 429 ? tooManyRequestsLines(parseRetryAfter(retryAfter, Date.now()), bodyLines) : bodyLines;
    if (silent) return new ApiError(status, lines);
    if (status === 400) {
      void showAlert(lines.length > 0 ? lines.join('\n') : texts.genericError);
      return new ApiError(400, lines, { alerted: true });
    }
    if (isSessionExpiry(status)) {
      expireSession(sentIn);
      return new ApiError(status, lines, { message: texts.sessionExpired, alerted: true });
    }
    return new ApiError(status, lines);
  };

  async function send<T>(options: RequestOptions<T>, url: string, body: string | undefined): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const token = options.bearer ?? deps.getToken();
    // A token no header can carry is no session (the stored configs refuse one too).
    if (token && isHeaderSafe(token)) headers.set('Authorization', `Bearer ${token}`);
    if (options.method !== 'GET' && !isAbsoluteUrl(url)) {
      const xsrf = deps.readCookie(XSRF_COOKIE);
      // A malformed cookie is ignored rather than breaking every write.
      if (xsrf && isHeaderSafe(xsrf)) headers.set(XSRF_HEADER, xsrf);
    }
    if (options.idempotencyKey && (!isAbsoluteUrl(url) || deps.crossOriginIdempotencyKey)) {
      headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey);
    }

    // Known offline (the portal opened from the service worker's cache, or the phone lost its network):
    // nothing is sent, so nothing can have happened, and the session is not ended for it.
    if (!deps.isOnline()) throw new OfflineError(options.method, options.path);

    const sentIn = epoch;
    const counted = !isNoLoading(options.query?.noloading);
    if (counted) deps.loading.increment();
    try {
      let response: Response;
      let text: string;
      // One signal for the fetch: aborted by the caller (leaving a screen, logout) or by the time limit.
      // It is raced as well as passed on: a fetch (or a body stream) that ignores its signal still ends.
      const timeout = new AbortController();
      // The reason is always an Error: the caller's AbortError or the RequestTimeoutError set below.
      const ended = new Promise<never>((_, reject) => (timeout.signal.onabort = () => reject(timeout.signal.reason as Error)));
      const caller = options.signal;
      const abortWithCaller = () => timeout.abort(caller?.reason);
      if (caller?.aborted) abortWithCaller();
      caller?.addEventListener('abort', abortWithCaller);
      open.add(timeout);
      const timer = setTimeout(() => timeout.abort(new RequestTimeoutError(options.method, options.path)), options.method === 'GET' ? REQUEST_TIMEOUT_MS.read : REQUEST_TIMEOUT_MS.write);
      try {
        const exchange = (async () => {
          const answer = await deps.fetch(url, { method: options.method, headers, body, signal: timeout.signal });
          return { answer, answerText: await answer.text() };
        })();
        // The loser of the race must not become an unhandled rejection.
        exchange.catch(() => undefined);
        ({ answer: response, answerText: text } = await Promise.race([exchange, ended]));
      } catch (error) {
        if (error instanceof RequestTimeoutError) throw error;
        if (isAbort(error, caller)) throw error;
        if (options.silent) throw new ApiError(0, [], { message: texts.networkError });
        expireSession(sentIn);
        throw new ApiError(0, [], { message: texts.networkError, alerted: true });
      } finally {
        clearTimeout(timer);
        open.delete(timeout);
        caller?.removeEventListener('abort', abortWithCaller);
      }
      // An opaque answer (status 0) is as good as no answer.
      if (response.status === 0 || !response.ok) throw failure(response.status, text, response.headers.get('Retry-After'), options.silent === true, sentIn);
      const parsed = parseJson(text);
      if (!parsed.ok) throw new ParseError(response.status, text);
      return decode(options.schema, parsed.value, `${options.method} ${options.path}`);
    } finally {
      if (counted) deps.loading.decrement();
    }
  }

  return {
    abortAll,
    request<T>(options: RequestOptions<T>): Promise<T> {
      const url = buildUrl(deps.baseUrl, options.path, options.query);
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      if (!options.once) return send(options, url, body);

      const key = `${options.method} ${url} ${body ?? ''}`;
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const promise = send(options, url, body);
      inFlight.set(key, promise);
      const forget = () => {
        inFlight.delete(key);
      };
      promise.then(forget, forget);
      return promise;
    },
  };
}

let overrides: Partial<ClientDeps> = {};
let defaultClient: Client | null = null;
// The app root wires the dialog and the SWR cache through clientWiring, which may happen before or
// after this module loads; tests set their own parts with configureClient.
const client = (): Client => (defaultClient ??= createClient({ ...clientWiring(), ...overrides }));
onClientWiring(() => {
  defaultClient = null;
});

/** Tests swap the fetch, the token or the alert here and undo it with `resetClient()`. */
export function configureClient(next: Partial<ClientDeps>): void {
  overrides = { ...overrides, ...next };
  defaultClient = null;
}

export function resetClient(): void {
  overrides = {};
  defaultClient = null;
}

export function request<T>(options: RequestOptions<T>): Promise<T> {
  return client().request(options);
}

/** Logout: nothing sent for the customer who leaves may answer into the next one's screens. */
export function abortAllRequests(): void {
  defaultClient?.abortAll();
}
