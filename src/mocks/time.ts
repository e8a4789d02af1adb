/**
 * The mock world's clock. "Now" is fixed so that ages ("2 giờ trước"), date filters and screenshots are
 * the same on every run. All dates are written as ISO strings in Vietnam time (+07:00), as the real
 * server writes them.
 */
export const MOCK_NOW = new Date('2026-11-22T09:00:00+07:00');

const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** '2026-11-20T09:15:00+07:00' for the given instant. */
export function toVnIso(date: Date): string {
  const shifted = new Date(date.getTime() + VN_OFFSET_MS);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}+07:00`
  );
}

/** An ISO string `days` days and `minutes` minutes before the mock "now". */
export function daysAgo(days: number, minutes = 0): string {
  return toVnIso(new Date(MOCK_NOW.getTime() - days * DAY_MS - minutes * 60 * 1000));
}

/** The current mock time as an ISO string; mutations stamp their rows with it. */
export function nowIso(): string {
  return toVnIso(MOCK_NOW);
}

/**
 * Parses a dd/MM/yyyy query date as a Vietnam calendar day. Returns the instant the day starts, or
 * null when the text is not a real date (31/02/2026, 1/1/26, 2026-01-01).
 */
export function parseVnDay(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - VN_OFFSET_MS);
}

/** The instant the Vietnam day after `start` begins: an inclusive `end` filter covers the whole day. */
export function endOfVnDay(start: Date): Date {
  return new Date(start.getTime() + DAY_MS);
}

/** dd/MM/yyyy of an ISO instant, in Vietnam time (handy for tests that build queries from rows). */
export function toVnDay(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + VN_OFFSET_MS);
  return `${pad(shifted.getUTCDate())}/${pad(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()}`;
}
