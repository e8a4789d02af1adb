/**
 * The bridge's intake: which messages it takes, each product checked one by one, and the refused panel
 * (the account's, with the products the server refuses). The page it runs in: bridgeTesting.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitOptions } from '../../features/shared/options';
import { bridgeTexts, type ExtensionBridge } from './bridge';
import { readExtensionProduct } from './message';
import { OUTBOX_KEY } from './outbox';
import { REFUSED_KEY } from './refused';
import {
  freshPageForEachTest, login, startBridge, postFromExtension, settled,
  product, products, ORIGIN,
  posts, atPost, serverRefuses, win, local, session, toasts, onAccepted,
  stored, refusedStored, repliesOf, productIds,
} from './bridgeTesting';

freshPageForEachTest();

describe('which messages are taken', () => {
  it('ignores a message from another window or another origin', async () => {
    login();
    const bridge = startBridge();
    postFromExtension({ domain_products: products(2) }, { source: {} });
    postFromExtension({ domain_products: products(2) }, { source: null });
    postFromExtension({ domain_products: products(2) }, { origin: 'https://evil.example' });
    postFromExtension({ domain_products: products(2) }, { origin: 'http://portal.test:8080' });
    await settled(bridge, () => undefined);
    expect(posts).toHaveLength(0);
    expect(win.replies).toHaveLength(0);
    expect(local.getItem(OUTBOX_KEY)).toBeNull();
    expect(toasts.error).not.toHaveBeenCalled();
    expect(bridge.getSnapshot().pending).toBe(0);
  });

  it('ignores messages without domain_products, our own reply, and an empty list', async () => {
    login();
    const bridge = startBridge();
    postFromExtension('domain_products');
    postFromExtension({ other: products(1) });
    postFromExtension({ domain_products_received: true, taken: [], refused: [] });
    postFromExtension({ domain_products: [] });
    postFromExtension({ domain_products: '{not json' });
    postFromExtension({ domain_products: { 0: product(1) } });
    await settled(bridge, () => undefined);
    expect(posts).toHaveLength(0);
    expect(win.replies).toHaveLength(0);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('stores a valid batch first, replies to the extension, then posts it once and fires the cart reload', async () => {
    login();
    const bridge = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(bridge, () => expect(toasts.success).toHaveBeenCalledWith('Đã thêm 2 sản phẩm vào giỏ hàng'));
    expect(posts).toHaveLength(1);
    expect(productIds(posts[0]!)).toEqual(['6100000001', '6100000002']);
    // When the POST arrived, the products were already in the outbox and the extension had its reply.
    expect(atPost).toHaveLength(1);
    expect(stored(atPost[0]!.stored)).toHaveLength(2);
    expect(atPost[0]!.replies).toBe(1);
    expect(win.replies).toEqual([
      {
        message: {
          domain_products_received: true,
          taken: [
            { index: 0, ProductId: '6100000001', Link: 'https://item.taobao.com/item.htm?id=6100000001' },
            { index: 1, ProductId: '6100000002', Link: 'https://item.taobao.com/item.htm?id=6100000002' },
          ],
          refused: [],
        },
        targetOrigin: ORIGIN,
      },
    ]);
    // The POST carried the entry's local key, so a repeat after a lost answer is not applied twice.
    expect(atPost[0]!.key).toBe('key-1');
    expect(local.getItem(OUTBOX_KEY)).toBeNull();
    expect(onAccepted).toHaveBeenCalledTimes(1);
    expect(bridge.getSnapshot()).toMatchObject({ pending: 0, sending: false });
  });

  it('accepts domain_products as a JSON string of the list', async () => {
    login();
    const bridge = startBridge();
    postFromExtension({ domain_products: JSON.stringify(products(3)) });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(posts[0]).toHaveLength(3);
    expect(win.replies).toHaveLength(1);
  });

  it('handles the messages that arrived before the bridge was loaded', async () => {
    login();
    const early = [{ source: win, origin: ORIGIN, data: { domain_products: products(1) } }];
    const bridge = startBridge({}, early);
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(win.replies).toHaveLength(1);
  });
});

describe('products are checked one by one', () => {
  it('refuses malformed products with a reason each, lists them in the reply and the panel, and sends the rest', async () => {
    login();
    const bridge = startBridge();
    postFromExtension({
      domain_products: [
        product(1),
        product(2, { Name: undefined }), // a required field missing
        product(3, { Price: '89,5' }), // the wrong type
        product(4, { Surprise: true }), // an unknown field: ignored, not a reason to refuse
        product(5, { Quantity: 0 }),
        'a string',
        null,
        product(6),
      ],
    });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(productIds(posts[0]!)).toEqual(['6100000001', '6100000004', '6100000006']);
    expect(posts[0]![1]).not.toHaveProperty('Surprise');
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(toasts.error).toHaveBeenCalledWith('5 sản phẩm từ tiện ích chưa thêm được. Xem lý do trong giỏ hàng.');
    expect(repliesOf()).toHaveLength(1);
    expect(repliesOf()[0]!.taken.map((taken) => taken.index)).toEqual([0, 3, 7]);
    expect(repliesOf()[0]!.refused.map(({ index, reason }) => [index, reason])).toEqual([
      [1, 'unreadable'],
      [2, 'price'],
      [4, 'quantity'],
      [5, 'unreadable'],
      [6, 'unreadable'],
    ]);
    // Every refused product is in the panel, named when it had a name.
    expect(refusedStored().map((refused) => [refused.name, refused.reason])).toEqual([
      ['', 'unreadable'],
      ['Áo khoác gió nữ mẫu 3', 'price'],
      ['Áo khoác gió nữ mẫu 5', 'quantity'],
      ['', 'unreadable'],
      ['', 'unreadable'],
    ]);
    expect(bridge.getSnapshot().refused).toHaveLength(5);
    bridge.getSnapshot().dismissRefused();
    expect(bridge.getSnapshot().refused).toHaveLength(0);
    expect(local.getItem(REFUSED_KEY)).toBeNull();
  });

  it('takes string-typed numbers, empty ProductId/PriceTable/Skus, and size and colour sent apart', async () => {
    login();
    const bridge = startBridge();
    postFromExtension({
      domain_products: [
        product(1, { ProductId: '', Source: 'TAOBAO', Price: ' 128.50 ', Quantity: '2', Version: '1', PriceTable: '', Skus: '' }),
        product(2, { PriceTable: JSON.stringify([{ MinQuantity: 1, Price: 10 }]), Options: '', Size: 'M', Color: 'Đỏ', Image: 'data:x' }),
      ],
    });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(posts[0]![0]).toMatchObject({ ProductId: '6100000001', Source: 'taobao', Price: 128.5, Quantity: 2, Version: '1' });
    expect(posts[0]![0]).not.toHaveProperty('PriceTable');
    expect(posts[0]![1]).toMatchObject({ Options: 'M;Đỏ', Image: '', PriceTable: [{ MinQuantity: 1, Price: 10 }] });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('keeps a colour sent without a size as a colour (issue 25 §13): ;Đỏ, read back with no size', async () => {
    login();
    const bridge = startBridge();
    postFromExtension({ domain_products: [product(1, { Options: '', Size: '', Color: 'Đỏ' }), product(2, { Options: '', Size: 38, Color: ' ' })] });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(posts[0]![0]).toMatchObject({ Options: ';Đỏ' });
    expect(splitOptions(posts[0]![0]!.Options)).toEqual({ size: '', color: 'Đỏ' });
    expect(splitOptions(posts[0]![1]!.Options)).toEqual({ size: '38', color: '' });
  });

  it('any size and colour the extension sends apart are read back as the same size and colour', () => {
    // A part is what the cart itself would keep: trimmed, and a size never holds the separator.
    const part = (separator: boolean) => fc.string({ maxLength: 20 }).map((value) => value.trim()).filter((value) => separator || !value.includes(';'));
    fc.assert(
      fc.property(part(false), part(true), (size, color) => {
        const verdict = readExtensionProduct(product(1, { Options: '', Size: size, Color: color }));
        if (!verdict.ok) return;
        expect(splitOptions(verdict.item.Options)).toEqual({ size, color });
      }),
    );
  });

  it('derives a missing ProductId (and Source) from the link', async () => {
    login();
    const bridge = startBridge();
    postFromExtension({
      domain_products: [
        product(1, { ProductId: undefined, Source: undefined, Link: 'https://detail.1688.com/offer/712345678901.html' }),
        product(2, { ProductId: '', Source: 'Tmall', Link: 'https://detail.tmall.com/item.htm?spm=a1z10&id=598765432101' }),
        product(3, { ProductId: null }),
      ],
    });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(posts[0]!.map((item) => [item.ProductId, item.Source])).toEqual([
      ['712345678901', '1688'],
      ['598765432101', 'tmall'],
      ['6100000003', 'taobao'],
    ]);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('rejects a product whose link is not a Taobao, Tmall or 1688 product link, or disagrees with it', async () => {
    login();
    const bridge = startBridge();
    postFromExtension({
      domain_products: [
        product(1, { Link: 'https://example.com/item.htm?id=6100000001' }),
        product(2, { Link: 'https://item.taobao.com.evil.example/item.htm?id=6100000002' }),
        product(3, { Link: 'javascript:alert(1)//item.taobao.com/item.htm?id=6100000003' }),
        product(4, { ProductId: undefined, Link: 'https://s.taobao.com/search?q=ao' }), // no product id to derive
        product(5, { ProductId: '999' }), // another product than the link's
        product(6, { Source: '1688' }), // another marketplace than the link's
        product(7),
      ],
    });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(productIds(posts[0]!)).toEqual(['6100000007']);
    expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.refused(6));
    expect(repliesOf()[0]!.refused.map((refused) => refused.reason)).toEqual([
      'unsupported_link',
      'unsupported_link',
      'unsupported_link',
      'unsupported_link',
      'link_mismatch',
      'link_mismatch',
    ]);
    // Only an http(s) link is kept for the panel.
    expect(refusedStored()[2]).toMatchObject({ link: '', reason: 'unsupported_link' });
  });

  it('replies but sends nothing when every product is invalid: they are in the panel, not lost', async () => {
    login();
    const bridge = startBridge();
    postFromExtension({ domain_products: [product(1, { Link: 'https://example.com/' })] });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.refused(1)));
    expect(repliesOf()).toEqual([
      { domain_products_received: true, taken: [], refused: [{ index: 0, reason: 'unsupported_link', Link: 'https://example.com/' }] },
    ]);
    expect(refusedStored()).toEqual([expect.objectContaining({ name: 'Áo khoác gió nữ mẫu 1', link: 'https://example.com/', reason: 'unsupported_link' })]);
    expect(posts).toHaveLength(0);
    expect(local.getItem(OUTBOX_KEY)).toBeNull();
  });
});

describe('the refused panel is the account’s (issue 25 §12)', () => {
  const refusedNames = (bridge: ExtensionBridge) => bridge.getSnapshot().refused.map((refused) => refused.name);

  it('the next customer on this browser does not see another customer’s refused products', async () => {
    login('khachhang01');
    const bridge = startBridge();
    postFromExtension({ domain_products: [product(1, { Price: -1 }), product(2)] });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(refusedNames(bridge)).toEqual(['Áo khoác gió nữ mẫu 1']);

    session.clear();
    expect(bridge.getSnapshot().refused).toEqual([]);
    login('khachhang02');
    await settled(bridge, () => undefined);
    expect(bridge.getSnapshot().refused).toEqual([]);
    // Dismissing one's own (empty) panel takes nothing of the other customer's.
    bridge.getSnapshot().dismissRefused();
    postFromExtension({ domain_products: [product(3, { Quantity: 0 })] });
    expect(refusedNames(bridge)).toEqual(['Áo khoác gió nữ mẫu 3']);

    session.clear();
    login('khachhang01');
    await settled(bridge, () => undefined);
    expect(refusedNames(bridge)).toEqual(['Áo khoác gió nữ mẫu 1']);
    bridge.getSnapshot().dismissRefused();
    expect(bridge.getSnapshot().refused).toEqual([]);
    session.clear();
    login('khachhang02');
    expect(refusedNames(bridge)).toEqual(['Áo khoác gió nữ mẫu 3']);
  });

  it('products refused while nobody is signed in go to the next account that signs in, and only to it', () => {
    const bridge = startBridge();
    postFromExtension({ domain_products: [product(1, { Price: -1 })] });
    expect(bridge.getSnapshot().refused).toEqual([]);
    login('khachhang01');
    expect(refusedNames(bridge)).toEqual(['Áo khoác gió nữ mẫu 1']);
    session.clear();
    login('khachhang02');
    expect(bridge.getSnapshot().refused).toEqual([]);
  });

  it('a product the server refuses goes to the panel of the account it was sent for', async () => {
    serverRefuses.add('6100000002');
    login('khachhang01');
    const bridge = startBridge();
    postFromExtension({ domain_products: [product(1), product(2)] });
    await settled(bridge, () => expect(refusedNames(bridge)).toEqual(['Áo khoác gió nữ mẫu 2']));
    session.clear();
    login('khachhang02');
    expect(bridge.getSnapshot().refused).toEqual([]);
  });
});

describe('products the server refuses (issue 13 §2)', () => {
  it('puts the products a 400 names in the panel and sends the rest under a new key', async () => {
    login();
    serverRefuses.add('6100000002');
    const bridge = startBridge();
    postFromExtension({ domain_products: products(3) });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(productIds(posts[0]!)).toEqual(['6100000001', '6100000003']);
    // The first POST (all three) was refused; the second carried the rest under a key of its own.
    expect(atPost).toHaveLength(2);
    expect(atPost[0]!.key).toBe('key-1');
    expect(atPost[1]!.key).not.toBe('key-1');
    expect(refusedStored()).toEqual([
      expect.objectContaining({ name: 'Áo khoác gió nữ mẫu 2', reason: 'server_refused', detail: 'Giá không quá 1.000.000 ¥' }),
    ]);
    expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.refused(1));
    expect(bridge.getSnapshot()).toMatchObject({ pending: 0, refused: [expect.objectContaining({ reason: 'server_refused' })] });
    expect(local.getItem(OUTBOX_KEY)).toBeNull();
  });
});
