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

/** Vietnam's offset from UTC: +7 all year, no daylight saving since 1975. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

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
  // The wall clock in Vietnam is UTC shifted by the fixed offset: read with the UTC getters, no Intl
  // (formatToParts per date was a visible part of a list's render on a slow phone, issue 26).
  const wall = new Date(date.getTime() + VIETNAM_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    year: String(wall.getUTCFullYear()).padStart(4, '0'),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
  };
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

/** `formatTime('2024-03-05T17:30:00Z')` → `00:30`, the Vietnam wall clock; '' when it is not a date. */
export function formatTime(value: DateInput): string {
  const date = parseDate(value);
  if (!date) return '';
  const t = vietnamTime(date);
  return `${t.hour}:${t.minute}`;
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
