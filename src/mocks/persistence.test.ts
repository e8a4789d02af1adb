import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAccount } from '../app/demo';
import { createDb, DEMO_PASSWORD, DEMO_USERNAME, loadDb } from './db';
import { createHandlers } from './handlers';
import { DEMO_STORAGE_KEY, loadDemoState, refreshImageUrls, saveDemoState } from './persistence';
import { productImages } from './fixtures/products';
import { server } from '../../tests/support/mswServer';
import { TEST_ORIGIN } from './node';
import { balanceOf } from './rules';
import { call } from './testing';

/** A Storage in memory, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

/** Where `call` sends requests: the test origin, as setupMockServer's handle does. */
const handle = {
  url(path: string, query?: Record<string, string | number>): string {
    const url = new URL(path, TEST_ORIGIN);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
    return url.toString();
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('demo persistence', () => {
  it('keeps a deposit made in one session after a reload, with the token still valid', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });

    // First page load: a world from storage (none yet → the seed), saved after every write.
    const first = createDb();
    first.replaceState(loadDemoState());
    first.subscribe(saveDemoState);
    server.use(...createHandlers(first));
    const login = await call<{ token: string }>(handle, 'POST', '/api/account/login', { token: null, body: { UserName: DEMO_USERNAME, Password: DEMO_PASSWORD } });
    const waiting = first.demo.orders.find((order) => order.State === 1)!;
    const before = balanceOf(first.demo);
    const paid = await call(handle, 'POST', '/api/order/updateorderdeposit', { token: login.body.token, body: { OrderIds: [waiting.Id] } });
    expect(paid.status).toBe(200);
    expect(storage.getItem('user.configs')).toBeNull();
    const saved = storage.getItem(DEMO_STORAGE_KEY);
    expect(saved).not.toBeNull();

    // Second page load: the saved world, served by fresh handlers.
    const second = createDb();
    second.replaceState(loadDemoState());
    server.resetHandlers();
    server.use(...createHandlers(second));
    const detail = await call<{ State: number }>(handle, 'GET', `/api/order/getorderdetails/${waiting.Id}`, { token: login.body.token });
    expect(detail.status).toBe(200);
    expect(detail.body.State).toBe(2);
    expect(balanceOf(second.demo)).toBe(before - waiting.DepositAmount);
  });

  it('round-trips through serialize and loadDb, and ignores an unreadable save', () => {
    const db = createDb();
    db.demo.carts = [];
    const loaded = loadDb(db.serialize());
    expect(loaded.serialize()).toBe(db.serialize());
    expect(loaded.demo.carts).toEqual([]);

    vi.stubGlobal('window', { localStorage: memoryStorage() });
    window.localStorage.setItem(DEMO_STORAGE_KEY, '{"version":0}');
    expect(JSON.stringify(loadDemoState())).toBe(createDb().serialize());
  });

  it('points saved pictures at this build’s files', () => {
    const state = createDb().state;
    const item = state.books[0]!.carts[0]!.CartItems[0]!;
    item.Image = '/assets/dress-B4x9kQ2a.svg';
    const order = state.books[0]!.orders[0]!;
    order.Image = 'https://img.alicdn.com/imgextra/i1/abc.jpg';
    refreshImageUrls(state);
    expect(item.Image).toBe(productImages.dress);
    expect(order.Image).toBe('https://img.alicdn.com/imgextra/i1/abc.jpg');
  });

  it('offers the seeded demo account on the login page', () => {
    expect(demoAccount).toEqual({ userName: DEMO_USERNAME, password: DEMO_PASSWORD });
  });
});
