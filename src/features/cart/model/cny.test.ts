import { describe, expect, it } from 'vitest';
import { cnyInputText, parseCny } from './cny';

describe('parseCny', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['89.50', 89.5],
    ['89,50', 89.5],
    ['89.5', 89.5],
    ['89,5', 89.5],
    ['129', 129],
    [' ¥ 19.99 ', 19.99],
    ['￥35', 35],
    ['1.234', 1234],
    ['1,234', 1234],
    ['1.234,5', 1234.5],
    ['1,234.56', 1234.56],
    ['1234.56', 1234.56],
    ['0,01', 0.01],
    ['1 234,50', 1234.5],
    // A price has at most 2 decimals: a mark before exactly 3 digits groups thousands.
    ['19.999', 19999],
    ['12,345,6', 12345.6],
  ] as const)('%j → %j', (text, price) => {
    expect(parseCny(text)).toBe(price);
  });

  it.each(['abc', '12,34,5', '1.2.3', '-5', '19.9999', '.5', '5.', '1e3', '89,50 tệ'])('cannot read %j', (text) => {
    expect(parseCny(text)).toBeNaN();
  });

  it('writes a known price with the Vietnamese decimal comma, and reads it back', () => {
    expect(cnyInputText(89.5)).toBe('89,5');
    expect(cnyInputText(129)).toBe('129');
    expect(cnyInputText(null)).toBe('');
    expect(cnyInputText(Number.NaN)).toBe('');
    expect(parseCny(cnyInputText(19.99))).toBe(19.99);
  });
});
