/**
 * The extension bridge's unit tests (bridge.*.test.ts) share this page: a fake window, storage and session,
 * the client configured against a test server for POST /api/order/carts, and helpers to post as the
 * extension and read what the page replied, stored and sent. Each test file calls `freshPageForEachTest()`.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { server } from '../../../tests/support/mswServer';
import { configureClient, resetClient } from '../api/client';
import { addCartItems } from '../api/endpoints/order';
import { createLoadingStore } from '../api/loading';
import type { CartAddItem } from '../api/schemas/order';
import { createExtensionBridge, type BridgeDeps, type BridgeMessage, type ExtensionBridge } from './bridge';
import type { ExtensionReply } from './message';
import { OUTBOX_KEY } from './outbox';
import { REFUSED_KEY } from './refused';
import { createSessionStore, type SessionStore } from '../session/store';
import { MemoryStorage } from '../../../tests/support/memoryStorage';

export const ORIGIN = 'http://portal.test';
const TOKEN = 'tok-demo';

/** The page's window as the bridge sees it: events in, replies recorded. */
export class FakeWindow extends EventTarget {
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
export function product(n = 1, overrides: Record<string, unknown> = {}): Record<string, unknown> {
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

export const products = (count: number, from = 1) => Array.from({ length: count }, (_, index) => product(from + index));

export type Mode = 'ok' | 'error500' | 'network' | 'unauthorized' | 'okNotJson' | 'lostAnswer';

/**
 * What a test sets: how the server answers, and whether the browser is online. One object, because a test
 * file cannot assign a binding it imports; `freshPageForEachTest` sets it back before each test.
 */
export const net: {
  mode: Mode;
  /** When set, the server holds its answer until the test releases it (only for `holdKey` when that is set). */
  hold: Promise<void> | null;
  holdKey: string | null;
  online: boolean;
} = { mode: 'ok', hold: null, holdKey: null, online: true };

// What the harness builds afresh before each test; test files read these live bindings.
/** Bodies of every POST /api/order/carts the server received. */
export let posts: CartAddItem[][] = [];
/** What the outbox held, what was replied and the Idempotency-Key when a POST arrived. */
export let atPost: { stored: string | null; replies: number; key: string | null }[] = [];
/** The first answer to each Idempotency-Key, as a server that honours it keeps it (src/mocks/idempotency.ts). */
export let applied: Map<string, { CartIds: number[]; NumberCarts: number }>;
/** Product ids the server refuses with a 400 naming them ('Sản phẩm N: …'), as the mock's line rule does. */
export let serverRefuses: Set<string>;

export let win: FakeWindow;
export let local: MemoryStorage;
let sessionStorageMock: MemoryStorage;
export let session: SessionStore;
export let toasts: { success: Mock<(text: string) => void>; error: Mock<(text: string) => void>; info: Mock<(text: string) => void> };
export let onAccepted: Mock<() => void>;
let keyCounter: number;
/** Every bridge a test started; each is stopped after the test. */
export let bridges: ExtensionBridge[];
let locks: BridgeDeps['lock'];
export const alert = vi.fn(() => Promise.resolve());

/** Signs in; `account` names the customer (UserInfo.UserName), none by default. */
export function login(account?: string) {
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
    isOnline: () => net.online,
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
export function startBridge(overrides: Partial<BridgeDeps> = {}, early: BridgeMessage[] = []): ExtensionBridge {
  const bridge = makeBridge(overrides);
  bridge.start(early);
  return bridge;
}

/** The extension posts its products into the page (`into`: another tab's window). */
export function postFromExtension(data: unknown, from: Partial<BridgeMessage> = {}, into: FakeWindow = win) {
  into.dispatchEvent(messageEvent({ source: into, origin: ORIGIN, data, ...from }));
}

/** The replies the page posted back, as the extension reads them. */
export const repliesOf = (target: FakeWindow = win) => target.replies.map((reply) => reply.message as ExtensionReply);

/** What the refused panel holds. */
export const refusedStored = (): { name: string; link: string; reason: string; detail?: string }[] =>
  JSON.parse(local.getItem(REFUSED_KEY) ?? '[]') as { name: string; link: string; reason: string; detail?: string }[];

/** The products the stored outbox holds, over all its entries. */
export const stored = (raw: string | null = local.getItem(OUTBOX_KEY)): unknown[] =>
  raw === null ? [] : (JSON.parse(raw) as { items: unknown[] }[]).flatMap((entry) => entry.items);

export const productIds = (items: readonly CartAddItem[]) => items.map((item) => item.ProductId);

/** Waits until no send is in flight and `condition` holds. */
export async function settled(bridge: ExtensionBridge, condition: () => void) {
  await vi.waitFor(() => {
    expect(bridge.getSnapshot().sending).toBe(false);
    condition();
  });
}

/** Builds the page afresh before each test and stops its bridges after; call it at the top of a test file. */
export function freshPageForEachTest(): void {
  beforeEach(() => {
    posts = [];
    atPost = [];
    applied = new Map();
    serverRefuses = new Set();
    locks = sharedLocks();
    net.mode = 'ok';
    net.hold = null;
    net.holdKey = null;
    net.online = true;
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
        if (request.headers.get('authorization') !== `Bearer ${TOKEN}` || net.mode === 'unauthorized') return new HttpResponse(null, { status: 401 });
        const body = (await request.json()) as CartAddItem[];
        if (net.hold && (net.holdKey === null || net.holdKey === key)) await net.hold;
        if (net.mode === 'network') return HttpResponse.error();
        if (net.mode === 'error500') return HttpResponse.json(['Máy chủ bận'], { status: 500 });
        if (key !== null && applied.has(key)) return HttpResponse.json(applied.get(key));
        const lines = body.flatMap((item, index) => (serverRefuses.has(item.ProductId) ? [`Sản phẩm ${String(index + 1)}: Giá không quá 1.000.000 ¥`] : []));
        if (lines.length > 0) return HttpResponse.json(lines, { status: 400 });
        posts.push(body);
        const answer = { CartIds: [1], NumberCarts: body.length };
        if (key !== null) applied.set(key, answer);
        // Applied, but the answer never reaches the page (the tab was closed, the network dropped).
        if (net.mode === 'lostAnswer') return HttpResponse.error();
        if (net.mode === 'okNotJson') return new HttpResponse('OK', { status: 200 });
        return HttpResponse.json(answer);
      }),
    );
  });

  afterEach(() => {
    for (const bridge of bridges) bridge.stop();
    resetClient();
  });
}
