import { describe, expect, test } from 'vitest';
import { formatQueryDate, parseQueryDate, parseQueryId, parseQueryInt } from './queryFormat';

describe('query dates', () => {
  test('round-trip dd/MM/yyyy', () => {
    const date = new Date(2026, 10, 5);
    expect(formatQueryDate(date)).toBe('05/11/2026');
    expect(parseQueryDate('05/11/2026')).toEqual(date);
  });
  test('pads every part of the date', () => {
    expect(formatQueryDate(new Date(987, 8, 9))).toBe('09/09/0987');
    expect(formatQueryDate(new Date(2026, 11, 31))).toBe('31/12/2026');
  });
  test.each(['31/02/2026', '5/11/2026', '2026-11-05', '', null])('%s is no date', (text) => {
    expect(parseQueryDate(text)).toBeNull();
  });
});

describe('query numbers', () => {
  test.each([
    ['20', 0, 20],
    ['-3', 0, 0],
    ['abc', 7, 7],
    [null, 7, 7],
    ['1e3', 0, 0],
  ] as const)('parseQueryInt(%s)', (text, fallback, expected) => {
    expect(parseQueryInt(text, fallback)).toBe(expected);
  });
  test('ids start at 1', () => {
    expect(parseQueryId('0')).toBeNull();
    expect(parseQueryId('3')).toBe(3);
  });
});
