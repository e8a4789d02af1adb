/** Filters in the hash query: dates as dd/MM/yyyy (as people and the API write them), numbers as text. */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** SPEC §9: dates in queries (the API's and the address's) are dd/MM/yyyy, the local calendar day picked. */
export function formatQueryDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** '05/11/2026' → that local date; anything else (a hand-edited address) → null. */
export function parseQueryDate(text: string | null): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text ?? '');
  if (!match) return null;
  const [, dd, mm, yyyy] = match.map(Number) as [number, number, number, number];
  const date = new Date(yyyy, mm - 1, dd);
  return date.getFullYear() === yyyy && date.getMonth() === mm - 1 && date.getDate() === dd ? date : null;
}

/** A whole number ≥ min from the query, or the fallback. */
export function parseQueryInt(text: string | null, fallback: number, min = 0): number {
  if (text === null || !/^\d+$/.test(text)) return fallback;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min ? value : fallback;
}

export function parseQueryId(text: string | null): number | null {
  const value = parseQueryInt(text, -1, 1);
  return value === -1 ? null : value;
}
