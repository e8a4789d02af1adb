import { describe, expect, test } from 'vitest';
import { isHeaderSafe } from './api/headerValue';
import { readEntryToken } from './entryToken';

describe('readEntryToken', () => {
  test.each([
    ['https://portal.vn/#/login?token=abc', 'abc', 'https://portal.vn/#/login'],
    ['https://portal.vn/?token=abc#/login', 'abc', 'https://portal.vn/#/login'],
    ['https://portal.vn/?token=abc', 'abc', 'https://portal.vn/#/login'],
    ['https://portal.vn/#/login?token=a%2Bb&x=1', 'a+b', 'https://portal.vn/#/login?x=1'],
    ['https://portal.vn/app/?lang=vi&token=t1#/login', 't1', 'https://portal.vn/app/?lang=vi#/login'],
    // Issue 12 §3: the forms a redirect used to lose.
    ['https://portal.vn/#/?token=abc', 'abc', 'https://portal.vn/#/'],
    ['https://portal.vn/#?token=abc', 'abc', 'https://portal.vn/#/login'],
  ])('%s carries the token and is cleaned', (href, token, cleanUrl) => {
    expect(readEntryToken(href)).toEqual({ token, cleanUrl });
  });

  test.each([
    'https://portal.vn/#/login',
    'https://portal.vn/#/login?token=',
    // Only the login URL logs a customer in; a token elsewhere is ignored (and not a login).
    'https://portal.vn/#/order/cart?token=abc',
    'not a url',
  ])('%s has no entry token', (href) => {
    expect(readEntryToken(href)).toBeNull();
  });
});

describe('isHeaderSafe', () => {
  test.each([
    ['abc.DEF-123_~', true],
    ['a'.repeat(4096), true],
    ['a'.repeat(4097), false],
    ['', false],
    ['tok\r\nX-Evil: 1', false],
    ['tóken', false],
  ])('%j → %s', (value, safe) => {
    expect(isHeaderSafe(value)).toBe(safe);
  });
});
