import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatDate, formatDateTime, formatTime, parseDate, TIME_ZONE, toDateTimeAttribute } from './format';

describe('formatDate / formatDateTime', () => {
  test('dd/MM/yyyy and dd/MM/yyyy HH:mm in Vietnam time', () => {
    expect(formatDate('2024-03-05T03:04:00Z')).toBe('05/03/2024');
    expect(formatDateTime('2024-03-05T03:04:00Z')).toBe('05/03/2024 10:04');
  });

  test('late UTC evening is the next day in Vietnam', () => {
    expect(formatDate('2024-03-05T17:30:00Z')).toBe('06/03/2024');
    expect(formatDateTime('2024-03-05T17:30:00Z')).toBe('06/03/2024 00:30');
    expect(formatDateTime('2023-12-31T17:00:00Z')).toBe('01/01/2024 00:00');
  });

  test('formatTime: the Vietnam wall clock alone, as vi-VN Intl writes it in Asia/Ho_Chi_Minh', () => {
    expect(formatTime('2024-03-05T17:30:00Z')).toBe('00:30');
    expect(formatTime('not a date')).toBe('');
    // One formatter for every run: toLocaleTimeString builds one per call, the test's whole cost.
    const intlTime = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), (date) => {
        expect(formatTime(date)).toBe(intlTime.format(date));
      }),
      { numRuns: 2_000 },
    );
  });

  test('24-hour clock, midnight is 00', () => {
    expect(formatDateTime('2024-07-01T00:00:00+07:00')).toBe('01/07/2024 00:00');
    expect(formatDateTime('2024-07-01T23:59:59+07:00')).toBe('01/07/2024 23:59');
    expect(formatDateTime('2024-07-01T13:05:00+07:00')).toBe('01/07/2024 13:05');
  });

  test('a server time without an offset is Vietnam time, whatever the device zone', () => {
    expect(formatDateTime('2024-03-05T23:30:00')).toBe('05/03/2024 23:30');
    expect(formatDateTime('2024-03-05T23:30')).toBe('05/03/2024 23:30');
    expect(formatDateTime('2024-03-05T23:30:00.123')).toBe('05/03/2024 23:30');
  });

  test('a bare date is that day in Vietnam', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDateTime('2024-03-05')).toBe('05/03/2024 00:00');
  });

  test('other offsets are converted', () => {
    expect(formatDateTime('2024-03-05T23:30:00+08:00')).toBe('05/03/2024 22:30');
  });

  test('Date objects', () => {
    expect(formatDate(new Date(Date.UTC(2024, 1, 29, 16, 59)))).toBe('29/02/2024');
    expect(formatDateTime(new Date(Date.UTC(2024, 1, 29, 17, 0)))).toBe('01/03/2024 00:00');
  });

  test('what is not a date gives empty text', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('không phải ngày')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
    expect(parseDate('2024-13-45')).toBeUndefined();
  });
});

describe('toDateTimeAttribute', () => {
  test('the Vietnam calendar day, or the wall time with its offset', () => {
    expect(toDateTimeAttribute('2024-03-05T17:30:00Z', false)).toBe('2024-03-06');
    expect(toDateTimeAttribute('2024-03-05T17:30:00Z', true)).toBe('2024-03-06T00:30+07:00');
    expect(toDateTimeAttribute('nope', true)).toBe('');
  });
});

describe('Vietnam time without Intl', () => {
  // The formatter shifts by a fixed +7 h; the time-zone database is the reference it must agree with.
  const reference = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const byZone = (date: Date) => {
    const part = Object.fromEntries(reference.formatToParts(date).map(({ type, value }) => [type, value]));
    return `${String(part.day)}/${String(part.month)}/${String(part.year)} ${String(part.hour)}:${String(part.minute)}`;
  };

  test('agrees with Asia/Ho_Chi_Minh for any instant from 1976 to 2100', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1976-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        expect(formatDateTime(date)).toBe(byZone(date));
      }),
      { numRuns: 2000 },
    );
  });
});
