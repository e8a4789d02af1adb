import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { formatNumber, type NumberOptions } from './number';

// One Intl formatter per option set (32 at most): building one per generated value made the
// 20,000-run properties spend their time in Intl's constructor and time out on a loaded CI machine.
const intlFormatters = new Map<string, Intl.NumberFormat>();
const intl = (value: number, options: NumberOptions = {}) => {
  const { percent, ...digits } = options;
  const key = JSON.stringify([digits.minimumFractionDigits, digits.maximumFractionDigits, percent]);
  let formatter = intlFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('vi-VN', { ...digits, ...(percent ? { style: 'percent' } : {}) });
    intlFormatters.set(key, formatter);
  }
  return formatter.format(value);
};

describe('formatNumber writes what vi-VN Intl writes', () => {
  test('dots between thousands, a decimal comma, at most three decimals by default', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,891');
    expect(formatNumber(1234567.8915)).toBe('1.234.567,892');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(0.05)).toBe('0,05');
  });

  test('rounds half away from zero on the shortest decimal form, as Intl does', () => {
    expect(formatNumber(1.005, { maximumFractionDigits: 2 })).toBe('1,01');
    expect(formatNumber(2.675, { maximumFractionDigits: 2 })).toBe('2,68');
    expect(formatNumber(2.5, { maximumFractionDigits: 0 })).toBe('3');
    expect(formatNumber(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
    expect(formatNumber(999.9995)).toBe('1.000');
    expect(formatNumber(0.047999999999999994, { maximumFractionDigits: 3 })).toBe('0,048');
  });

  test('a minimum of decimals pads with zeros', () => {
    expect(formatNumber(12.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('12,50');
    expect(formatNumber(3, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('3,00');
  });

  test('negatives, minus zero, tiny and huge numbers, NaN and infinity', () => {
    expect(formatNumber(-1234.5)).toBe('-1.234,5');
    expect(formatNumber(-0)).toBe('-0');
    expect(formatNumber(-0.0001)).toBe('-0');
    expect(formatNumber(5e-7, { maximumFractionDigits: 3 })).toBe('0');
    expect(formatNumber(1e21)).toBe('1.000.000.000.000.000.000.000');
    expect(formatNumber(Number.NaN)).toBe(intl(Number.NaN));
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(intl(Number.POSITIVE_INFINITY));
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe(intl(Number.NEGATIVE_INFINITY));
  });

  test('percent: the fraction times a hundred, the sign after it', () => {
    expect(formatNumber(0.125, { percent: true, maximumFractionDigits: 2 })).toBe('12,5%');
    expect(formatNumber(0.03, { percent: true, maximumFractionDigits: 2 })).toBe('3%');
    expect(formatNumber(0.035, { percent: true })).toBe(intl(0.035, { percent: true }));
  });

  const options = fc
    .record({ minimumFractionDigits: fc.integer({ min: 0, max: 3 }), maximumFractionDigits: fc.integer({ min: 0, max: 3 }), percent: fc.boolean() })
    .map(({ minimumFractionDigits, maximumFractionDigits, percent }) => ({
      minimumFractionDigits: Math.min(minimumFractionDigits, maximumFractionDigits),
      maximumFractionDigits,
      percent,
    }));

  test('any double, any digits, either style: the same string as Intl', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e22, max: 1e22 }), options, (value, given) => {
        expect(formatNumber(value, given)).toBe(intl(value, given));
      }),
      { numRuns: 20_000 },
    );
  });

  test('amounts as the server sends them (whole dong, cents, weights with a float tail): the same string as Intl', () => {
    const amounts = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.integer({ min: 0, max: 1e7 }).map((grams) => (grams / 1000) * 1.1),
      fc.integer({ min: 0, max: 1e6 }).map((parts) => parts / 1000 + 0.0005),
    );
    fc.assert(
      fc.property(amounts, options, (value, given) => {
        expect(formatNumber(value, given)).toBe(intl(value, given));
      }),
      { numRuns: 20_000 },
    );
  });
});
