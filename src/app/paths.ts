/** Every hash route of the portal (SPEC §2), in one place so links and routes cannot drift. */
export const paths = {
  login: '/login',
  register: '/register',
  /** SPEC §2's `error` route group: a public page of its own. */
  error: '/error',
  resetPassword: (id: string) => `/reset-password/${encodeURIComponent(id)}`,
  dashboard: '/dashboard',
  cart: '/order/cart',
  ordersWaitDeposit: '/order/order-wait-deposit',
  ordersWaitPay: '/order/order-wait-pay',
  orders: '/order/list-orders',
  orderDetail: (id: number | string) => `/order/detail/${encodeURIComponent(String(id))}`,
  transports: '/order/transport',
  transportDetail: (id: number | string) => `/order/transport/${encodeURIComponent(String(id))}`,
  complaints: '/order/complain',
  transactions: '/transaction/list',
  deposit: '/transaction/deposit',
  withdrawal: '/transaction/withdrawal',
  deliveryCreate: '/delivery/create-request',
  deliveryList: '/delivery/list-request',
  userInfo: '/user/user-info',
  changePassword: '/user/change-password',
  messages: '/message/list-messages',
} as const;

/** The patterns of the pages with an id, as the route table and the group's Switch both match them. */
export const routePatterns = {
  orderDetail: '/order/detail/:id',
  transportDetail: '/order/transport/:id',
} as const;

/** The hash form used in href attributes: `#/order/cart`. */
export { hashHref } from '../ui/Link/hashHref';
