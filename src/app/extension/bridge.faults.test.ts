/** The bridge under faults: the fault matrix, and every product in exactly one place (issue 13 §4). */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { CartAddItem } from '../api/schemas/order';
import { bridgeTexts } from './bridge';
import { LEASE_KEY, LEASE_MS, createStorageLease } from './lease';
import { OUTBOX_KEY } from './outbox';
import {
  freshPageForEachTest, net, login, startBridge, postFromExtension, settled,
  product, products, FakeWindow, type Mode,
  posts, atPost, applied, serverRefuses, bridges, win, local, session, toasts,
  stored, refusedStored, repliesOf, productIds,
} from './bridgeTesting';

freshPageForEachTest();

describe('fault matrix (issue 13 §4, issue 12 §2, §3)', () => {
  it('kill mid-POST: a POST the server applied but whose answer was lost is sent again with its key and applied once', async () => {
    login();
    net.mode = 'lostAnswer';
    const first = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(first, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.notSent(2)));
    expect(posts).toHaveLength(1);
    expect(stored()).toHaveLength(2);
    // The tab is closed; the next visit finds the entry and sends it again.
    first.stop();
    net.mode = 'ok';
    const second = startBridge();
    await settled(second, () => expect(second.getSnapshot().pending).toBe(0));
    expect(atPost.map((post) => post.key)).toEqual(['key-1', 'key-1']);
    expect(posts).toHaveLength(1);
    expect(toasts.success).toHaveBeenCalledWith(bridgeTexts.added(2));
  });

  it('storage full: products kept in memory are recognised one by one when the extension posts them again in another order', async () => {
    login();
    local.failWith = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    net.mode = 'error500';
    const bridge = startBridge();
    postFromExtension({ domain_products: [product(1), product(2)] });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.notSent(2)));
    postFromExtension({ domain_products: [product(2), product(1)] });
    await settled(bridge, () => undefined);
    expect(bridge.getSnapshot().pending).toBe(2);
    // A third product with them is new: only it is taken.
    postFromExtension({ domain_products: [product(2), product(3), product(1)] });
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(3));
    expect(win.replies).toHaveLength(0);
    net.mode = 'ok';
    bridge.retry();
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(0));
    expect(posts.flatMap(productIds).sort()).toEqual(['6100000001', '6100000002', '6100000003']);
    expect(repliesOf()).toHaveLength(2);
  });

  it('two tabs: an entry one tab is sending is not sent by the other', async () => {
    login();
    let release: () => void = () => undefined;
    net.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tabA = startBridge();
    postFromExtension({ domain_products: products(2) });
    await vi.waitFor(() => expect(atPost).toHaveLength(1));
    const otherWindow = new FakeWindow();
    const tabB = startBridge({ window: otherWindow });
    tabB.retry();
    await settled(tabB, () => undefined);
    expect(atPost).toHaveLength(1);
    release();
    await settled(tabA, () => expect(tabA.getSnapshot().pending).toBe(0));
    tabB.retry();
    await settled(tabB, () => undefined);
    expect(posts).toHaveLength(1);
  });

  it('no Web Locks: a storage lease keeps two tabs from sending the same entry, and expires after a crash', async () => {
    login();
    let now = 1_000_000;
    const lease = (owner: string) =>
      createStorageLease({ storage: () => local, owner, now: () => now, settle: () => new Promise((resolve) => setTimeout(resolve, 5)) });
    let release: () => void = () => undefined;
    net.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tabA = startBridge({ lock: lease('tab-a') });
    postFromExtension({ domain_products: products(1) });
    await vi.waitFor(() => expect(atPost).toHaveLength(1));
    expect(local.getItem(LEASE_KEY)).toContain('tab-a');
    const tabB = startBridge({ window: new FakeWindow(), lock: lease('tab-b') });
    tabB.retry();
    await settled(tabB, () => undefined);
    expect(atPost).toHaveLength(1);
    release();
    await settled(tabA, () => expect(tabA.getSnapshot().pending).toBe(0));
    expect(posts).toHaveLength(1);
    expect(local.getItem(LEASE_KEY)).toBe('{}');

    // A tab that crashed holding a lease holds the entry up until the lease expires, no longer.
    net.hold = null;
    net.mode = 'error500';
    postFromExtension({ domain_products: products(1, 2) });
    await settled(tabA, () => expect(stored()).toHaveLength(1));
    const key = (JSON.parse(local.getItem(OUTBOX_KEY) ?? '[]') as { key: string }[])[0]!.key;
    local.setItem(LEASE_KEY, JSON.stringify({ [`extension.outbox:${key}`]: { owner: 'crashed', until: now + LEASE_MS } }));
    net.mode = 'ok';
    const posted = atPost.length;
    tabB.retry();
    await settled(tabB, () => undefined);
    expect(atPost).toHaveLength(posted);
    now += LEASE_MS + 1;
    tabB.retry();
    await settled(tabB, () => expect(tabB.getSnapshot().pending).toBe(0));
    expect(posts.map(productIds)).toEqual([['6100000001'], ['6100000002']]);
  });

  it('5xx then recovery: the retry carries the same Idempotency-Key', async () => {
    login();
    net.mode = 'error500';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.notSent(1)));
    net.mode = 'ok';
    bridge.retry();
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(atPost.map((post) => post.key)).toEqual(['key-1', 'key-1']);
  });

  it('401 then login: products are sent only for the account that was signed in when they arrived', async () => {
    login('an');
    net.mode = 'unauthorized';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.notSent(2)));
    session.clear();
    net.mode = 'ok';
    login('binh');
    await settled(bridge, () => undefined);
    expect(atPost).toHaveLength(1);
    // Another customer's products are not counted on this customer's cart screen either.
    expect(bridge.getSnapshot().pending).toBe(0);
    // Products that arrive while binh is signed in are binh's.
    postFromExtension({ domain_products: products(1, 3) });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(productIds(posts[0]!)).toEqual(['6100000003']);
    session.clear();
    login('an');
    await settled(bridge, () => expect(posts).toHaveLength(2));
    expect(productIds(posts[1]!)).toEqual(['6100000001', '6100000002']);
    expect(local.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('products that arrived logged out go to the next account that signs in', async () => {
    const bridge = startBridge();
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(stored()).toHaveLength(1));
    login('an');
    await settled(bridge, () => expect(posts).toHaveLength(1));
    session.clear();
    login('binh');
    await settled(bridge, () => undefined);
    expect(posts).toHaveLength(1);
  });

  it('hung POST: this tab and another still store and answer new messages at once, and the other tab sends its own', async () => {
    login();
    net.hold = new Promise<void>(() => undefined);
    net.holdKey = 'key-1';
    const tabA = startBridge();
    postFromExtension({ domain_products: products(1) });
    await vi.waitFor(() => expect(atPost).toHaveLength(1));
    // The same tab: stored and answered while its POST hangs.
    postFromExtension({ domain_products: products(1, 2) });
    expect(win.replies).toHaveLength(2);
    expect(stored()).toHaveLength(2);
    // Another tab: stored, answered, and sent, with no wait for the hung POST.
    const otherWindow = new FakeWindow();
    const tabB = startBridge({ window: otherWindow });
    postFromExtension({ domain_products: products(1, 3) }, {}, otherWindow);
    expect(otherWindow.replies).toHaveLength(1);
    await settled(tabB, () => expect(posts.map(productIds)).toEqual(expect.arrayContaining([['6100000003']])));
    expect(tabA.getSnapshot().sending).toBe(true);
    // The hung entry itself is never sent by the other tab.
    expect(atPost.filter((post) => post.key === 'key-1')).toHaveLength(1);
  });
});

