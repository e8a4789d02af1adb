import { CalendarDate, endOfWeek as ariaEndOfWeek, getWeeksInMonth, startOfWeek as ariaStartOfWeek, today, getLocalTimeZone } from '@internationalized/date';
import { describe, expect, it, vi } from 'vitest';
import { dateName, dayName, endOfWeek, monthName, narrowWeekdayName, startOfWeek, todayDate, weeksInMonth } from './dates';

describe("the calendar's words", () => {
  it('name a week of days as vi-VN does, from Sunday', () => {
    const week = Array.from({ length: 7 }, (_, index) => new CalendarDate(2024, 5, 5 + index));
    expect(week.map(dayName)).toEqual([
      'Chủ Nhật, 5 tháng 5, 2024',
      'Thứ Hai, 6 tháng 5, 2024',
      'Thứ Ba, 7 tháng 5, 2024',
      'Thứ Tư, 8 tháng 5, 2024',
      'Thứ Năm, 9 tháng 5, 2024',
      'Thứ Sáu, 10 tháng 5, 2024',
      'Thứ Bảy, 11 tháng 5, 2024',
    ]);
    expect(week.map(narrowWeekdayName)).toEqual(['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7']);
  });

  it('name months and dates without leading zeros, years as they are', () => {
    expect(monthName(new CalendarDate(2024, 12, 1))).toBe('tháng 12 năm 2024');
    expect(dateName(new CalendarDate(2024, 12, 1))).toBe('1 tháng 12, 2024');
    // A year below 100 is not read as 19yy; 1 January 999 was a Tuesday.
    expect(dayName(new CalendarDate(999, 1, 1))).toBe('Thứ Ba, 1 tháng 1, 999');
    expect(dayName(new CalendarDate(29, 2, 28))).toMatch(/, 28 tháng 2, 29$/);
  });

  it('agree with Intl.DateTimeFormat vi-VN over two years', () => {
    const day = new Intl.DateTimeFormat('vi-VN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const month = new Intl.DateTimeFormat('vi-VN', { month: 'long', year: 'numeric' });
    for (let date = new CalendarDate(2025, 1, 1); date.year < 2027; date = date.add({ days: 1 })) {
      const local = new Date(date.year, date.month - 1, date.day);
      expect(dayName(date)).toBe(day.format(local));
      expect(monthName(date)).toBe(month.format(local));
    }
  });
});

describe("the calendar's weeks, without Intl", () => {
  it('start on Monday and span the rows vi-VN gives, over two years', () => {
    for (let date = new CalendarDate(2025, 1, 1); date.year < 2027; date = date.add({ days: 1 })) {
      expect(startOfWeek(date).toString()).toBe(ariaStartOfWeek(date, 'vi-VN').toString());
      expect(endOfWeek(date).toString()).toBe(ariaEndOfWeek(date, 'vi-VN').toString());
      expect(weeksInMonth(date)).toBe(getWeeksInMonth(date, 'vi-VN'));
    }
  });

  it('count six rows for a 31-day month that starts on a Saturday, four for a February from Monday', () => {
    expect(weeksInMonth(new CalendarDate(2026, 8, 20))).toBe(6);
    expect(weeksInMonth(new CalendarDate(2027, 2, 10))).toBe(4);
  });

  it("read today from the device's clock, across midnight as the device sees it", () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date(2026, 11, 31, 23, 59, 59));
      expect(todayDate().toString()).toBe('2026-12-31');
      expect(todayDate().toString()).toBe(today(getLocalTimeZone()).toString());
      vi.setSystemTime(new Date(2027, 0, 1, 0, 0, 1));
      expect(todayDate().toString()).toBe('2027-01-01');
    } finally {
      vi.useRealTimers();
    }
  });
});
