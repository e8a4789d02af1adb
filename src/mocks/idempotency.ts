/**
 * `Idempotency-Key` as the portal expects a real server to honour it (docs/api.md, issue 12 §1): the
 * first answer to a key is kept for 24 hours; the same key with the same request gets that answer again
 * and changes nothing; the same key with another request is refused with 422. Keys belong to one
 * customer: records are kept per (customer, key), at most MAX_RECORDS_PER_CUSTOMER each, so nobody's
 * calls evict another customer's; a call without a session keeps nothing. A 5xx is not kept (nothing was applied, so a retry may run), which is also why a fault a
 * test injects in front of the handler never reaches this store.
 */
import type { IdempotencyRecord, MockState } from './fixtures/world';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Each customer's oldest keys are dropped beyond this many (the world is saved in localStorage in demo mode). */
export const MAX_RECORDS_PER_CUSTOMER = 200;

export const IDEMPOTENCY_REUSED_LINE = 'Mã chống gửi trùng (Idempotency-Key) đã được dùng cho một yêu cầu khác.';

export interface KeyedRequest {
  scope: number;
  key: string;
  fingerprint: string;
}

/** The key of a write, or null when it has none or one no server would accept (blank, over 255 characters). */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get('idempotency-key')?.trim();
  return key && key.length <= 255 ? key : null;
}

/** The digest (the world's security policy: SHA-256 on the server) of method, path with query, and body. */
export async function fingerprintOf(request: Request, digest: (text: string) => string): Promise<string> {
  const url = new URL(request.url);
  return digest(`${request.method} ${url.pathname}${url.search}\n${await request.clone().text()}`);
}

const live = (state: MockState, now: number) => (state.idempotency ?? []).filter((record) => now - record.at < IDEMPOTENCY_WINDOW_MS);

/** The kept answer for this key (a replay, or a 422 for a different request), or null when the key is new. */
export function replayFor(state: MockState, keyed: KeyedRequest, now: number): Response | null {
  const record = live(state, now).find((candidate) => candidate.scope === keyed.scope && candidate.key === keyed.key);
  if (!record) return null;
  if (record.fingerprint !== keyed.fingerprint) {
    return new Response(JSON.stringify([IDEMPOTENCY_REUSED_LINE]), { status: 422, headers: { 'Content-Type': 'application/json' } });
  }
  return new Response(record.body, { status: record.status, headers: { 'Content-Type': record.contentType, 'Idempotency-Replayed': 'true' } });
}

/** Keeps the first answer to a key; returns the response to send (the body was read, so a copy). */
export async function remember(state: MockState, keyed: KeyedRequest, response: Response, now: number): Promise<Response> {
  if (response.status >= 500) return response;
  const body = await response.clone().text();
  const record: IdempotencyRecord = {
    ...keyed,
    status: response.status,
    contentType: response.headers.get('Content-Type') ?? 'application/json',
    body,
    at: now,
  };
  const kept = live(state, now);
  const own = kept.filter((candidate) => candidate.scope === keyed.scope);
  const dropped = new Set(own.slice(0, Math.max(0, own.length + 1 - MAX_RECORDS_PER_CUSTOMER)));
  state.idempotency = [...kept.filter((candidate) => !dropped.has(candidate)), record];
  return response;
}
