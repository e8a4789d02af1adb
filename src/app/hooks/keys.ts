import { endpointCatalog, type EndpointName } from '../api/endpoints/catalog';

// SWR keys are the request itself: [path, query]. Two screens asking for the same page share one
// request and one cache entry, and invalidation can find every entry of a resource by its path.

/** The read (GET) call behind every resource, by the name of its endpoint function. */
const readEndpoints = {
  warehouses: 'getWarehouses',
  websiteInfo: 'getWebsiteInfo',
  settingDefault: 'getSettingDefault',
  userInfo: 'getUserInfo',
  messages: 'getMessages',
  transactions: 'getTransactions',
  deposits: 'getDeposits',
  withdrawals: 'getWithdrawals',
  dashboard: 'getDashboard',
  carts: 'getCarts',
  orders: 'getOrders',
  orderDetails: 'getOrderDetails',
  ordersWaitDeposit: 'getOrderDeposits',
  ordersWaitPay: 'getOrderWaitPay',
  transports: 'getTransports',
  transportDetails: 'getTransportDetails',
  complaints: 'getComplains',
  ordersInVietnam: 'getOrderHasVietnam',
  deliveryRequests: 'getListRequestDelivery',
} as const satisfies Record<string, EndpointName>;

/** The path of every read call, by resource, from the endpoint catalogue. Details calls get '/{id}' appended. */
export const readPaths = Object.fromEntries(
  Object.entries(readEndpoints).map(([resource, name]) => {
    const path = endpointCatalog.find((entry) => entry.name === name)?.path ?? '';
    return [resource, path.replace(/\/\{id\}$/, '')];
  }),
) as Record<keyof typeof readEndpoints, string>;

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
