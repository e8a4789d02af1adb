import { CalendarDate } from '@internationalized/date';

/** A calendar day as a local `Date`. `new Date(y, …)` reads a year below 100 as 19yy; setFullYear takes it as it is. */
export function toDate(date: CalendarDate): Date {
  const local = new Date(2000, 0, 1);
  local.setFullYear(date.year, date.month - 1, date.day);
  return local;
}

// The calendar's words, in Vietnamese as vi-VN's Intl.DateTimeFormat writes them (the portal speaks only
// Vietnamese), made without Intl: the first date formatters of a page cost about 4 ms of a cheap phone's
// opening of the calendar at CPU ×1, and it names 42 days each time it draws (docs/decisions.md).
const weekdays = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];
const narrowWeekdays = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];
const weekdayOf = (date: CalendarDate) => toDate(date).getDay();

/** `tháng 5 năm 2024`: a month's heading. */
export const monthName = (date: CalendarDate) => `tháng ${date.month} năm ${date.year}`;
/** `10 tháng 5, 2024`: an end of the chosen range, as the grid's description says it. */
export const dateName = (date: CalendarDate) => `${date.day} tháng ${date.month}, ${date.year}`;
/** `Thứ Sáu, 10 tháng 5, 2024`: a day as a screen reader says it. */
export const dayName = (date: CalendarDate) => `${weekdays[weekdayOf(date)]}, ${dateName(date)}`;
/** `T2` … `CN`: a week's column. */
export const narrowWeekdayName = (date: CalendarDate) => narrowWeekdays[weekdayOf(date)];

/** Today on the device's clock, read from `Date`: @internationalized/date's `today` asks Intl for the time zone. */
export function todayDate(): CalendarDate {
  const now = new Date();
  return new CalendarDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Days since the week's Monday: a Vietnamese week starts on Monday (Thứ Hai), as vi-VN's calendars draw it. */
const daysSinceMonday = (date: CalendarDate) => (weekdayOf(date) + 6) % 7;

/** The Monday of the date's week. */
export const startOfWeek = (date: CalendarDate) => date.subtract({ days: daysSinceMonday(date) });
/** The Sunday of the date's week. */
export const endOfWeek = (date: CalendarDate) => date.add({ days: 6 - daysSinceMonday(date) });

/** How many Monday-to-Sunday rows the date's month spans: 4 to 6. */
export function weeksInMonth(date: CalendarDate): number {
  const first = date.set({ day: 1 });
  return Math.ceil((daysSinceMonday(first) + first.calendar.getDaysInMonth(first)) / 7);
}
