import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { server } from '../../../tests/support/mswServer';
import { configureClient, resetClient } from '../api/client';
import { addCartItems } from '../api/endpoints/order';
import { createLoadingStore } from '../api/loading';
import type { CartAddItem } from '../api/schemas/order';
import { bridgeTexts, createExtensionBridge, type BridgeDeps, type BridgeMessage, type ExtensionBridge } from './bridge';
import { LEASE_KEY, LEASE_MS, createStorageLease } from './lease';
import { EXTENSION_BATCH_MAX, readExtensionProduct, type ExtensionReply } from './message';
import { splitOptions } from '../../features/shared/options';
import { OUTBOX_CAPS, OUTBOX_KEY } from './outbox';
import { REFUSED_KEY } from './refused';
import { createSessionStore, type SessionStore, type StorageLike } from '../session/store';

const ORIGIN = 'http://portal.test';
const TOKEN = 'tok-demo';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  failWith: Error | null = null;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWith) throw this.failWith;
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** The page's window as the bridge sees it: events in, replies recorded. */
class FakeWindow extends EventTarget {
  readonly location = { origin: ORIGIN };
  readonly replies: { message: unknown; targetOrigin: string }[] = [];
  postMessage(message: unknown, targetOrigin: string) {
    this.replies.push({ message, targetOrigin });
  }
}

/** A window message event, as the browser builds it for `window.postMessage`. */
function messageEvent(init: BridgeMessage): Event {
  return Object.assign(new Event('message'), init);
}

/** A valid product of the cart add payload (SPEC §3), one per `n`: a new product id each time. */
function product(n = 1, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = String(6_100_000_000 + n);
  return {
    Source: 'taobao',
    ProductId: id,
    Name: `Áo khoác gió nữ mẫu ${String(n)}`,
    Image: 'https://img.alicdn.com/imgextra/a.jpg',
    Link: `https://item.taobao.com/item.htm?id=${id}`,
    Price: 89.5,
    PriceTable: null,
    Options: 'M;Đỏ',
    Skus: null,
    SellerId: 'shop-2201',
    SellerName: 'Cửa hàng Hàng Châu',
    Quantity: 2,
    Version: '241',
    Note: null,
    ...overrides,
  };
}

const products = (count: number, from = 1) => Array.from({ length: count }, (_, index) => product(from + index));

type Mode = 'ok' | 'error500' | 'network' | 'unauthorized' | 'okNotJson' | 'lostAnswer';

/** Bodies of every POST /api/order/carts the server received. */
let posts: CartAddItem[][] = [];
let mode: Mode = 'ok';
/** When set, the server holds its answer until the test releases it (only for `holdKey` when that is set). */
let hold: Promise<void> | null = null;
let holdKey: string | null = null;
/** What the outbox held, what was replied and the Idempotency-Key when a POST arrived. */
let atPost: { stored: string | null; replies: number; key: string | null }[] = [];
/** The first answer to each Idempotency-Key, as a server that honours it keeps it (src/mocks/idempotency.ts). */
let applied: Map<string, { CartIds: number[]; NumberCarts: number }>;
/** Product ids the server refuses with a 400 naming them ('Sản phẩm N: …'), as the mock's line rule does. */
let serverRefuses: Set<string>;

let win: FakeWindow;
let local: MemoryStorage;
let sessionStorageMock: MemoryStorage;
let session: SessionStore;
let toasts: { success: Mock<(text: string) => void>; error: Mock<(text: string) => void>; info: Mock<(text: string) => void> };
let onAccepted: Mock<() => void>;
let online: boolean;
let keyCounter: number;
let bridges: ExtensionBridge[];
let locks: BridgeDeps['lock'];
const alert = vi.fn(() => Promise.resolve());

/** Signs in; `account` names the customer (UserInfo.UserName), none by default. */
function login(account?: string) {
  const userInfo = { UserName: account ?? '', Avatar: null, FullName: '', Email: '', Phone: '', Address: '', WarehouseId: null };
  session.write(account === undefined ? { token: TOKEN } : { token: TOKEN, UserInfo: userInfo }, true);
}

