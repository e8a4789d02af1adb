/** The bridge's caps: the outbox's, a message's, and each field's (issue 13 §1, issue 25 §12). */
import { describe, expect, it, vi } from 'vitest';
import { bridgeTexts } from './bridge';
import { EXTENSION_BATCH_MAX } from './message';
import { OUTBOX_CAPS, OUTBOX_KEY } from './outbox';
import {
  freshPageForEachTest, net, login, startBridge, postFromExtension, settled,
  product, products,
  posts, win, local, toasts,
  stored, repliesOf,
} from './bridgeTesting';

freshPageForEachTest();

describe('the outbox has a cap (issue 25 §12)', () => {
  it('a message that would take the outbox over its cap is refused whole with outbox_full, said, kept in the panel, and lost nowhere', async () => {
    // Logged out: nothing is sent, so the outbox only grows.
    const bridge = startBridge();
    for (let message = 0; message < OUTBOX_CAPS.products / EXTENSION_BATCH_MAX; message += 1) {
      postFromExtension({ domain_products: products(EXTENSION_BATCH_MAX, 1 + message * EXTENSION_BATCH_MAX) });
    }
    expect(stored()).toHaveLength(OUTBOX_CAPS.products);
    const before = local.getItem(OUTBOX_KEY);
    postFromExtension({ domain_products: [product(5001), product(5002, { Price: -1 }), product(5003)] });

    expect(local.getItem(OUTBOX_KEY)).toBe(before);
    const reply = repliesOf().at(-1)!;
    expect(reply.taken).toEqual([]);
    expect(reply.refused.map(({ index, reason }) => [index, reason])).toEqual([
      [0, 'outbox_full'],
      [1, 'price'],
      [2, 'outbox_full'],
    ]);
    expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.outboxFull(2));
    // The next account to sign in finds them in its panel, with the reason.
    net.mode = 'error500';
    login('khachhang01');
    await settled(bridge, () => undefined);
    expect(bridge.getSnapshot().refused.map(({ name, reason }) => [name, reason])).toEqual([
      ['Áo khoác gió nữ mẫu 5002', 'price'],
      ['Áo khoác gió nữ mẫu 5001', 'outbox_full'],
      ['Áo khoác gió nữ mẫu 5003', 'outbox_full'],
    ]);
  });

  it('counts characters too: a few long products cannot fill the storage', () => {
    const bridge = startBridge();
    const long = (n: number) => product(n, { Options: `M;${'Đ'.repeat(498)}`, Image: `https://img.alicdn.com/${'a'.repeat(2_000)}.jpg`, Name: 'Á'.repeat(500) });
    let sent = 0;
    while (repliesOf().every((reply) => reply.refused.length === 0) && sent < 20) {
      postFromExtension({ domain_products: Array.from({ length: EXTENSION_BATCH_MAX }, (_, index) => long(sent * EXTENSION_BATCH_MAX + index + 1)) });
      sent += 1;
    }
    expect(stored().length).toBeLessThan(OUTBOX_CAPS.products);
    expect((local.getItem(OUTBOX_KEY) ?? '').length).toBeLessThanOrEqual(OUTBOX_CAPS.chars);
    expect(repliesOf().at(-1)!.refused.every((refused) => refused.reason === 'outbox_full')).toBe(true);
    expect(bridge.getSnapshot().pending).toBe(stored().length);
  });
});

