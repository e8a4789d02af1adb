import { unstable_serialize } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { endpointCatalog } from '../api/endpoints/catalog';
import { invalidates, revalidate, type Change } from './invalidation';
import { detailsKey, keyMatches, readKey, readPaths, type Resource } from './keys';

describe('keys', () => {
  it('are the request: [path, query]', () => {
    expect(readKey('orders', { skip: 0, take: 20 })).toEqual(['/api/order/orders', { skip: 0, take: 20 }]);
    expect(readKey('dashboard')).toEqual(['/api/order/getdashboard', null]);
    expect(detailsKey('orderDetails', 12)).toEqual(['/api/order/getorderdetails/12', 12]);
    expect(detailsKey('transportDetails', undefined)).toBeNull();
  });

  it('serialise the same for the same filters, whatever the order of fields or undefined ones', () => {
    const a = readKey('orders', { skip: 0, take: 20, state: undefined, from: new Date(2026, 0, 5) });
    const b = readKey('orders', { from: new Date(2026, 0, 5), take: 20, skip: 0 });
    expect(unstable_serialize(a)).toBe(unstable_serialize(b));
    expect(unstable_serialize(a)).not.toBe(unstable_serialize(readKey('orders', { skip: 20, take: 20 })));
  });

  it('name only GET calls of SPEC §7', () => {
    const gets = new Set(endpointCatalog.filter((entry) => entry.method === 'GET').map((entry) => entry.path.replace(/\/\{id\}$/, '')));
    for (const path of Object.values(readPaths)) expect(gets).toContain(path);
    expect(Object.keys(readPaths)).toHaveLength(gets.size);
  });

  it('match a resource by its path, details included', () => {
    expect(keyMatches(readKey('orders', { skip: 0 }), ['orders'])).toBe(true);
    expect(keyMatches(detailsKey('orderDetails', 3), ['orderDetails'])).toBe(true);
    expect(keyMatches(detailsKey('orderDetails', 3), ['orders'])).toBe(false);
    expect(keyMatches(['/api/order/ordersarchive', null], ['orders'])).toBe(false);
    expect(keyMatches('/api/order/orders', ['orders'])).toBe(false);
    expect(keyMatches(['write', 'deposit'], ['orders'])).toBe(false);
  });
});

describe('what each write invalidates', () => {
  const expected: [Change, Resource[]][] = [
    ['addToCart', ['carts', 'dashboard']],
    ['orderBuy', ['carts', 'dashboard', 'ordersWaitDeposit']],
    ['payDeposit', ['ordersWaitDeposit', 'ordersWaitPay', 'orders', 'dashboard', 'transactions']],
    ['payRemainder', ['ordersWaitDeposit', 'ordersWaitPay', 'orders', 'dashboard', 'transactions']],
    ['topUp', ['deposits', 'transactions', 'dashboard']],
    ['withdraw', ['withdrawals', 'transactions', 'dashboard']],
    ['markRead', ['messages', 'settingDefault']],
    ['complaint', ['complaints']],
    ['requestDelivery', ['deliveryRequests', 'ordersInVietnam', 'dashboard', 'orders', 'ordersWaitPay', 'transactions']],
    ['updateProfile', ['userInfo']],
  ];
  it.each(expected)('%s refreshes at least %j', (change, resources) => {
    expect(invalidates[change]).toEqual(expect.arrayContaining(resources));
  });

  it('changing the password refreshes nothing', async () => {
    const mutate = vi.fn();
    await revalidate(mutate, 'none');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('hands SWR a filter that picks exactly the stale entries', async () => {
    // SWR calls the filter with the original key of every cached entry a hook has used.
    const cached = [
      readKey('orders', { skip: 0, take: 20 }),
      readKey('orders', { skip: 20, take: 20 }),
      detailsKey('orderDetails', 7),
      readKey('ordersWaitDeposit'),
      readKey('dashboard'),
      readKey('carts', { skip: 0, take: 10 }),
      readKey('messages', { skip: 0, take: 10 }),
      detailsKey('transportDetails', 7),
      ['write', 'updateOrderDeposit'],
    ];
    const mutate = vi.fn((filter: (key: unknown) => boolean) => Promise.resolve(cached.filter(filter)));
    const refreshed = await revalidate(mutate as unknown as Parameters<typeof revalidate>[0], 'payDeposit');
    expect(refreshed).toEqual([
      readKey('orders', { skip: 0, take: 20 }),
      readKey('orders', { skip: 20, take: 20 }),
      detailsKey('orderDetails', 7),
      readKey('ordersWaitDeposit'),
      readKey('dashboard'),
    ]);
  });
});