/** Web Locks with `ifAvailable`, shared by every tab of one test (one browser). */
function sharedLocks(): BridgeDeps['lock'] {
  const held = new Set<string>();
  return async (name, task) => {
    if (held.has(name)) return null;
    held.add(name);
    try {
      return await task();
    } finally {
      held.delete(name);
    }
  };
}

function makeBridge(overrides: Partial<BridgeDeps> = {}): ExtensionBridge {
  const bridge = createExtensionBridge({
    window: win,
    storage: () => local,
    session,
    send: (items, key) => addCartItems(items, { silent: true, idempotencyKey: key }),
    toasts,
    onAccepted,
    isOnline: () => online,
    lock: locks,
    newKey: () => {
      keyCounter += 1;
      return `key-${String(keyCounter)}`;
    },
    ...overrides,
  });
  bridges.push(bridge);
  return bridge;
}

/** Starts a bridge, as main.tsx does after the first render. */
function startBridge(overrides: Partial<BridgeDeps> = {}, early: BridgeMessage[] = []): ExtensionBridge {
  const bridge = makeBridge(overrides);
  bridge.start(early);
  return bridge;
}

/** The extension posts its products into the page (`into`: another tab's window). */
function postFromExtension(data: unknown, from: Partial<BridgeMessage> = {}, into: FakeWindow = win) {
  into.dispatchEvent(messageEvent({ source: into, origin: ORIGIN, data, ...from }));
}

/** The replies the page posted back, as the extension reads them. */
const repliesOf = (target: FakeWindow = win) => target.replies.map((reply) => reply.message as ExtensionReply);

/** What the refused panel holds. */
const refusedStored = (): { name: string; link: string; reason: string; detail?: string }[] =>
  JSON.parse(local.getItem(REFUSED_KEY) ?? '[]') as { name: string; link: string; reason: string; detail?: string }[];

/** The products the stored outbox holds, over all its entries. */
const stored = (raw: string | null = local.getItem(OUTBOX_KEY)): unknown[] =>
  raw === null ? [] : (JSON.parse(raw) as { items: unknown[] }[]).flatMap((entry) => entry.items);

const productIds = (items: readonly CartAddItem[]) => items.map((item) => item.ProductId);

/** Waits until no send is in flight and `condition` holds. */
async function settled(bridge: ExtensionBridge, condition: () => void) {
  await vi.waitFor(() => {
    expect(bridge.getSnapshot().sending).toBe(false);
    condition();
  });
}

beforeEach(() => {
  posts = [];
  atPost = [];
  applied = new Map();
  serverRefuses = new Set();
  locks = sharedLocks();
  mode = 'ok';
  hold = null;
  holdKey = null;
  online = true;
  keyCounter = 0;
  bridges = [];
  win = new FakeWindow();
  local = new MemoryStorage();
  sessionStorageMock = new MemoryStorage();
  session = createSessionStore({ local: () => local, session: () => sessionStorageMock, events: () => undefined });
  toasts = { success: vi.fn<(text: string) => void>(), error: vi.fn<(text: string) => void>(), info: vi.fn<(text: string) => void>() };
  onAccepted = vi.fn<() => void>();
  alert.mockClear();
  configureClient({
    baseUrl: ORIGIN,
    getToken: () => session.getToken(),
    clearSession: () => session.clear(),
    alert,
    navigate: vi.fn(),
    loading: createLoadingStore(),
    // The test server is an absolute URL; the portal's own API is same-origin and always gets the key.
    crossOriginIdempotencyKey: true,
  });
  server.use(
    http.post(`${ORIGIN}/api/order/carts`, async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      atPost.push({ stored: local.getItem(OUTBOX_KEY), replies: win.replies.length, key });
      if (request.headers.get('authorization') !== `Bearer ${TOKEN}` || mode === 'unauthorized') return new HttpResponse(null, { status: 401 });
      const body = (await request.json()) as CartAddItem[];
      if (hold && (holdKey === null || holdKey === key)) await hold;
      if (mode === 'network') return HttpResponse.error();
      if (mode === 'error500') return HttpResponse.json(['Máy chủ bận'], { status: 500 });
      if (key !== null && applied.has(key)) return HttpResponse.json(applied.get(key));
      const lines = body.flatMap((item, index) => (serverRefuses.has(item.ProductId) ? [`Sản phẩm ${String(index + 1)}: Giá không quá 1.000.000 ¥`] : []));
      if (lines.length > 0) return HttpResponse.json(lines, { status: 400 });
      posts.push(body);
      const answer = { CartIds: [1], NumberCarts: body.length };
      if (key !== null) applied.set(key, answer);
      // Applied, but the answer never reaches the page (the tab was closed, the network dropped).
      if (mode === 'lostAnswer') return HttpResponse.error();
      if (mode === 'okNotJson') return new HttpResponse('OK', { status: 200 });
      return HttpResponse.json(answer);
    }),
  );
});