describe('the batch cap', () => {
  it(`refuses a batch over ${String(EXTENSION_BATCH_MAX)} products whole, without replying`, async () => {
    login();
    const bridge = startBridge();
    postFromExtension({ domain_products: products(EXTENSION_BATCH_MAX + 1) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.tooMany(201)));
    expect(toasts.error).toHaveBeenCalledWith('Không nhận 201 sản phẩm từ tiện ích: mỗi lần chỉ nhận tối đa 200 sản phẩm. Hãy gửi lại thành nhiều lần.');
    expect(posts).toHaveLength(0);
    expect(win.replies).toHaveLength(0);
    expect(local.getItem(OUTBOX_KEY)).toBeNull();
    expect(bridge.getSnapshot().pending).toBe(0);
  });

  it(`takes a batch of exactly ${String(EXTENSION_BATCH_MAX)}`, async () => {
    login();
    const bridge = startBridge();
    postFromExtension({ domain_products: JSON.stringify(products(EXTENSION_BATCH_MAX)) });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(posts[0]).toHaveLength(EXTENSION_BATCH_MAX);
  });

  it('sends each message in a POST of its own, oldest first', async () => {
    login();
    net.mode = 'error500';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(150, 1) });
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(150));
    postFromExtension({ domain_products: products(100, 151) });
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(250));
    net.mode = 'ok';
    bridge.retry();
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(0));
    expect(posts.map((body) => body.length)).toEqual([150, 100]);
    expect(posts[0]![0]!.ProductId).toBe('6100000001');
    expect(posts[1]![99]!.ProductId).toBe('6100000250');
  });
});

describe('caps and numbers (issue 13 §1)', () => {
  const reasonsOf = async (candidates: Record<string, unknown>[]) => {
    login();
    const bridge = startBridge();
    postFromExtension({ domain_products: candidates });
    await settled(bridge, () => expect(repliesOf()).toHaveLength(1));
    return repliesOf()[0]!;
  };

  it('refuses texts over their caps and takes them at the cap', async () => {
    const reply = await reasonsOf([
      product(1, { Name: 'a'.repeat(500) }),
      product(2, { Name: 'a'.repeat(501) }),
      product(3, { Note: 'n'.repeat(500) }),
      // The server's note rule is 500 (validateOrderLine): a longer note would only come back as a 400.
      product(4, { Note: 'n'.repeat(501) }),
      product(5, { Options: `M;${'Đ'.repeat(498)}` }),
      product(6, { Options: `M;${'Đ'.repeat(499)}` }),
      product(7, { SellerName: 's'.repeat(200) }),
      product(8, { SellerName: 's'.repeat(201) }),
      product(9, { PriceTable: Array.from({ length: 100 }, (_, index) => ({ MinQuantity: index + 1, Price: 10 })) }),
      product(10, { PriceTable: JSON.stringify(Array.from({ length: 101 }, (_, index) => ({ MinQuantity: index + 1, Price: 10 }))) }),
    ]);
    expect(reply.taken.map((taken) => taken.index)).toEqual([0, 2, 4, 6, 8]);
    expect(reply.refused).toEqual([2, 4, 6, 8, 10].map((n) => ({ index: n - 1, reason: 'too_long', Link: `https://item.taobao.com/item.htm?id=${String(6_100_000_000 + n)}` })));
  });

  it('drops a picture over 2,048 characters but keeps the product', async () => {
    const reply = await reasonsOf([product(1, { Image: `https://img.alicdn.com/${'a'.repeat(2_030)}` })]);
    expect(reply.taken).toHaveLength(1);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]![0]!.Image).toBe('');
  });

  it('wants a whole Quantity and Version and a positive Price, from numbers or numeric strings', async () => {
    const reply = await reasonsOf([
      product(1, { Quantity: ' 3 ', Version: ' 7 ', Price: '0.5' }),
      product(2, { Quantity: '2.5' }),
      product(3, { Version: '1.5' }),
      product(4, { Version: '2.4.1' }),
      product(5, { Price: '0' }),
      product(6, { Price: -1 }),
      product(7, { Price: 'NaN' }),
    ]);
    expect(reply.taken.map((taken) => taken.index)).toEqual([0]);
    expect(reply.refused.map((refused) => refused.reason)).toEqual(['quantity', 'unreadable', 'unreadable', 'price', 'price', 'price']);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]![0]).toMatchObject({ Quantity: 3, Version: '7', Price: 0.5 });
  });

  it('never lets __proto__ or constructor keys reach an object', async () => {
    const hostile = JSON.parse(
      `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(product(1)).slice(1)}`,
    ) as Record<string, unknown>;
    const reply = await reasonsOf([hostile]);
    expect(reply.taken).toHaveLength(1);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(Object.keys(posts[0]![0]!)).not.toContain('constructor');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
