import type { ScopedMutator } from 'swr';
import { keyMatches, type Resource } from './keys';

/**
 * What each write changes on the server, in one place: after it succeeds exactly these reads are
 * fetched again (mounted ones now, the others when they next mount).
 */
export const invalidates = {
  /** The cart count lives on the dashboard. */
  addToCart: ['carts', 'dashboard'],
  removeFromCart: ['carts', 'dashboard'],
  editCart: ['carts'],
  /** Carts become orders awaiting their deposit. */
  orderBuy: ['carts', 'dashboard', 'ordersWaitDeposit', 'orders'],
  createOrder: ['orders', 'ordersWaitDeposit', 'dashboard'],
  editOrder: ['orders', 'orderDetails', 'ordersWaitDeposit', 'ordersWaitPay'],
  /** The wallet is debited and the orders move on. */
  payDeposit: ['ordersWaitDeposit', 'ordersWaitPay', 'orders', 'orderDetails', 'dashboard', 'transactions'],
  payRemainder: ['ordersWaitDeposit', 'ordersWaitPay', 'orders', 'orderDetails', 'dashboard', 'transactions', 'ordersInVietnam'],
  topUp: ['deposits', 'transactions', 'dashboard'],
  withdraw: ['withdrawals', 'transactions', 'dashboard'],
  /** The unread count lives in settingdefault. */
  markRead: ['messages', 'settingDefault'],
  /** The order moves to the complaint state. */
  complaint: ['complaints', 'orders', 'orderDetails'],
  /** It also pays what the orders still owe from the wallet (docs/decisions.md). */
  requestDelivery: ['deliveryRequests', 'ordersInVietnam', 'dashboard', 'orders', 'orderDetails', 'ordersWaitPay', 'transactions'],
  updateProfile: ['userInfo'],
  /** Writes that change nothing another screen shows. */
  none: [],
} as const satisfies Record<string, readonly Resource[]>;

export type Change = keyof typeof invalidates;

/** Fetches again every cached read that `change` made stale. */
export function revalidate(mutate: ScopedMutator, change: Change): Promise<unknown> {
  const resources: readonly Resource[] = invalidates[change];
  if (resources.length === 0) return Promise.resolve([]);
  return mutate((key) => keyMatches(key, resources));
}

const announcements = new EventTarget();

/**
 * Tells the mounted app that a write made outside React succeeded (the extension bridge's POST of the
 * cart: SPEC §4's cart-reload signal), so AppSWRConfig revalidates what `change` names in the app's cache.
 */
export function announceChange(change: Change): void {
  announcements.dispatchEvent(new CustomEvent<Change>('change', { detail: change }));
}

/** Follows `announceChange`; returns the unsubscribe. */
export function onAnnouncedChange(listener: (change: Change) => void): () => void {
  const handle = (event: Event) => {
    listener((event as CustomEvent<Change>).detail);
  };
  announcements.addEventListener('change', handle);
  return () => {
    announcements.removeEventListener('change', handle);
  };
}
