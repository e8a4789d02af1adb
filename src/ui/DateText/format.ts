/**
 * Dates as the portal shows them: `dd/MM/yyyy` and `dd/MM/yyyy HH:mm`, always in Vietnam time
 * (Asia/Ho_Chi_Minh, UTC+7 all year), whatever the zone of the customer's device — an order placed at
 * 23:30 in Hà Nội must not show the next day on a laptop set to another zone.
 *
 * Server timestamps without an offset ('2024-03-05T17:30:00', as .NET writes them) are Vietnam time;
 * `new Date()` would read them in the device's zone, so they get '+07:00' first. A bare date
 * ('2024-03-05') is that calendar day in Vietnam. Anything unreadable formats as ''.
 */

export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const VIETNAM_OFFSET = '+07:00';

// Built once: Intl constructors are slow and a list may show a thousand dates.
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const localDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

export type DateInput = Date | string;

/** The instant a value stands for, or undefined when it is not a date. */
export function parseDate(value: DateInput): Date | undefined {
  let date: Date;
  if (value instanceof Date) {
    date = value;
  } else {
    const text = value.trim();
    if (dateOnly.test(text)) date = new Date(`${text}T00:00:00${VIETNAM_OFFSET}`);
    else if (localDateTime.test(text)) date = new Date(`${text}${VIETNAM_OFFSET}`);
    else date = new Date(text);
  }
  return Number.isNaN(date.getTime()) ? undefined : date;
}

interface VietnamTime {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function vietnamTime(date: Date): VietnamTime {
  const found: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of parts.formatToParts(date)) found[part.type] = part.value;
  return { year: found.year ?? '', month: found.month ?? '', day: found.day ?? '', hour: found.hour ?? '', minute: found.minute ?? '' };
}

/**
 * The text and the `<time dateTime>` of a value, read and converted once (a list shows a date per row):
 * `{ text: '06/03/2024', attribute: '2024-03-06' }`; with the time,
 * `{ text: '06/03/2024 00:30', attribute: '2024-03-06T00:30+07:00' }`. Undefined when it is not a date.
 */
export function dateTexts(value: DateInput, withTime: boolean): { text: string; attribute: string } | undefined {
  const date = parseDate(value);
  if (!date) return undefined;
  const t = vietnamTime(date);
  const day = `${t.day}/${t.month}/${t.year}`;
  const isoDay = `${t.year}-${t.month}-${t.day}`;
  return withTime
    ? { text: `${day} ${t.hour}:${t.minute}`, attribute: `${isoDay}T${t.hour}:${t.minute}${VIETNAM_OFFSET}` }
    : { text: day, attribute: isoDay };
}

/** `formatDate('2024-03-05T17:30:00Z')` → `06/03/2024` (00:30 in Vietnam). */
export function formatDate(value: DateInput): string {
  return dateTexts(value, false)?.text ?? '';
}

/** `formatDateTime('2024-03-05T17:30:00Z')` → `06/03/2024 00:30`. */
export function formatDateTime(value: DateInput): string {
  return dateTexts(value, true)?.text ?? '';
}

/**
 * The machine-readable form for `<time dateTime>`: the Vietnam calendar day ('2024-03-06') for a date,
 * the Vietnam wall time with its offset ('2024-03-06T00:30+07:00') for a date and time.
 */
export function toDateTimeAttribute(value: DateInput, withTime: boolean): string {
  return dateTexts(value, withTime)?.attribute ?? '';
}
