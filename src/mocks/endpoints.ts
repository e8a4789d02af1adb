/**
 * The 43 calls of SPEC §7 as the mock server knows them: a name (the last fixed segment of the path,
 * as the server's action is called), an alias (the name of the client's endpoint function in
 * src/app/api/endpoints/catalog.ts), the method and the path with its parameters. Either name works
 * wherever an endpoint is named (scenarios, `db.requestCount`), case-insensitively. Scenarios and the
 * request counter use the names; the handlers use the paths, prefixed with '*' so any origin matches
 * (relative '/api/...' in the browser, an absolute VITE_API_BASE or 'http://localhost' in node).
 */
export const mockEndpoints = [
  // Account
  { name: 'getwarehouses', alias: 'getWarehouses', method: 'GET', path: '/api/account/getwarehouses' },
  { name: 'getwebsiteinfo', alias: 'getWebsiteInfo', method: 'GET', path: '/api/account/getwebsiteinfo' },
  { name: 'login', alias: 'login', method: 'POST', path: '/api/account/login' },
  { name: 'register', alias: 'register', method: 'POST', path: '/api/account/register' },
  { name: 'sendforgotpassword', alias: 'sendForgotPassword', method: 'POST', path: '/api/account/sendforgotpassword' },
  { name: 'resetpassword', alias: 'resetPassword', method: 'POST', path: '/api/account/resetpassword/:id' },
  // Customer
  { name: 'getsettingdefault', alias: 'getSettingDefault', method: 'GET', path: '/api/customer/getsettingdefault' },
  { name: 'userinfo', alias: 'getUserInfo', method: 'GET', path: '/api/customer/userinfo' },
  { name: 'updateuserinfo', alias: 'updateUserInfo', method: 'POST', path: '/api/customer/updateuserinfo' },
  { name: 'changepassword', alias: 'changePassword', method: 'POST', path: '/api/customer/changepassword' },
  { name: 'logout', alias: 'logout', method: 'POST', path: '/api/customer/logout' },
  { name: 'getmessages', alias: 'getMessages', method: 'GET', path: '/api/customer/getmessages' },
  { name: 'updatereadmessage', alias: 'updateReadMessage', method: 'PUT', path: '/api/customer/updatereadmessage' },
  { name: 'transactions', alias: 'getTransactions', method: 'GET', path: '/api/customer/transactions' },
  { name: 'getdeposits', alias: 'getDeposits', method: 'GET', path: '/api/customer/getdeposits' },
  { name: 'getwithdrawals', alias: 'getWithdrawals', method: 'GET', path: '/api/customer/getwithdrawals' },
  { name: 'deposit', alias: 'deposit', method: 'POST', path: '/api/customer/deposit' },
  { name: 'withdrawal', alias: 'withdrawal', method: 'POST', path: '/api/customer/withdrawal' },
  // Order
  { name: 'getdashboard', alias: 'getDashboard', method: 'GET', path: '/api/order/getdashboard' },
  { name: 'getcarts', alias: 'getCarts', method: 'GET', path: '/api/order/getcarts' },
  { name: 'removecart', alias: 'removeCart', method: 'DELETE', path: '/api/order/removecart/:id' },
  { name: 'carts', alias: 'addCartItems', method: 'POST', path: '/api/order/carts' },
  { name: 'deletecartitem', alias: 'deleteCartItem', method: 'DELETE', path: '/api/order/deletecartitem/:id' },
  { name: 'updatecartitemfield', alias: 'updateCartItemField', method: 'PUT', path: '/api/order/updatecartitemfield/:id' },
  { name: 'updatecartfield', alias: 'updateCartField', method: 'PUT', path: '/api/order/updatecartfield/:id' },
  { name: 'updateorderfield', alias: 'updateOrderField', method: 'PUT', path: '/api/order/updateorderfield/:id/:field' },
  { name: 'updateorderitemfield', alias: 'updateOrderItemField', method: 'PUT', path: '/api/order/updateorderitemfield/:id/:field' },
  { name: 'orderbuy', alias: 'orderBuy', method: 'PUT', path: '/api/order/orderbuy/:id' },
  { name: 'orderbuyids', alias: 'orderBuyIds', method: 'POST', path: '/api/order/orderbuyids' },
  { name: 'orders', alias: 'getOrders', method: 'GET', path: '/api/order/orders' },
  { name: 'getorderdetails', alias: 'getOrderDetails', method: 'GET', path: '/api/order/getorderdetails/:id' },
  { name: 'getOrderdeposits', alias: 'getOrderDeposits', method: 'GET', path: '/api/order/getOrderdeposits' },
  { name: 'getorderwaitpay', alias: 'getOrderWaitPay', method: 'GET', path: '/api/order/getorderwaitpay' },
  { name: 'updateorderdeposit', alias: 'updateOrderDeposit', method: 'POST', path: '/api/order/updateorderdeposit' },
  { name: 'updateorderpay', alias: 'updateOrderPay', method: 'POST', path: '/api/order/updateorderpay' },
  { name: 'transports', alias: 'getTransports', method: 'GET', path: '/api/order/transports' },
  { name: 'transportdetails', alias: 'getTransportDetails', method: 'GET', path: '/api/order/transportdetails/:id' },
  { name: 'addComplain', alias: 'addComplain', method: 'POST', path: '/api/order/addComplain' },
  { name: 'getcomplains', alias: 'getComplains', method: 'GET', path: '/api/order/getcomplains' },
  { name: 'createorder', alias: 'createOrder', method: 'POST', path: '/api/order/createorder' },
  { name: 'createrequestdelivery', alias: 'createRequestDelivery', method: 'POST', path: '/api/order/createrequestdelivery' },
  { name: 'getorderhasvietnam', alias: 'getOrderHasVietnam', method: 'GET', path: '/api/order/getorderhasvietnam' },
  { name: 'getlistrequestdelivery', alias: 'getListRequestDelivery', method: 'GET', path: '/api/order/getlistrequestdelivery' },
] as const;

export type MockEndpoint = (typeof mockEndpoints)[number];
export type EndpointName = MockEndpoint['name'];
export type EndpointAlias = MockEndpoint['alias'];
export type EndpointMethod = MockEndpoint['method'];

/** The MSW pattern of a path: any origin, then the path (':id' parameters kept). */
export const anyOrigin = (path: string): string => `*${path}`;

/**
 * Finds an endpoint by its name (case-insensitive, so 'getOrderDeposits' and 'getorderdeposits' both
 * work) or by a concrete or parameterised path ('/api/order/getcarts', '/api/order/removecart/12').
 */
export function findEndpoint(nameOrPath: string): MockEndpoint | undefined {
  const key = nameOrPath.trim().toLowerCase();
  const byName = mockEndpoints.find((endpoint) => endpoint.name.toLowerCase() === key || endpoint.alias.toLowerCase() === key);
  if (byName) return byName;
  const path = key.replace(/^[a-z]+:\/\/[^/]+/, '').split('?')[0] ?? '';
  return mockEndpoints.find((endpoint) => {
    const pattern = new RegExp(`^${endpoint.path.toLowerCase().replace(/:[a-z]+/g, '[^/]+')}/?$`);
    return pattern.test(path) || endpoint.path.toLowerCase() === path;
  });
}
