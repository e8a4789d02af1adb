/**
 * Small pieces every handler shares: JSON answers in the server's style, the 400 body (a JSON array of
 * Vietnamese lines, which the client flattens and shows in an alert), skip/take paging, dd/MM/yyyy date
 * filters and the bearer-token check.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import { tooManyAttemptsLine } from './limits';
import { endOfVnDay, parseVnDay } from './time';

/** A 200 with a JSON body; rows are plain JSON data by construction (the world is serialisable). */
export const ok = (body: unknown = null): Response => HttpResponse.json(body as JsonBodyType, { status: 200 });

/** The 400 line for a body of the wrong shape (src/mocks/bodies.ts). */
export const BAD_BODY_LINE = 'Dữ liệu gửi lên không hợp lệ';

/** HTTP 400 with the lines the customer reads, e.g. ['Số dư không đủ']. */
export const badRequest = (lines: readonly string[]): Response => HttpResponse.json([...lines], { status: 400 });

/** The ASP.NET Web API wording the real server uses for a missing or unknown bearer token. */
export const unauthorized = (): Response =>
  HttpResponse.json({ Message: 'Authorization has been denied for this request.' }, { status: 401 });

export const notFound = (line = 'Không tìm thấy dữ liệu'): Response => HttpResponse.json([line], { status: 404 });

/**
 * HTTP 429 after too many attempts: `Retry-After` in seconds, and the line saying how many minutes.
 */
export const tooManyRequests = (waitMs: number): Response =>
  HttpResponse.json([tooManyAttemptsLine(waitMs)], { status: 429, headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) } });

/**
 * The header the reference server puts the caller's address in (after removing any the caller sent);
 * absent in demo mode and tests, where limits then count per user name only.
 */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';

export const clientAddressOf = (request: Request): string | null => request.headers.get(CLIENT_ADDRESS_HEADER);

export const serverError = (): Response => HttpResponse.json({ Message: 'An error has occurred.' }, { status: 500 });

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() ?? null;
}

export interface Page<T> {
  Items: T[];
  Total: number;
}

const nonNegativeInt = (text: string | null, fallback: number): number => {
  if (text === null || text.trim() === '') return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** Default page size when a list call sends no `take`; the screens always send one. */
export const DEFAULT_TAKE = 20;
/** The server refuses to send more than this in one page, so a wrong `take` cannot dump everything. */
export const MAX_TAKE = 200;

/** `{ Items, Total }` for `skip`/`take` of the URL; Total counts every row that passed the filters. */
export function paginate<T>(rows: readonly T[], url: URL): Page<T> {
  const skip = nonNegativeInt(url.searchParams.get('skip'), 0);
  const take = Math.min(nonNegativeInt(url.searchParams.get('take'), DEFAULT_TAKE), MAX_TAKE);
  return { Items: rows.slice(skip, skip + take), Total: rows.length };
}

/** A query parameter, trimmed; '' and absent both mean "no filter". */
export function param(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** A numeric filter (state, status, transactionType, wareHouse); a non-number is treated as absent. */
export function numberParam(url: URL, name: string): number | undefined {
  const value = param(url, name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

export interface DateRange {
  from?: Date;
  /** Exclusive: the start of the day after the `end` the customer chose. */
  until?: Date;
}

/**
 * Reads `from`/`end` (dd/MM/yyyy, Vietnam days, `end` inclusive). A malformed date is a 400 with the
 * line the customer sees, as a server that parses with a fixed format would answer.
 */
export function dateRange(url: URL): DateRange | { error: Response } {
  const range: DateRange = {};
  const from = param(url, 'from');
  const end = param(url, 'end');
  if (from !== undefined) {
    const day = parseVnDay(from);
    if (!day) return { error: badRequest([`Từ ngày không hợp lệ: ${from} (định dạng dd/MM/yyyy)`]) };
    range.from = day;
  }
  if (end !== undefined) {
    const day = parseVnDay(end);
    if (!day) return { error: badRequest([`Đến ngày không hợp lệ: ${end} (định dạng dd/MM/yyyy)`]) };
    range.until = endOfVnDay(day);
  }
  return range;
}

export function inRange(iso: string, range: DateRange): boolean {
  const time = new Date(iso).getTime();
  if (range.from && time < range.from.getTime()) return false;
  if (range.until && time >= range.until.getTime()) return false;
  return true;
}

/** Newest first, the order every list of the portal shows. */
export function newestFirst<T extends { CreatedDate: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => new Date(b.CreatedDate).getTime() - new Date(a.CreatedDate).getTime());
}

/** The JSON body, or undefined when it is missing or not JSON (the handler answers 400 then). */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Case-insensitive substring test with Vietnamese diacritics kept (the server compares as typed). */
export const contains = (haystack: string | null | undefined, needle: string): boolean =>
  (haystack ?? '').toLocaleLowerCase('vi').includes(needle.toLocaleLowerCase('vi'));

/** The messages of a validator's result ({ Field: 'message' }), in field order: the lines of a 400. */
export function linesOf(errors: object): string[] {
  return Object.values(errors).filter((line): line is string => typeof line === 'string');
}
