import { describe, expect, test } from 'vitest';
import { safeExternalUrl, safeImageSrc, safeInternalHref, telHref } from './safeExternalUrl';

describe('safeExternalUrl', () => {
  test.each([
    ['https://detail.tmall.com/item.htm?id=123', 'https://detail.tmall.com/item.htm?id=123'],
    ['http://shop.example.vn', 'http://shop.example.vn/'],
    ['HTTPS://Item.Taobao.com/item.htm?id=9', 'https://item.taobao.com/item.htm?id=9'],
    ['  https://1688.com/offer/77.html  ', 'https://1688.com/offer/77.html'],
    ['https://xn--vit-nam-8ya.vn/đường', 'https://xn--vit-nam-8ya.vn/%C4%91%C6%B0%E1%BB%9Dng'],
  ])('keeps the http(s) address %j', (input, expected) => {
    expect(safeExternalUrl(input)).toBe(expected);
  });

  test.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['java\tscript:alert(1)'],
    [' javascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['mailto:hotro@example.vn'],
    ['tel:0912345678'],
    ['ftp://example.vn/file'],
    ['//evil.example/path'],
    ['/order/cart'],
    ['#/order/cart'],
    ['shop.example.vn'],
    [''],
    ['https://shop.vn@evil.example/'],
    ['https://user:pass@example.vn/'],
    ['http://'],
  ])('refuses %j', (input) => {
    expect(safeExternalUrl(input)).toBeNull();
  });
});

describe('safeInternalHref', () => {
  test.each([['#/order/cart'], ['#/order/list-orders?state=3'], ['#'], ['#main'], ['tel:0912345678'], ['tel:+842433334444']])(
    'keeps %j',
    (href) => {
      expect(safeInternalHref(href)).toBe(href);
    },
  );

  test.each([
    ['javascript:alert(1)'],
    ['https://example.vn'],
    ['/dashboard'],
    ['# /x'],
    ['tel:0912;alert(1)'],
    ['mailto:a@b.vn'],
    ['data:text/html,x'],
  ])('refuses %j', (href) => {
    expect(safeInternalHref(href)).toBeNull();
  });
});

describe('telHref', () => {
  test.each([
    ['0912 345 678', 'tel:0912345678'],
    ['+84 24 3333 4444', 'tel:+842433334444'],
    ['(024) 3333.4444', 'tel:02433334444'],
    ['0912-345-678', 'tel:0912345678'],
  ])('makes a tel: address from %j', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });

  test.each([[''], ['Liên hệ'], ['0912 345 678 ext 2'], ['javascript:alert(1)'], ['12'], ['+']])('refuses %j', (phone) => {
    expect(telHref(phone)).toBeNull();
  });
});

describe('safeImageSrc', () => {
  test.each([
    ['https://img.alicdn.com/imgextra/i1/abc.jpg', 'https://img.alicdn.com/imgextra/i1/abc.jpg'],
    ['  http://cbu01.alicdn.com/img/1.png ', 'http://cbu01.alicdn.com/img/1.png'],
    ['/assets/dress-B4x9kQ2a.svg', '/assets/dress-B4x9kQ2a.svg'],
  ])('keeps the picture %j', (input, expected) => {
    expect(safeImageSrc(input)).toBe(expected);
  });

  test.each([
    [''],
    ['   '],
    [null],
    [undefined],
    ['javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['blob:https://portal.example/1234'],
    ['file:///etc/passwd'],
    ['https://cdn.example@evil.example/a.png'],
  ])('shows the placeholder for %j', (input) => {
    expect(safeImageSrc(input)).toBeNull();
  });
});
