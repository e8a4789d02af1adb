// The 43 calls of SPEC §7, in its order, written once: `name` is the function of endpoints/<group>.ts
// that makes the call, `path` the path as SPEC writes it ({id}, {x} for the segments filled in). The
// functions take their method, path and once-per-intent flag from here (`route`), the mock server its
// routes (src/mocks/endpoints.ts) and the SWR keys their read paths (app/hooks/keys.ts); a test holds the
// functions and the mock handlers to it.
import { segment } from './shared';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointEntry {
  readonly group: 'account' | 'customer' | 'order';
  readonly name: string;
  readonly method: EndpointMethod;
  readonly path: string;
}

export const endpointCatalog = [
  // Account
  { group: 'account', name: 'getWarehouses', method: 'GET', path: '/api/account/getwarehouses' },
  { group: 'account', name: 'getWebsiteInfo', method: 'GET', path: '/api/account/getwebsiteinfo' },
  { group: 'account', name: 'login', method: 'POST', path: '/api/account/login' },
  { group: 'account', name: 'register', method: 'POST', path: '/api/account/register' },
  { group: 'account', name: 'sendForgotPassword', method: 'POST', path: '/api/account/sendforgotpassword' },
  { group: 'account', name: 'resetPassword', method: 'POST', path: '/api/account/resetpassword/{id}' },
  // Customer
  { group: 'customer', name: 'getSettingDefault', method: 'GET', path: '/api/customer/getsettingdefault' },
  { group: 'customer', name: 'getUserInfo', method: 'GET', path: '/api/customer/userinfo' },
  { group: 'customer', name: 'updateUserInfo', method: 'POST', path: '/api/customer/updateuserinfo' },
  { group: 'customer', name: 'changePassword', method: 'POST', path: '/api/customer/changepassword' },
  { group: 'customer', name: 'logout', method: 'POST', path: '/api/customer/logout' },
  { group: 'customer', name: 'getMessages', method: 'GET', path: '/api/customer/getmessages' },
  { group: 'customer', name: 'updateReadMessage', method: 'PUT', path: '/api/customer/updatereadmessage' },
  { group: 'customer', name: 'getTransactions', method: 'GET', path: '/api/customer/transactions' },
  { group: 'customer', name: 'getDeposits', method: 'GET', path: '/api/customer/getdeposits' },
  { group: 'customer', name: 'getWithdrawals', method: 'GET', path: '/api/customer/getwithdrawals' },
  { group: 'customer', name: 'deposit', method: 'POST', path: '/api/customer/deposit' },
  { group: 'customer', name: 'withdrawal', method: 'POST', path: '/api/customer/withdrawal' },
  // Order
  { group: 'order', name: 'getDashboard', method: 'GET', path: '/api/order/getdashboard' },
  { group: 'order', name: 'getCarts', method: 'GET', path: '/api/order/getcarts' },
  { group: 'order', name: 'removeCart', method: 'DELETE', path: '/api/order/removecart/{id}' },
  { group: 'order', name: 'addCartItems', method: 'POST', path: '/api/order/carts' },
  { group: 'order', name: 'deleteCartItem', method: 'DELETE', path: '/api/order/deletecartitem/{id}' },
  { group: 'order', name: 'updateCartItemField', method: 'PUT', path: '/api/order/updatecartitemfield/{id}' },
  { group: 'order', name: 'updateCartField', method: 'PUT', path: '/api/order/updatecartfield/{id}' },
  { group: 'order', name: 'updateOrderField', method: 'PUT', path: '/api/order/updateorderfield/{id}/{x}' },
  { group: 'order', name: 'updateOrderItemField', method: 'PUT', path: '/api/order/updateorderitemfield/{id}/{x}' },
  { group: 'order', name: 'orderBuy', method: 'PUT', path: '/api/order/orderbuy/{id}' },
  { group: 'order', name: 'orderBuyIds', method: 'POST', path: '/api/order/orderbuyids' },
  { group: 'order', name: 'getOrders', method: 'GET', path: '/api/order/orders' },
  { group: 'order', name: 'getOrderDetails', method: 'GET', path: '/api/order/getorderdetails/{id}' },
  { group: 'order', name: 'getOrderDeposits', method: 'GET', path: '/api/order/getOrderdeposits' },
  { group: 'order', name: 'getOrderWaitPay', method: 'GET', path: '/api/order/getorderwaitpay' },
  { group: 'order', name: 'updateOrderDeposit', method: 'POST', path: '/api/order/updateorderdeposit' },
  { group: 'order', name: 'updateOrderPay', method: 'POST', path: '/api/order/updateorderpay' },
  { group: 'order', name: 'getTransports', method: 'GET', path: '/api/order/transports' },
  { group: 'order', name: 'getTransportDetails', method: 'GET', path: '/api/order/transportdetails/{id}' },
  { group: 'order', name: 'addComplain', method: 'POST', path: '/api/order/addComplain' },
  { group: 'order', name: 'getComplains', method: 'GET', path: '/api/order/getcomplains' },
  { group: 'order', name: 'createOrder', method: 'POST', path: '/api/order/createorder' },
  { group: 'order', name: 'createRequestDelivery', method: 'POST', path: '/api/order/createrequestdelivery' },
  { group: 'order', name: 'getOrderHasVietnam', method: 'GET', path: '/api/order/getorderhasvietnam' },
  { group: 'order', name: 'getListRequestDelivery', method: 'GET', path: '/api/order/getlistrequestdelivery' },
] as const satisfies readonly EndpointEntry[];

export type EndpointName = (typeof endpointCatalog)[number]['name'];

/**
 * The money-moving calls, keyed by the customer's intent that sends each (app/money names its outcomes
 * by these keys, so an intent and its call are listed once): the client sends each call at most once
 * per intent (`once: true`).
 */
export const onceIntentEndpoints = {
  payDeposit: 'updateOrderDeposit',
  payRemainder: 'updateOrderPay',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  orderBuy: 'orderBuy',
  orderBuyIds: 'orderBuyIds',
  createOrder: 'createOrder',
  requestDelivery: 'createRequestDelivery',
  complaint: 'addComplain',
} as const satisfies Record<string, EndpointName>;

export const onceEndpoints: readonly EndpointName[] = Object.values(onceIntentEndpoints);

/** A concrete path for a catalogue path: '{id}' and '{x}' filled in, URL-encoded. */
export function fillPath(path: string, params: { id?: string | number; x?: string }): string {
  return path.replace(/\{(id|x)\}/g, (_match, key: 'id' | 'x') => encodeURIComponent(String(params[key] ?? '')));
}

const entries = new Map<string, EndpointEntry>(endpointCatalog.map((entry) => [entry.name, entry]));
const sentOnce = new Set<string>(onceEndpoints);

/** The request options one call takes from the catalogue. */
export interface Route {
  method: EndpointMethod;
  path: string;
  /** Only on the money-moving calls (onceEndpoints). */
  once?: true;
}

/**
 * How the function `name` calls the server: its method, its path with `{id}` and `{x}` filled in as
 * checked segments (`segment` refuses '', '.', '..'), and `once` for a money-moving call.
 */
export function route(name: EndpointName, segments: { id?: string | number; x?: string } = {}): Route {
  // Every name of the catalogue is in the map: EndpointName is exactly those names.
  const entry = entries.get(name) as EndpointEntry;
  const path = entry.path.replace(/\{(id|x)\}/g, (_match, key: 'id' | 'x') => segment(segments[key] ?? ''));
  return { method: entry.method, path, ...(sentOnce.has(name) ? { once: true as const } : {}) };
}