describe('every product ends in exactly one place (property, issue 13 §4)', () => {
  type Kind = 'valid' | 'stringTyped' | 'badLink' | 'badQuantity' | 'badPrice' | 'noSeller' | 'serverRefuses';
  type Step =
    | { kind: 'post'; products: Kind[] }
    | { kind: 'mode'; mode: Extract<Mode, 'ok' | 'error500' | 'network' | 'lostAnswer'> }
    | { kind: 'reload' }
    | { kind: 'retry' };
  const kinds: Kind[] = ['valid', 'stringTyped', 'badLink', 'badQuantity', 'badPrice', 'noSeller', 'serverRefuses'];
  const taken = new Set<Kind>(['valid', 'stringTyped', 'serverRefuses']);
  const step: fc.Arbitrary<Step> = fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('post' as const), products: fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 5 }) }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('mode' as const), mode: fc.constantFrom('ok' as const, 'error500' as const, 'network' as const, 'lostAnswer' as const) }), weight: 2 },
    { arbitrary: fc.constant({ kind: 'reload' as const }), weight: 1 },
    { arbitrary: fc.constant({ kind: 'retry' as const }), weight: 1 },
  );

  /** Product number `n` of the given kind; its name carries `#n` so the panel's copy can be found. */
  function generated(n: number, kind: Kind): Record<string, unknown> {
    const id = String(6_200_000_000 + n);
    const base = product(n, { ProductId: id, Link: `https://item.taobao.com/item.htm?id=${id}`, Name: `Sản phẩm #${String(n)}#` });
    switch (kind) {
      case 'valid':
      case 'serverRefuses':
        return base;
      case 'stringTyped':
        return { ...base, ProductId: '', Source: '', Price: ' 12.5 ', Quantity: '3', Version: '2', PriceTable: '', Skus: '' };
      case 'badLink':
        return { ...base, Link: `https://shop.example/${id}` };
      case 'badQuantity':
        return { ...base, Quantity: '0' };
      case 'badPrice':
        return { ...base, Price: 'mười' };
      case 'noSeller':
        return { ...base, SellerId: undefined };
    }
  }

  it('over generated messages, POST failures and reloads: cart, outbox or panel, once each; never sent twice; the reply matches', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        runs += 1;
        for (const bridge of bridges) bridge.stop();
        bridges.length = 0;
        posts.length = 0;
        applied.clear();
        serverRefuses.clear();
        local.items.clear();
        win.replies.length = 0;
        net.mode = 'ok';
        login();
        let bridge = startBridge();
        let n = 0;
        const expected = new Map<number, Kind>();

        const where = (number: number): string[] => {
          const id = String(6_200_000_000 + number);
          const tag = `Sản phẩm #${String(number)}#`;
          return [
            ...posts.flat().filter((item) => item.ProductId === id).map(() => 'cart'),
            ...(stored() as CartAddItem[]).filter((item) => item.ProductId === id).map(() => 'outbox'),
            ...refusedStored().filter((refused) => refused.name === tag).map(() => 'panel'),
          ];
        };
        /**
         * Exactly one place each. One state is both: a POST the server applied whose answer was lost keeps
         * its products in the outbox too, until the same key is sent again and answered from the first.
         */
        const checkPlaces = (settledAll: boolean) => {
          for (const [number, kind] of expected) {
            const places = where(number).sort();
            const label = `product #${String(number)} (${kind})`;
            if (!settledAll && places.length === 2) expect(places, label).toEqual(['cart', 'outbox']);
            else expect(places, label).toHaveLength(1);
            if (!taken.has(kind)) expect(places).toEqual(['panel']);
            if (kind === 'serverRefuses') expect(places).not.toContain('cart');
          }
        };

        for (const current of steps) {
          if (current.kind === 'mode') net.mode = current.mode;
          else if (current.kind === 'retry') bridge.retry();
          else if (current.kind === 'reload') {
            bridge.stop();
            bridge = startBridge();
          } else {
            const numbers = current.products.map((kind) => {
              n += 1;
              expected.set(n, kind);
              if (kind === 'serverRefuses') serverRefuses.add(String(6_200_000_000 + n));
              return n;
            });
            const before = win.replies.length;
            postFromExtension({ domain_products: numbers.map((number, index) => generated(number, current.products[index]!)) });
            // Storage works here: the reply comes at once, and lists every product by its place in the message.
            expect(win.replies).toHaveLength(before + 1);
            const reply = repliesOf()[before]!;
            expect(reply.domain_products_received).toBe(true);
            expect(reply.taken.map((entry) => entry.index)).toEqual(current.products.flatMap((kind, index) => (taken.has(kind) ? [index] : [])));
            expect(reply.refused.map((entry) => entry.index)).toEqual(current.products.flatMap((kind, index) => (taken.has(kind) ? [] : [index])));
          }
          await settled(bridge, () => undefined);
          checkPlaces(false);
        }

        // In the end the server answers again: nothing waits, and the cart holds each product once.
        net.mode = 'ok';
        bridge.stop();
        bridge = startBridge();
        await settled(bridge, () => expect(local.getItem(OUTBOX_KEY)).toBeNull());
        checkPlaces(true);
        const sent = posts.flat().map((item) => item.ProductId);
        expect(new Set(sent).size).toBe(sent.length);
      }),
      { numRuns: 60 },
    );
    expect(runs).toBeGreaterThanOrEqual(60);
    // Every run goes through the client and MSW; 60 runs of up to 8 steps take a few seconds.
  }, 120_000);
});
