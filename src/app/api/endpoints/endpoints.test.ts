import { Struct } from 'superstruct';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { RequestOptions } from '../client';
import { request } from '../client';
import type { AwaitingOrder, Cart, Page, WebsiteInfo } from '../schemas';
import { endpointCatalog, fillPath, onceEndpoints } from './catalog';
import * as endpoints from './index';

vi.mock('../client', () => ({ request: vi.fn(() => Promise.resolve(undefined)) }));

const requestMock = vi.mocked(request);

const from = new Date(2026, 10, 1);
const end = new Date(2026, 10, 30);

/** One call of each function, with the arguments a screen would pass. */
const calls: Record<keyof typeof endpoints, () => Promise<unknown>> = {
  getWarehouses: () => endpoints.getWarehouses(),
  getWebsiteInfo: () => endpoints.getWebsiteInfo(),
  login: () => endpoints.login({ UserName: 'khachhang01', Password: 'matkhau123' }),
  register: () =>
    endpoints.register({ Username: 'khachhang02', Email: 'b@example.vn', Password: 'matkhau123', ConfirmPassword: 'matkhau123', Phone: '0912345678', WarehouseId: 1 }),
  sendForgotPassword: () => endpoints.sendForgotPassword('an@example.vn'),
  resetPassword: () => endpoints.resetPassword('ab/cd', { Password: 'matkhau123', ConfirmPassword: 'matkhau123' }),
  getSettingDefault: () => endpoints.getSettingDefault(),
  getUserInfo: () => endpoints.getUserInfo(),
  updateUserInfo: () => endpoints.updateUserInfo({ FullName: 'An', Email: 'an@example.vn', Phone: '0912345678', Address: 'Hà Nội', WarehouseId: 1 }),
  changePassword: () => endpoints.changePassword({ OldPassword: 'cu123456', NewPassword: 'moi123456', ConfirmPassword: 'moi123456' }),
  logout: () => endpoints.logout(),
  getMessages: () => endpoints.getMessages({ from, end, message: 'đơn', skip: 0, take: 20 }),
  updateReadMessage: () => endpoints.updateReadMessage({ Ids: [1, 2] }),
  getTransactions: () => endpoints.getTransactions({ orderCode: 'DH2611-00123', from, end, transactionType: 3, skip: 0, take: 20 }),
  getDeposits: () => endpoints.getDeposits({ status: 1, from, end, skip: 0, take: 20 }),
  getWithdrawals: () => endpoints.getWithdrawals({ status: 1, from, end, skip: 0, take: 20 }),
  deposit: () => endpoints.deposit({ Amount: 1_000_000, BankName: 'Vietcombank', TransferContent: 'NAP TIEN AN', Note: '' }),
  withdrawal: () => endpoints.withdrawal({ Amount: 500_000, BankName: 'Techcombank', AccountNumber: '190333444555', AccountHolder: 'NGUYEN VAN AN', Note: '' }),
  getDashboard: () => endpoints.getDashboard(),
  getCarts: () => endpoints.getCarts({ skip: 0, take: 10 }),
  removeCart: () => endpoints.removeCart(12),
  addCartItems: () => endpoints.addCartItems([]),
  deleteCartItem: () => endpoints.deleteCartItem(12),
  updateCartItemField: () => endpoints.updateCartItemField(12, { Field: 'Quantity', Value: 3 }),
  updateCartField: () => endpoints.updateCartField(12, { Field: 'Note', Value: 'Gói kỹ' }),
  updateOrderField: () => endpoints.updateOrderField(12, 'Note', 'Gói kỹ'),
  updateOrderItemField: () => endpoints.updateOrderItemField(12, 'Quantity', 2),
  orderBuy: () => endpoints.orderBuy(12),
  orderBuyIds: () => endpoints.orderBuyIds({ CartIds: [1, 2] }),
  getOrders: () => endpoints.getOrders({ orderCode: 'DH', state: 1, wareHouse: 2, from, end, skip: 0, take: 20 }),
  getOrderDetails: () => endpoints.getOrderDetails(12),
  getOrderDeposits: () => endpoints.getOrderDeposits(),
  getOrderWaitPay: () => endpoints.getOrderWaitPay(),
  updateOrderDeposit: () => endpoints.updateOrderDeposit({ OrderIds: [1] }),
  updateOrderPay: () => endpoints.updateOrderPay({ OrderIds: [1] }),
  getTransports: () => endpoints.getTransports({ code: 'DH', transportCode: 'YT', status: 2, skip: 0, take: 20 }),
  getTransportDetails: () => endpoints.getTransportDetails(12),
  addComplain: () =>
    endpoints.addComplain({ OrderId: 1, OrderItemIds: [2], ReasonType: 1, Description: 'Thiếu hàng so với đơn', AmountRequested: null, Photos: [] }),
  getComplains: () => endpoints.getComplains({ status: 1, skip: 0, take: 20 }),
  createOrder: () => endpoints.createOrder({ Lines: [], Note: '' }),
  createRequestDelivery: () => endpoints.createRequestDelivery({ OrderIds: [1], ReceiverName: 'An', Phone: '0912345678', Address: 'Hà Nội', Note: '' }),
  getOrderHasVietnam: () => endpoints.getOrderHasVietnam(),
  getListRequestDelivery: () => endpoints.getListRequestDelivery({ keyword: 'GH', status: 1, from, end, skip: 0, take: 20 }),
};

