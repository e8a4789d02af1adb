import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { UserConfigs } from '../api/schemas/customer';
import { CONFIGS_KEY, SessionStorageError, createSessionStore } from './store';
import { useSession } from './useSession';
import { MemoryStorage } from '../../../tests/support/memoryStorage';

const configs: UserConfigs = {
  token: 'tok-1',
  CurrentRate: 3650,
  ExtensionLink: null,
  NumberCarts: 2,
  PocketMoney: 1_500_000,
  ShopFavorites: [{ Name: 'Shop A', Link: 'https://shop-a.taobao.com', ItemLinks: [] }],
  Settings: { NotifySite: null, FeeBuyer: { '0-1000000': 3, '1000000-0': 2 } },
  NumberMessages: 1,
  Messages: [],
  UserInfo: { UserName: 'lan.nguyen', Avatar: null, FullName: 'Nguyễn Thị Lan', Email: '', Phone: '', Address: '', WarehouseId: 1 },
};

/** What another tab's write looks like to this one. */
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const events = new EventTarget();
  const store = createSessionStore({ local: () => local, session: () => session, events: () => events });
  return { local, session, events, store };
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('reading user.configs', () => {
  it('is anonymous when nothing is stored', () => {
    const { store } = setup();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', configs: null });
    expect(store.getToken()).toBeUndefined();
  });

  it('is authenticated at start-up from a stored token', () => {
    const { local, store } = setup();
    local.setItem(CONFIGS_KEY, JSON.stringify(configs));
    expect(store.getSnapshot()).toEqual({ status: 'authenticated', configs });
    expect(store.getToken()).toBe('tok-1');
  });

  it('returns the same snapshot object until something changes', () => {
    const { local, store } = setup();
    local.setItem(CONFIGS_KEY, JSON.stringify(configs));
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it("prefers this tab's login over a remembered one", () => {
    const { local, session, store } = setup();
    local.setItem(CONFIGS_KEY, JSON.stringify({ token: 'remembered' }));
    session.setItem(CONFIGS_KEY, JSON.stringify({ token: 'this-tab' }));
    expect(store.getToken()).toBe('this-tab');
  });

  it.each([
    ['corrupt JSON', '{"token": "tok'],
    ['a wrong shape', JSON.stringify({ token: 42 })],
    ['a missing token', JSON.stringify({ CurrentRate: 3650 })],
    ['an empty token', JSON.stringify({ token: '' })],
    ['a bad nested field', JSON.stringify({ ...configs, Messages: [{ Note: 'x' }] })],
    ['null', 'null'],
  ])('treats %s as logged out and removes the key', (_name, raw) => {
    const { local, store } = setup();
    local.setItem(CONFIGS_KEY, raw);
    expect(store.getSnapshot().status).toBe('anonymous');
    expect(local.items.has(CONFIGS_KEY)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('falls back to the remembered login when the tab copy is corrupt', () => {
    const { local, session, store } = setup();
    session.setItem(CONFIGS_KEY, 'not json');
    local.setItem(CONFIGS_KEY, JSON.stringify(configs));
    expect(store.getToken()).toBe('tok-1');
    expect(session.items.has(CONFIGS_KEY)).toBe(false);
  });

  it('survives storages that are blocked or missing', () => {
    const blocked = createSessionStore({
      local: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      session: () => undefined,
      events: () => undefined,
    });
    expect(blocked.getSnapshot().status).toBe('anonymous');
    expect(blocked.write(configs, true)).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(() => {
      blocked.clear();
    }).not.toThrow();
  });
});

describe('writing user.configs', () => {
  it('remembers in localStorage when "remember me" is checked, and drops the tab copy', () => {
    const { local, session, store } = setup();
    session.setItem(CONFIGS_KEY, JSON.stringify({ token: 'old' }));
    expect(store.write(configs, true)).toEqual({ ok: true });
    expect(JSON.parse(local.getItem(CONFIGS_KEY) ?? '')).toEqual(configs);
    expect(session.items.has(CONFIGS_KEY)).toBe(false);
    expect(store.getSnapshot()).toEqual({ status: 'authenticated', configs });
  });

  it('keeps it to this tab when unchecked, and drops the remembered copy', () => {
    const { local, session, store } = setup();
    local.setItem(CONFIGS_KEY, JSON.stringify({ token: 'old' }));
    store.write(configs, false);
    expect(session.items.has(CONFIGS_KEY)).toBe(true);
    expect(local.items.has(CONFIGS_KEY)).toBe(false);
  });

  it('tells subscribers', () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.getSnapshot();
    store.write(configs, true);
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().status).toBe('anonymous');
  });

  it.each([
    ['QuotaExceededError', new DOMException('full', 'QuotaExceededError')],
    ["Firefox's name", new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED')],
  ])('survives a full storage (%s) with the Vietnamese message', (_name, error) => {
    const { local, store } = setup();
    local.failWith = error;
    const result = store.write(configs, true);
    expect(result).toEqual({ ok: false, reason: 'quota', message: 'Trình duyệt không còn chỗ lưu dữ liệu. Hãy xoá bớt dữ liệu trang web rồi thử lại.' });
    expect(store.getSnapshot().status).toBe('anonymous');
  });

  it('gives flows a typed error with the same message', () => {
    const error = new SessionStorageError('quota');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Trình duyệt không còn chỗ lưu dữ liệu. Hãy xoá bớt dữ liệu trang web rồi thử lại.');
  });

  it('updates fields where the configs already are', () => {
    const { local, session, store } = setup();
    store.write(configs, false);
    expect(store.update({ NumberCarts: 5 })).toEqual({ ok: true });
    expect(store.getSnapshot().configs?.NumberCarts).toBe(5);
    expect(local.items.has(CONFIGS_KEY)).toBe(false);
    expect(JSON.parse(session.getItem(CONFIGS_KEY) ?? '')).toMatchObject({ token: 'tok-1', NumberCarts: 5 });
  });

  it('does not update a logged-out session', () => {
    const { local, store } = setup();
    expect(store.update({ NumberCarts: 5 }).ok).toBe(false);
    expect(local.items.size).toBe(0);
  });

  it('carries a pending login token until the configs are written', () => {
    const { store } = setup();
    store.setPendingToken('pending');
    expect(store.getToken()).toBe('pending');
    expect(store.getSnapshot().status).toBe('anonymous');
    store.write(configs, true);
    expect(store.getToken()).toBe('tok-1');
    store.setPendingToken('again');
    store.clear();
    expect(store.getToken()).toBeUndefined();
  });
});

describe('other tabs', () => {
  it('follows a login in another tab', () => {
    const { local, events, store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().status).toBe('anonymous');
    local.items.set(CONFIGS_KEY, JSON.stringify(configs));
    events.dispatchEvent(storageEvent(CONFIGS_KEY));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ status: 'authenticated', configs });
  });

  it('follows a logout in another tab, also by clear()', () => {
    for (const key of [CONFIGS_KEY, null]) {
      const { local, events, store } = setup();
      local.setItem(CONFIGS_KEY, JSON.stringify(configs));
      const listener = vi.fn();
      store.subscribe(listener);
      expect(store.getSnapshot().status).toBe('authenticated');
      local.items.clear();
      events.dispatchEvent(storageEvent(key));
      expect(listener).toHaveBeenCalledTimes(1);
      expect(store.getSnapshot().status).toBe('anonymous');
    }
  });

  it('keeps its own tab-only login when another tab logs out', () => {
    const { session, events, store } = setup();
    session.setItem(CONFIGS_KEY, JSON.stringify(configs));
    store.subscribe(vi.fn());
    expect(store.getToken()).toBe('tok-1');
    events.dispatchEvent(storageEvent(CONFIGS_KEY));
    expect(store.getToken()).toBe('tok-1');
  });

  it('ignores other keys, and stops listening when nobody subscribes', () => {
    const { local, events, store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.getSnapshot();
    local.items.set(CONFIGS_KEY, JSON.stringify(configs));
    events.dispatchEvent(storageEvent('theme'));
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    events.dispatchEvent(storageEvent(CONFIGS_KEY));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('useSession', () => {
  function Probe({ store }: { store: ReturnType<typeof setup>['store'] }) {
    const session = useSession(store);
    return createElement('p', null, session.status === 'authenticated' ? `${session.status}:${session.configs.token}` : session.status);
  }

  it('renders the current session', () => {
    const { local, store } = setup();
    expect(renderToString(createElement(Probe, { store }))).toBe('<p>anonymous</p>');
    local.setItem(CONFIGS_KEY, JSON.stringify(configs));
    const fresh = createSessionStore({ local: () => local, session: () => undefined, events: () => undefined });
    expect(renderToString(createElement(Probe, { store: fresh }))).toBe('<p>authenticated:tok-1</p>');
  });
});