afterEach(() => {
  for (const bridge of bridges) bridge.stop();
  resetClient();
});

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
    mode = 'error500';
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
    mode = 'error500';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(150, 1) });
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(150));
    postFromExtension({ domain_products: products(100, 151) });
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(250));
    mode = 'ok';
    bridge.retry();
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(0));
    expect(posts.map((body) => body.length)).toEqual([150, 100]);
    expect(posts[0]![0]!.ProductId).toBe('6100000001');
    expect(posts[1]![99]!.ProductId).toBe('6100000250');
  });
});

describe('nothing is lost, nothing is sent twice', () => {
  it('keeps the products after a failed POST and across a reload, and sends them exactly once after recovery', async () => {
    login();
    mode = 'error500';
    const first = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(first, () => expect(toasts.error).toHaveBeenCalledWith('Chưa gửi được 2 sản phẩm vào giỏ hàng. Hệ thống sẽ gửi lại.'));
    expect(posts).toHaveLength(0);
    expect(stored()).toHaveLength(2);
    expect(first.getSnapshot().pending).toBe(2);
    expect(win.replies).toHaveLength(1);
    expect(onAccepted).not.toHaveBeenCalled();
    // The client raised no dialog and kept the session: the bridge reports the failure itself.
    expect(alert).not.toHaveBeenCalled();
    expect(session.getSnapshot().status).toBe('authenticated');

    // Reload: the page (and this bridge) is gone; the next start finds the outbox in storage.
    first.stop();
    mode = 'ok';
    const second = startBridge();
    expect(second.getSnapshot().pending).toBe(2);
    await settled(second, () => expect(posts).toHaveLength(1));
    expect(productIds(posts[0]!)).toEqual(['6100000001', '6100000002']);
    expect(local.getItem(OUTBOX_KEY)).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Đã thêm 2 sản phẩm vào giỏ hàng');

    // Another start, a reconnect and a retry find nothing left to send.
    second.stop();
    const third = startBridge();
    win.dispatchEvent(new Event('online'));
    third.retry();
    await settled(third, () => undefined);
    expect(posts).toHaveLength(1);
    expect(atPost).toHaveLength(2);
  });

  it('sends after a network failure once the browser is back online, and only once', async () => {
    login();
    mode = 'network';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(3) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith('Chưa gửi được 3 sản phẩm vào giỏ hàng. Hệ thống sẽ gửi lại.'));
    expect(session.getSnapshot().status).toBe('authenticated');
    expect(alert).not.toHaveBeenCalled();
    expect(stored()).toHaveLength(3);

    mode = 'ok';
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('online'));
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(0));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toHaveLength(3);
    win.dispatchEvent(new Event('online'));
    await settled(bridge, () => undefined);
    expect(posts).toHaveLength(1);
  });

  it('does not even try while the browser is offline', async () => {
    login();
    online = false;
    const bridge = startBridge();
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith('Chưa gửi được 1 sản phẩm vào giỏ hàng. Hệ thống sẽ gửi lại.'));
    expect(atPost).toHaveLength(0);
    online = true;
    win.dispatchEvent(new Event('online'));
    await settled(bridge, () => expect(posts).toHaveLength(1));
  });

  it('keeps a batch that arrives during a send for the next POST, and ignores Thử lại meanwhile', async () => {
    login();
    let release: () => void = () => undefined;
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bridge = startBridge();
    postFromExtension({ domain_products: products(2, 1) });
    await vi.waitFor(() => expect(atPost).toHaveLength(1));
    expect(bridge.getSnapshot().sending).toBe(true);
    postFromExtension({ domain_products: products(1, 3) });
    await vi.waitFor(() => expect(bridge.getSnapshot().pending).toBe(3));
    bridge.retry();
    bridge.retry();
    expect(atPost).toHaveLength(1);
    hold = null;
    release();
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(0));
    expect(posts.map(productIds)).toEqual([['6100000001', '6100000002'], ['6100000003']]);
    expect(toasts.success).toHaveBeenCalledTimes(2);
    expect(onAccepted).toHaveBeenCalledTimes(2);
  });

  it('treats the same products posted again after the reply as a second intent', async () => {
    login();
    const bridge = startBridge();
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(posts).toHaveLength(2));
    expect(win.replies).toHaveLength(2);
  });

  it('counts a 2xx answer that is not JSON as accepted: the server applied it', async () => {
    login();
    mode = 'okNotJson';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(toasts.success).toHaveBeenCalledWith('Đã thêm 1 sản phẩm vào giỏ hàng'));
    expect(local.getItem(OUTBOX_KEY)).toBeNull();
    bridge.retry();
    await settled(bridge, () => undefined);
    expect(posts).toHaveLength(1);
  });

  it('keeps the products when the server refuses the session, and sends them after the next login', async () => {
    login();
    mode = 'unauthorized';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.notSent(2)));
    expect(stored()).toHaveLength(2);
    session.clear();
    mode = 'ok';
    login();
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(bridge.getSnapshot().pending).toBe(0);
  });
});

