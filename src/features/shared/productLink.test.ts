import { describe, expect, it } from 'vitest';
import { marketplaceOf, productIdFromLink, readProductLink } from './productLink';

describe('productIdFromLink', () => {
  it.each([
    // Taobao
    ['https://item.taobao.com/item.htm?id=654321987012', '654321987012'],
    ['http://item.taobao.com/item.htm?spm=a1z10.1-c.w4004.3&id=12345', '12345'],
    ['https://world.taobao.com/item.htm?id=777', '777'],
    ['https://m.taobao.com/detail.htm?id=888&ns=1', '888'],
    ['https://h5.m.taobao.com/awp/core/detail.htm?id=520813250866', '520813250866'],
    ['https://taobao.com/item.htm?id=1', '1'],
    ['https://ITEM.TAOBAO.COM/item.htm?id=42', '42'],
    ['  https://item.taobao.com/item.htm?id=42  ', '42'],
    ['https://item.taobao.com./item.htm?id=42', '42'],
    ['https://item.taobao.com/item.htm?id=42#detail', '42'],
    ['https://item.taobao.com/item.htm?id=42&id=43', '42'],
    // Tmall
    ['https://detail.tmall.com/item.htm?id=600123456789&skuId=1', '600123456789'],
    ['https://detail.m.tmall.com/item.htm?id=600123', '600123'],
    ['https://chaoshi.detail.tmall.com/item.htm?id=5566', '5566'],
    ['https://detail.tmall.hk/hk/item.htm?id=9988', '9988'],
    // 1688
    ['https://detail.1688.com/offer/623456789012.html', '623456789012'],
    ['https://detail.1688.com/offer/623456789012.html?spm=a26&sk=consign', '623456789012'],
    ['https://detail.1688.com/offer/623456789012.html#tab', '623456789012'],
    ['https://m.1688.com/offer/5551.html', '5551'],
    ['https://detail.1688.com/offer/623456789012.HTML', '623456789012'],
    ['https://detail.1688.com/offer/623456789012.html/', '623456789012'],
    ['https://detail.1688.com/offer/623456789012', '623456789012'],
  ])('%s → %s', (url, id) => {
    expect(productIdFromLink(url)).toBe(id);
  });

  it.each([
    ['not a URL', 'hello'],
    ['empty', ''],
    ['no scheme', 'item.taobao.com/item.htm?id=1'],
    ['javascript: scheme', 'javascript:alert(1)//item.taobao.com/?id=1'],
    ['data: scheme', 'data:text/html,https://item.taobao.com/?id=1'],
    ['ftp: scheme', 'ftp://item.taobao.com/item.htm?id=1'],
    ['other host mentioning taobao in the query', 'https://evil.com/?id=1&x=taobao.com'],
    ['marketplace as a prefix of another domain', 'https://taobao.com.evil.com/item.htm?id=1'],
    ['lookalike domain', 'https://nottaobao.com/item.htm?id=1'],
    ['marketplace in the user info', 'https://item.taobao.com@evil.com/item.htm?id=1'],
    ['marketplace in the path', 'https://evil.com/item.taobao.com/item.htm?id=1'],
    ['taobao without id', 'https://item.taobao.com/item.htm'],
    ['taobao with empty id', 'https://item.taobao.com/item.htm?id='],
    ['taobao with non-numeric id', 'https://item.taobao.com/item.htm?id=abc'],
    ['taobao with a mixed id', 'https://item.taobao.com/item.htm?id=12a'],
    ['taobao with a negative id', 'https://item.taobao.com/item.htm?id=-12'],
    ['taobao id only in the fragment', 'https://item.taobao.com/item.htm#id=12'],
    ['taobao id with too many digits', `https://item.taobao.com/item.htm?id=${'1'.repeat(21)}`],
    ['tmall id in path (no id parameter)', 'https://detail.tmall.com/item/123.htm'],
    ['1688 shop page', 'https://shop1234.1688.com/'],
    ['1688 non-numeric segment', 'https://detail.1688.com/offer/abc.html'],
    ['1688 root', 'https://detail.1688.com/'],
    ['1688 id only in the query', 'https://detail.1688.com/offer?id=123'],
    ['unrelated shop', 'https://www.amazon.com/dp/B000123?id=1'],
  ])('%s → null', (_label, url) => {
    expect(productIdFromLink(url)).toBeNull();
  });
});

describe('marketplaceOf', () => {
  it.each([
    ['https://item.taobao.com/item.htm?id=1', 'taobao'],
    ['https://world.taobao.com/', 'taobao'],
    ['http://H5.M.TAOBAO.COM/x', 'taobao'],
    ['https://detail.tmall.com/item.htm?id=1', 'tmall'],
    ['https://detail.tmall.hk/item.htm?id=1', 'tmall'],
    ['https://chaoshi.detail.tmall.com/', 'tmall'],
    ['https://detail.1688.com/offer/1.html', '1688'],
    ['https://m.1688.com/', '1688'],
    ['https://evil.com/?id=1&x=taobao.com', null],
    ['https://taobao.com.evil.com/', null],
    ['https://tmall.com.hk/', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%s → %s', (url, marketplace) => {
    expect(marketplaceOf(url)).toBe(marketplace);
  });
});

describe('readProductLink', () => {
  it('gives marketplace and id together, or null', () => {
    expect(readProductLink('https://detail.tmall.com/item.htm?id=5')).toEqual({ marketplace: 'tmall', productId: '5' });
    expect(readProductLink('https://detail.1688.com/offer/7.html')).toEqual({ marketplace: '1688', productId: '7' });
    expect(readProductLink('https://item.taobao.com/item.htm')).toBeNull();
    expect(readProductLink('https://evil.com/?id=1')).toBeNull();
  });
});
