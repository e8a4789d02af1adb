import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { dateName, dayName, monthName, narrowWeekdayName } from './dates';

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
