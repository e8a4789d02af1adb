// SWR keys are the request itself: [path, query]. Two screens asking for the same page share one
// request and one cache entry, and invalidation can find every entry of a resource by its path.

/** The path of every read (GET) call, by resource. Details calls get '/{id}' appended. */
export const readPaths = {
  warehouses: '/api/account/getwarehouses',
  websiteInfo: '/api/account/getwebsiteinfo',
  settingDefault: '/api/customer/getsettingdefault',
  userInfo: '/api/customer/userinfo',
  messages: '/api/customer/getmessages',
  transactions: '/api/customer/transactions',
  deposits: '/api/customer/getdeposits',
  withdrawals: '/api/customer/getwithdrawals',
  dashboard: '/api/order/getdashboard',
  carts: '/api/order/getcarts',
  orders: '/api/order/orders',
  orderDetails: '/api/order/getorderdetails',
  ordersWaitDeposit: '/api/order/getOrderdeposits',
  ordersWaitPay: '/api/order/getorderwaitpay',
  transports: '/api/order/transports',
  transportDetails: '/api/order/transportdetails',
  complains: '/api/order/getcomplains',
  ordersInVietnam: '/api/order/getorderhasvietnam',
  deliveryRequests: '/api/order/getlistrequestdelivery',
} as const;

export type Resource = keyof typeof readPaths;

export type ReadKey<Q> = readonly [path: string, query: Q];

export function readKey(resource: Resource): ReadKey<null>;
export function readKey<Q>(resource: Resource, query: Q): ReadKey<Q>;
export function readKey(resource: Resource, query: unknown = null): ReadKey<unknown> {
  return [readPaths[resource], query];
}

/**
 * The key of a details call: its path, and the id again for the fetcher. Null (no request) while the
 * id is not known yet.
 */
export function detailsKey(resource: 'orderDetails' | 'transportDetails', id: number | null | undefined): ReadKey<number> | null {
  return id === null || id === undefined ? null : [`${readPaths[resource]}/${encodeURIComponent(String(id))}`, id];
}

/** Whether an SWR cache key belongs to one of the resources. */
export function keyMatches(key: unknown, resources: readonly Resource[]): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
  const path: string = key[0];
  return resources.some((resource) => path === readPaths[resource] || path.startsWith(`${readPaths[resource]}/`));
}
