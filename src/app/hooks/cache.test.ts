import { describe, expect, it } from 'vitest';
import type { Cache } from 'swr';
import type { UserConfigs } from '../api/schemas/customer';
import { CONFIGS_KEY, createSessionStore } from '../session/store';
import { followSession } from './cache';
import { MemoryStorage } from '../../../tests/support/memoryStorage';


const account = (token: string, UserName: string): UserConfigs => ({
  token,
  UserInfo: { UserName, Avatar: null, FullName: UserName, Email: '', Phone: '', Address: '', WarehouseId: 1 },
});

function setup() {
  const local = new MemoryStorage();
  const events = new EventTarget();
  const session = createSessionStore({ local: () => local, session: () => new MemoryStorage(), events: () => events });
  const cache: Cache = new Map();
  // SWR reads the cache when a screen renders; what it would show is what is in here.
  const seen = () => [...cache.keys()].map((key) => cache.get(key)?.data as unknown);
  return { local, events, session, cache, seen };
}

describe('followSession: each session has its own SWR cache (issue 12 §3)', () => {
  it('a switch from account A straight to B (no anonymous in between) leaves B nothing of A', () => {
    const { session, cache, seen } = setup();
    session.write(account('token-a', 'khach.a'), true);
    const stop = followSession(cache, session);
    cache.set('["getWallet",{}]', { data: { PocketMoney: 9_000_000, owner: 'khach.a' } });

    session.write(account('token-b', 'khach.b'), true);
    expect(session.getSnapshot().configs?.UserInfo?.UserName).toBe('khach.b');
    expect(seen()).toEqual([]);
    stop();
  });

  it('another tab accepting a token link for B empties this tab’s cache of A', () => {
    const { local, events, session, cache, seen } = setup();
    session.write(account('token-a', 'khach.a'), true);
    const stop = followSession(cache, session);
    cache.set('["getOrders",{"skip":0}]', { data: { Items: ['đơn của A'] } });

    local.setItem(CONFIGS_KEY, JSON.stringify(account('token-b', 'khach.b')));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: CONFIGS_KEY }));
    expect(session.getSnapshot().configs?.token).toBe('token-b');
    expect(seen()).toEqual([]);
    stop();
  });

  it('logout empties it; an update of the same session (the cart count) keeps it', () => {
    const { session, cache, seen } = setup();
    session.write(account('token-a', 'khach.a'), true);
    const stop = followSession(cache, session);
    cache.set('["getCart",{}]', { data: { Items: [1] } });

    session.update({ NumberCarts: 3 });
    expect(seen()).toEqual([{ Items: [1] }]);

    session.clear();
    expect(seen()).toEqual([]);
    stop();
  });
});
