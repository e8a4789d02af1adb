import { isContractError } from './decode';
import { texts } from './texts';

/**
 * A failed call. `status` is the HTTP status, 0 when the request never got an answer (network
 * failure). `lines` are the server's messages, flattened (SPEC §8), possibly empty.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly lines: readonly string[];
  /**
   * The client already told the customer (the 400 alert, the session-expiry alert): a screen shows
   * its error state but no second message.
   */
  readonly alerted: boolean;

  constructor(status: number, lines: readonly string[], options: { message?: string; alerted?: boolean } = {}) {
    super(options.message ?? (lines.length > 0 ? lines.join('\n') : `HTTP ${status}`));
    this.status = status;
    this.lines = lines;
    this.alerted = options.alerted ?? false;
  }
}

/**
 * A `Retry-After` header in seconds from `now`: delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * What a 429 says: how long to wait, in whole minutes rounded up (at least one), from Retry-After; without
 * a readable header, the server's lines as they came.
 */
export function tooManyRequestsLines(retryAfterSeconds: number | undefined, lines: readonly string[]): readonly string[] {
  if (retryAfterSeconds === undefined) return lines;
  return [texts.tooManyAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60)))];
}

/** A 2xx answer whose body is not JSON. The server broke the contract before decoding could start. */
export class ParseError extends ApiError {
  override readonly name = 'ParseError';
  /** The first characters of the body, for the console and bug reports; never shown to customers. */
  readonly bodyStart: string;

  constructor(status: number, body: string) {
    super(status, [], { message: `Invalid JSON in a ${status} answer` });
    this.bodyStart = body.slice(0, 200);
  }
}

/**
 * The call got no complete answer within its time limit (REQUEST_TIMEOUT_MS in client.ts). Not an
 * ApiError and not status 0: a slow server is not a network failure, so it never ends the session.
 * For a write the money may or may not have moved (issue 12 §1: an unclear outcome).
 */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  /** A write (not GET) that timed out may have been applied. */
  readonly isWrite: boolean;

  constructor(method: string, path: string) {
    super(`${method} ${path}: timeout`);
    this.isWrite = method !== 'GET';
  }
}

/**
 * The browser said it was offline, so the call was never sent: a definite 'not done', never an unclear
 * outcome, and not status 0 — it does not end the session (SPEC §8 is about a request that went out and got
 * no answer). The banner `Bạn đang ngoại tuyến` tells the customer; SWR re-reads on `online`.
 */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';

  constructor(method: string, path: string) {
    super(`${method} ${path}: offline, not sent`);
  }
}

export const isOffline = (error: unknown): error is OfflineError => error instanceof OfflineError;

export const isRequestTimeout = (error: unknown): error is RequestTimeoutError => error instanceof RequestTimeoutError;

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** 401, 403 and status 0 end the session (SPEC §8). */
export const isSessionExpiry = (status: number) => status === 0 || status === 401 || status === 403;

/** Issue 12 §5: a hostile or broken 400 body cannot flood the alert or the stack. */
export const ERROR_LINE_CAPS = { lines: 20, chars: 500, depth: 10 } as const;

/**
 * SPEC §8: a 400 body becomes lines — a plain string, the items of a list, the values of an object,
 * nested (ASP.NET's `{ Message, ModelState: { field: [..] } }` nests twice). Numbers and booleans
 * become text; null, undefined and blank strings are dropped. Iterative, in document order, with caps:
 * at most 20 lines of at most 500 characters, nothing deeper than 10 levels.
 */
export function flattenErrorLines(body: unknown): string[] {
  const lines: string[] = [];
  // A stack of [value, depth], pushed in reverse so items come out in their original order.
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length > 0 && lines.length < ERROR_LINE_CAPS.lines) {
    const [value, depth] = stack.pop() ?? [null, 0];
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      const line = value.trim();
      if (line !== '') lines.push(line.length > ERROR_LINE_CAPS.chars ? `${line.slice(0, ERROR_LINE_CAPS.chars - 1)}…` : line);
    } else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
      lines.push(String(value));
    } else if (typeof value === 'object' && depth < ERROR_LINE_CAPS.depth) {
      const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push([children[index], depth + 1]);
    }
  }
  return lines;
}

/**
 * Why a read failed, when the customer can do something about it: offline (check the network) or too
 * slow (try again). A server's failure has nothing for them to act on, so its error state says only
 * `Không tải được dữ liệu` with `Thử lại`.
 */
export function actionableReadFailure(error: unknown): string | undefined {
  if (error instanceof OfflineError) return texts.offline;
  if (error instanceof RequestTimeoutError) return texts.timeout;
  return undefined;
}

/** What a screen shows for a failed call: the server's own lines when it sent some, else a generic text. */
export function errorText(error: unknown): string {
  const actionable = actionableReadFailure(error);
  if (actionable) return actionable;
  if (error instanceof ParseError) return texts.contractError;
  if (error instanceof ApiError) {
    if (error.status === 0) return texts.networkError;
    if (isSessionExpiry(error.status)) return texts.sessionExpired;
    if (error.lines.length > 0) return error.lines.join('\n');
    if (error.status >= 500) return texts.serverError;
    return texts.genericError;
  }
  if (isContractError(error)) return texts.contractError;
  return texts.genericError;
}
