import { paths, routePatterns } from '../paths';

/**
 * Every authenticated route and the lazy chunk (route group, SPEC §2) it belongs to. The guard uses it
 * to tell a protected page (→ login) from an unknown address (→ "not found").
 */
export const routeGroups = {
  dashboard: [paths.dashboard],
  order: [paths.cart, paths.ordersWaitDeposit, paths.ordersWaitPay, paths.orders, routePatterns.orderDetail],
  orderShip: [paths.transports, routePatterns.transportDetail, paths.complaints],
  transaction: [paths.transactions, paths.deposit, paths.withdrawal],
  delivery: [paths.deliveryCreate, paths.deliveryList],
  user: [paths.userInfo, paths.changePassword],
  message: [paths.messages],
} as const;

export type RouteGroup = keyof typeof routeGroups;

const toRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}/?$`);
const matchers = Object.entries(routeGroups).flatMap(([group, patterns]) =>
  patterns.map((pattern) => ({ group: group as RouteGroup, test: toRegExp(pattern) })),
);

/** The group of an authenticated path, or null when the portal has no such page. */
export function groupOf(path: string): RouteGroup | null {
  return matchers.find((matcher) => matcher.test.test(path))?.group ?? null;
}
