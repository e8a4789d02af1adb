import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { formatCny, formatVnd } from './format';

const nbsp = '\u00a0';
const minus = '\u2212';

describe('formatVnd', () => {
  test('dots between thousands, ₫ after a no-break space', () => {
    expect(formatVnd(1234567)).toBe(`1.234.567${nbsp}₫`);
    expect(formatVnd(0)).toBe(`0${nbsp}₫`);
    expect(formatVnd(999)).toBe(`999${nbsp}₫`);
    expect(formatVnd(1000)).toBe(`1.000${nbsp}₫`);
  });

  test('whole dong, rounded half away from zero', () => {
    expect(formatVnd(1234567.4)).toBe(`1.234.567${nbsp}₫`);
    expect(formatVnd(1234567.5)).toBe(`1.234.568${nbsp}₫`);
    expect(formatVnd(-2.5)).toBe(`${minus}3${nbsp}₫`);
  });

  test('negatives use the minus sign', () => {
    expect(formatVnd(-1234567)).toBe(`${minus}1.234.567${nbsp}₫`);
  });

  test('signed: + for credits, − for debits, nothing for zero', () => {
    expect(formatVnd(50000, { signed: true })).toBe(`+50.000${nbsp}₫`);
    expect(formatVnd(-50000, { signed: true })).toBe(`${minus}50.000${nbsp}₫`);
    expect(formatVnd(0, { signed: true })).toBe(`0${nbsp}₫`);
    expect(formatVnd(-0, { signed: true })).toBe(`0${nbsp}₫`);
    // Rounds to zero: no sign, rather than a confusing '−0 ₫'.
    expect(formatVnd(-0.4, { signed: true })).toBe(`0${nbsp}₫`);
    expect(formatVnd(-0.4)).toBe(`0${nbsp}₫`);
  });

  test('not a number: empty text', () => {
    expect(formatVnd(Number.NaN)).toBe('');
    expect(formatVnd(Number.POSITIVE_INFINITY)).toBe('');
  });

  test('the digits are what Intl vi-VN gives for VND', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => {
        const intl = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount);
        expect(formatVnd(amount)).toBe(intl);
      }),
    );
  });
});

describe('formatCny', () => {
  test('yen sign first, two decimals after a comma', () => {
    expect(formatCny(12.5)).toBe('¥12,50');
    expect(formatCny(0)).toBe('¥0,00');
    expect(formatCny(0.1)).toBe('¥0,10');
    expect(formatCny(1234.5)).toBe('¥1.234,50');
    expect(formatCny(1234567.891)).toBe('¥1.234.567,89');
  });

  test('rounds to the fen', () => {
    expect(formatCny(12.345)).toBe('¥12,35');
    expect(formatCny(12.344)).toBe('¥12,34');
  });

  test('negatives and signed amounts', () => {
    expect(formatCny(-12.5)).toBe(`${minus}¥12,50`);
    expect(formatCny(12.5, { signed: true })).toBe('+¥12,50');
    expect(formatCny(-12.5, { signed: true })).toBe(`${minus}¥12,50`);
    expect(formatCny(0, { signed: true })).toBe('¥0,00');
    expect(formatCny(-0.004, { signed: true })).toBe('¥0,00');
  });

  test('not a number: empty text', () => {
    expect(formatCny(Number.NaN)).toBe('');
  });
});