describe('logged out', () => {
  it('keeps the products and replies, then sends them once after login', async () => {
    const bridge = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(bridge, () =>
      expect(toasts.info).toHaveBeenCalledWith('Đã nhận 2 sản phẩm từ tiện ích. Sản phẩm sẽ được thêm vào giỏ hàng khi bạn đăng nhập.'),
    );
    expect(atPost).toHaveLength(0);
    expect(stored()).toHaveLength(2);
    expect(win.replies).toHaveLength(1);
    win.dispatchEvent(new Event('online'));
    bridge.retry();
    expect(atPost).toHaveLength(0);

    login();
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(posts[0]).toHaveLength(2);
    // A later change of the stored configs (a profile save) is not a login: nothing is sent again.
    session.update({ NumberCarts: 2 });
    await settled(bridge, () => undefined);
    expect(posts).toHaveLength(1);
  });
});

describe('when the browser will not store the outbox', () => {
  it('keeps the products in memory, says so, and replies only once the server accepted them', async () => {
    login();
    local.failWith = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    mode = 'error500';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.notSent(2)));
    expect(toasts.error).toHaveBeenCalledWith(
      'Trình duyệt không cho lưu tạm 2 sản phẩm từ tiện ích. Hãy giữ trang này mở cho đến khi sản phẩm được thêm vào giỏ hàng.',
    );
    expect(win.replies).toHaveLength(0);
    expect(bridge.getSnapshot().pending).toBe(2);

    // The extension still holds them and posts the same message again: the same intent.
    postFromExtension({ domain_products: products(2) });
    await settled(bridge, () => undefined);
    expect(bridge.getSnapshot().pending).toBe(2);

    mode = 'ok';
    bridge.retry();
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(posts[0]).toHaveLength(2);
    expect(repliesOf()).toEqual([expect.objectContaining({ domain_products_received: true, refused: [] })]);
    expect(repliesOf()[0]!.taken).toHaveLength(2);
    expect(bridge.getSnapshot().pending).toBe(0);
  });

  it('never crashes when storage itself cannot be reached', async () => {
    login();
    const bridge = startBridge({
      storage: () => {
        throw new Error('SecurityError');
      },
    });
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(win.replies).toHaveLength(1);
  });

  it('drops unreadable entries of a stored outbox and sends the readable ones', async () => {
    login();
    const valid = { key: 'k1', item: product(1) };
    local.setItem(OUTBOX_KEY, JSON.stringify([valid, { key: 'k2', item: { Name: 'hỏng' } }, 'rác']));
    const bridge = startBridge();
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(productIds(posts[0]!)).toEqual(['6100000001']);
    expect(local.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('ignores a stored outbox that is not JSON', async () => {
    login();
    local.setItem(OUTBOX_KEY, '{oops');
    const bridge = startBridge();
    expect(bridge.getSnapshot().pending).toBe(0);
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(posts).toHaveLength(1));
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

describe('fault matrix (issue 13 §4, issue 12 §2, §3)', () => {
  it('kill mid-POST: a POST the server applied but whose answer was lost is sent again with its key and applied once', async () => {
    login();
    mode = 'lostAnswer';
    const first = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(first, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.notSent(2)));
    expect(posts).toHaveLength(1);
    expect(stored()).toHaveLength(2);
    // The tab is closed; the next visit finds the entry and sends it again.
    first.stop();
    mode = 'ok';
    const second = startBridge();
    await settled(second, () => expect(second.getSnapshot().pending).toBe(0));
    expect(atPost.map((post) => post.key)).toEqual(['key-1', 'key-1']);
    expect(posts).toHaveLength(1);
    expect(toasts.success).toHaveBeenCalledWith(bridgeTexts.added(2));
  });

  it('storage full: products kept in memory are recognised one by one when the extension posts them again in another order', async () => {
    login();
    local.failWith = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    mode = 'error500';
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
    mode = 'ok';
    bridge.retry();
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(0));
    expect(posts.flatMap(productIds).sort()).toEqual(['6100000001', '6100000002', '6100000003']);
    expect(repliesOf()).toHaveLength(2);
  });

  it('two tabs: an entry one tab is sending is not sent by the other', async () => {
    login();
    let release: () => void = () => undefined;
    hold = new Promise<void>((resolve) => {
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
    hold = new Promise<void>((resolve) => {
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
    hold = null;
    mode = 'error500';
    postFromExtension({ domain_products: products(1, 2) });
    await settled(tabA, () => expect(stored()).toHaveLength(1));
    const key = (JSON.parse(local.getItem(OUTBOX_KEY) ?? '[]') as { key: string }[])[0]!.key;
    local.setItem(LEASE_KEY, JSON.stringify({ [`extension.outbox:${key}`]: { owner: 'crashed', until: now + LEASE_MS } }));
    mode = 'ok';
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
    mode = 'error500';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.notSent(1)));
    mode = 'ok';
    bridge.retry();
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(atPost.map((post) => post.key)).toEqual(['key-1', 'key-1']);
  });

  it('401 then login: products are sent only for the account that was signed in when they arrived', async () => {
    login('an');
    mode = 'unauthorized';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.notSent(2)));
    session.clear();
    mode = 'ok';
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
    hold = new Promise<void>(() => undefined);
    holdKey = 'key-1';
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
        bridges = [];
        posts = [];
        applied.clear();
        serverRefuses.clear();
        local.items.clear();
        win.replies.length = 0;
        mode = 'ok';
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
          if (current.kind === 'mode') mode = current.mode;
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
        mode = 'ok';
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
