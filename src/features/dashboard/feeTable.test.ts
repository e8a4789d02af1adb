import { describe, expect, test } from 'vitest';
import { feeRows, formatPercent, tierRange } from './feeTable';

const nbsp = '\u00a0';

describe('feeRows', () => {
  test('reads the server map as a price list, lowest range first', () => {
    const rows = feeRows({ '50000000-0': 1, '0-5000000': 3, '5000000-50000000': 2 });
    expect(rows).toEqual([
      { range: `Dưới 5.000.000${nbsp}₫`, fee: '3%' },
      { range: `Từ 5.000.000${nbsp}₫ đến 50.000.000${nbsp}₫`, fee: '2%' },
      { range: `Từ 50.000.000${nbsp}₫ trở lên`, fee: '1%' },
    ]);
  });

  test('is empty without a map, and skips keys that are not ranges', () => {
    expect(feeRows(undefined)).toEqual([]);
    expect(feeRows({})).toEqual([]);
    expect(feeRows({ abc: 3, '0-1000000': 2.5 })).toEqual([{ range: `Dưới 1.000.000${nbsp}₫`, fee: '2,5%' }]);
  });
});

describe('tierRange', () => {
  test('an open range from 0 covers every amount', () => {
    expect(tierRange({ min: 0, max: null, percent: 3 })).toBe('Mọi giá trị đơn hàng');
  });
});

describe('formatPercent', () => {
  test('uses the Vietnamese decimal comma', () => {
    expect(formatPercent(3)).toBe('3%');
    expect(formatPercent(1.5)).toBe('1,5%');
    expect(formatPercent(0.125)).toBe('0,13%');
  });
});