/** The query names SPEC §7 lists for each call that has any. */
const specQueries: Partial<Record<keyof typeof endpoints, string[]>> = {
  getMessages: ['from', 'end', 'message', 'skip', 'take'],
  getTransactions: ['orderCode', 'from', 'end', 'transactionType', 'skip', 'take'],
  getDeposits: ['status', 'from', 'end', 'skip', 'take'],
  getWithdrawals: ['status', 'from', 'end', 'skip', 'take'],
  getCarts: ['skip', 'take'],
  getOrders: ['orderCode', 'state', 'wareHouse', 'from', 'end', 'skip', 'take'],
  getTransports: ['code', 'transportCode', 'status', 'skip', 'take'],
  getComplains: ['status', 'skip', 'take'],
  getListRequestDelivery: ['keyword', 'status', 'from', 'end', 'skip', 'take'],
};

async function optionsOf(name: keyof typeof endpoints): Promise<RequestOptions<unknown>> {
  requestMock.mockClear();
  await calls[name]();
  expect(requestMock).toHaveBeenCalledTimes(1);
  return requestMock.mock.calls[0]![0];
}

beforeEach(() => {
  requestMock.mockClear();
});

describe('endpoint catalogue', () => {
  it('lists the 43 calls of SPEC §7: account 6, customer 12, order 25', () => {
    expect(endpointCatalog).toHaveLength(43);
    const count = (group: string) => endpointCatalog.filter((entry) => entry.group === group).length;
    expect([count('account'), count('customer'), count('order')]).toEqual([6, 12, 25]);
    expect(new Set(endpointCatalog.map((entry) => `${entry.method} ${entry.path}`)).size).toBe(43);
  });

  it('names exactly the exported functions', () => {
    expect(endpointCatalog.map((entry) => entry.name).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('fills {id} and {x} with encoded values', () => {
    expect(fillPath('/api/order/updateorderfield/{id}/{x}', { id: 5, x: 'Note' })).toBe('/api/order/updateorderfield/5/Note');
    expect(fillPath('/api/account/resetpassword/{id}', { id: 'a b/c' })).toBe('/api/account/resetpassword/a%20b%2Fc');
  });
});

describe.each(endpointCatalog)('$name', (entry) => {
  it(`sends ${entry.method} ${entry.path} with a schema`, async () => {
    const options = await optionsOf(entry.name);
    expect(options.method).toBe(entry.method);
    const id = entry.name === 'resetPassword' ? 'ab/cd' : 12;
    const x = entry.name === 'updateOrderItemField' ? 'Quantity' : 'Note';
    expect(options.path).toBe(fillPath(entry.path, { id, x }));
    expect(options.schema).toBeInstanceOf(Struct);
  });

  it(`is ${(onceEndpoints as readonly string[]).includes(entry.name) ? '' : 'not '}sent once per intent`, async () => {
    const options = await optionsOf(entry.name);
    expect(options.once === true).toBe((onceEndpoints as readonly string[]).includes(entry.name));
  });

  it('sends the query names of SPEC §7, and a body only when it writes', async () => {
    const options = await optionsOf(entry.name);
    const expected = specQueries[entry.name] ?? [];
    expect(Object.keys(options.query ?? {}).sort()).toEqual([...expected].sort());
    if (entry.method === 'GET') expect(options.body).toBeUndefined();
  });
});

describe('details', () => {
  it('passes dates as Date for the client to format', async () => {
    const options = await optionsOf('getTransactions');
    expect(options.query).toMatchObject({ from, end, orderCode: 'DH2611-00123', transactionType: 3, skip: 0, take: 20 });
  });

  it('sends the forgot-password email as a bare string body', async () => {
    expect((await optionsOf('sendForgotPassword')).body).toBe('an@example.vn');
  });

  it('sends the order field value itself as the body', async () => {
    expect((await optionsOf('updateOrderField')).body).toBe('Gói kỹ');
    expect((await optionsOf('updateOrderItemField')).body).toBe(2);
  });

  it('sends no body for the calls with none', async () => {
    for (const name of ['logout', 'removeCart', 'deleteCartItem', 'orderBuy'] as const) {
      expect((await optionsOf(name)).body).toBeUndefined();
    }
  });

  it('adds noloading=1 and the signal when asked', async () => {
    const controller = new AbortController();
    await endpoints.getOrders({ skip: 0, take: 5 }, { noloading: true, signal: controller.signal });
    const options = requestMock.mock.calls[0]![0];
    expect(options.query).toMatchObject({ noloading: 1, skip: 0, take: 5 });
    expect(options.signal).toBe(controller.signal);
    requestMock.mockClear();
    await endpoints.getDashboard({ noloading: true });
    expect((requestMock.mock.calls[0]![0]).query).toEqual({ noloading: 1 });
  });

  it('types the answers from the schemas', () => {
    expectTypeOf(endpoints.getCarts).returns.resolves.toEqualTypeOf<Page<Cart>>();
    expectTypeOf(endpoints.getOrderDeposits).returns.resolves.toEqualTypeOf<AwaitingOrder[]>();
    expectTypeOf(endpoints.getWebsiteInfo).returns.resolves.toEqualTypeOf<WebsiteInfo>();
    expectTypeOf(endpoints.login).returns.resolves.toEqualTypeOf<{ token: string }>();
  });
});

describe('path segments (issue 12 §5)', () => {
  it.each(['', '.', '..'])('refuses %j as an id and sends nothing', (id) => {
    requestMock.mockClear();
    expect(() => endpoints.resetPassword(id, { Password: 'matkhau123', ConfirmPassword: 'matkhau123' })).toThrow(RangeError);
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('still encodes an ordinary id that contains dots or slashes', () => {
    requestMock.mockClear();
    void endpoints.resetPassword('a.b/..', { Password: 'matkhau123', ConfirmPassword: 'matkhau123' });
    expect(requestMock.mock.calls[0]?.[0].path).toBe('/api/account/resetpassword/a.b%2F..');
  });
});
