/**
 * The failures a write can meet on the way that the mock world's scenarios do not make (issue 25 §11):
 * the browser offline, the client's time limit, a 2xx whose body is not JSON. Each returns its undo, for
 * a story's beforeEach.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { configureClient, resetClient } from '../../src/app/api/client';
import { RequestTimeoutError } from '../../src/app/api/errors';

/** The browser says it has no network: the client sends nothing (OfflineError). */
export function browserOffline(): () => void {
  configureClient({ isOnline: () => false });
  return resetClient;
}

/**
 * A POST to `path` outlives the client's time limit (45 s for a write). Rather than make the story wait,
 * the request ends the way the client's timer ends it, with a RequestTimeoutError; that the timer fires
 * is the client's unit test (src/app/api/client.failures.test.ts).
 */
export function writeTimesOut(path: string): () => void {
  configureClient({
    fetch: (url, init) => (new URL(url, location.href).pathname === path ? Promise.reject(new RequestTimeoutError('POST', path)) : globalThis.fetch(url, init)),
  });
  return resetClient;
}

/** A 200 whose body is an HTML page (a captive portal, a misrouted proxy): the write may have been applied. */
export const answersNotJson = (path: string): HttpHandler =>
  http.post(`*${path}`, () => new HttpResponse('<!doctype html><html><body>Đăng nhập Wi-Fi</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));

/** The body-size cap of the server or nginx (issue 25 §5): 413 with its Vietnamese JSON line. */
export const tooLarge = (path: string): HttpHandler => http.post(`*${path}`, () => HttpResponse.json(['Dữ liệu gửi lên quá lớn.'], { status: 413 }));

/**
 * The abuse limit of login, register and forgot-password (issue 25 §6) as the server and nginx answer
 * it: 429, `Retry-After` in seconds (left out when null) and the server's own line.
 */
export const tooManyAttempts = (path: string, retryAfterSeconds: number | null): HttpHandler =>
  http.post(`*${path}`, () =>
    HttpResponse.json(['Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút.'], {
      status: 429,
      headers: retryAfterSeconds === null ? {} : { 'Retry-After': String(retryAfterSeconds) },
    }),
  );
