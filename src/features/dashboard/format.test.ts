import { describe, expect, test } from 'vitest';
import { displayUrl, formatRate, mailtoHref, zaloUrl } from './format';

describe('formatRate', () => {
  test('reads as the customer says it', () => {
    expect(formatRate(3650)).toBe('1\u00a0¥ = 3.650\u00a0₫');
    expect(formatRate(3650.5)).toBe('1\u00a0¥ = 3.650,5\u00a0₫');
  });
});

describe('mailtoHref', () => {
  test.each([
    ['ha.tran@congdathang.vn', 'mailto:ha.tran@congdathang.vn'],
    ['  hotro@example.vn ', 'mailto:hotro@example.vn'],
  ])('links %j', (email, href) => {
    expect(mailtoHref(email)).toBe(href);
  });

  test.each([[''], ['ha.tran<at>congdathang'], ['a@b'], ['x@y.vn?subject=hi,cc=z@evil.example'], ['javascript:alert(1)//@a.vn']])('refuses %j', (email) => {
    expect(mailtoHref(email)).toBeNull();
  });
});

describe('zaloUrl', () => {
  test('a phone number opens the zalo.me page of that number', () => {
    expect(zaloUrl('0912 686 868')).toBe('https://zalo.me/0912686868');
    expect(zaloUrl('+84 912 686 868')).toBe('https://zalo.me/0912686868');
  });

  test('an http(s) link is kept; anything else is not a link', () => {
    expect(zaloUrl('https://zalo.me/g/abcdef')).toBe('https://zalo.me/g/abcdef');
    expect(zaloUrl('javascript:alert(1)')).toBeNull();
    expect(zaloUrl('zalo: hà trần')).toBeNull();
  });
});

describe('displayUrl', () => {
  test('drops the scheme and a trailing slash', () => {
    expect(displayUrl('https://xueyu.tmall.com/')).toBe('xueyu.tmall.com');
    expect(displayUrl('https://item.taobao.com/item.htm?id=1')).toBe('item.taobao.com/item.htm?id=1');
  });
});
