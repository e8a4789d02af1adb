import type { CalendarDate } from '@internationalized/date';

/** A calendar day as a local `Date`. `new Date(y, …)` reads a year below 100 as 19yy; setFullYear takes it as it is. */
export function toDate(date: CalendarDate): Date {
  const local = new Date(2000, 0, 1);
  local.setFullYear(date.year, date.month - 1, date.day);
  return local;
}

// One formatter per locale and use, made on first need: a calendar formats 42 days each time it draws.
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatOptions = {
  /** `tháng 5 năm 2024`: a month's heading. */
  month: { month: 'long', year: 'numeric' },
  /** `Thứ Sáu, 10 tháng 5, 2024`: a day as a screen reader says it. */
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** `10 tháng 5, 2024`: an end of the chosen range, as the grid's description says it. */
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  /** `T2` … `CN`: a week's column. */
  weekday: { weekday: 'narrow' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export function dateFormatter(locale: string, use: keyof typeof formatOptions): Intl.DateTimeFormat {
  const key = `${locale}/${use}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, formatOptions[use]);
    formatters.set(key, formatter);
  }
  return formatter;
}
