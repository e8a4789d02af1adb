// The mock backend and the client's contract must agree: every answer the mock gives decodes with the
// schema the endpoint function uses, and the mock implements exactly the endpoints of the catalogue.
import { describe, expect, it } from 'vitest';
import { decode } from '../app/api/decode';
import { endpointCatalog } from '../app/api/endpoints/catalog';
import {
  CartPageSchema,
  ComplaintPageSchema,
  DashboardSchema,
  DeliveryRequestPageSchema,
  DepositPageSchema,
  DepositWaitingOrderListSchema,
  LoginResponseSchema,
  MessagePageSchema,
  OrderDetailSchema,
  OrderHasVietnamListSchema,
  OrderPageSchema,
  PayWaitingOrderListSchema,
  SettingDefaultSchema,
  TransactionPageSchema,
  TransportDetailSchema,
  TransportPageSchema,
  UserInfoSchema,
  WarehouseListSchema,
  WebsiteInfoSchema,
  WithdrawalPageSchema,
} from '../app/api/schemas';
import { mockEndpoints } from './endpoints';
import { implementedEndpoints } from './handlers';
import { setupMockServer } from './node';
import { call } from './testing';

const mock = setupMockServer();

describe('the mock backend and the catalogue', () => {
  it('implements all 43 endpoints of SPEC §7, each once', () => {
    expect(implementedEndpoints).toHaveLength(43);
    expect(new Set(implementedEndpoints).size).toBe(43);
    expect([...implementedEndpoints].sort()).toEqual(mockEndpoints.map((endpoint) => endpoint.name).sort());
  });

  it('knows every endpoint of the client’s catalogue by its method, path and name', () => {
    expect(mockEndpoints).toHaveLength(endpointCatalog.length);
    const asCatalogue = mockEndpoints.map((endpoint) => ({
      name: endpoint.alias,
      method: endpoint.method,
      path: endpoint.path.replace(':id', '{id}').replace(':field', '{x}'),
    }));
    expect(asCatalogue).toEqual(endpointCatalog.map(({ name, method, path }) => ({ name, method, path })));
  });
});

describe('every read answer decodes with the client’s schema', () => {
  const books = () => mock.db.demo;
  const reads: [string, string, (body: unknown) => unknown, Record<string, string | number>?][] = [
    ['getwarehouses', '/api/account/getwarehouses', (body) => decode(WarehouseListSchema, body)],
    ['getwebsiteinfo', '/api/account/getwebsiteinfo', (body) => decode(WebsiteInfoSchema, body)],
    ['getsettingdefault', '/api/customer/getsettingdefault', (body) => decode(SettingDefaultSchema, body)],
    ['userinfo', '/api/customer/userinfo', (body) => decode(UserInfoSchema, body)],
    ['getmessages', '/api/customer/getmessages', (body) => decode(MessagePageSchema, body), { take: 200 }],
    ['transactions', '/api/customer/transactions', (body) => decode(TransactionPageSchema, body), { take: 200 }],
    ['getdeposits', '/api/customer/getdeposits', (body) => decode(DepositPageSchema, body), { take: 200 }],
    ['getwithdrawals', '/api/customer/getwithdrawals', (body) => decode(WithdrawalPageSchema, body), { take: 200 }],
    ['getdashboard', '/api/order/getdashboard', (body) => decode(DashboardSchema, body)],
    ['getcarts', '/api/order/getcarts', (body) => decode(CartPageSchema, body), { take: 200 }],
    ['orders', '/api/order/orders', (body) => decode(OrderPageSchema, body), { take: 200 }],
    ['getOrderdeposits', '/api/order/getOrderdeposits', (body) => decode(DepositWaitingOrderListSchema, body)],
    ['getorderwaitpay', '/api/order/getorderwaitpay', (body) => decode(PayWaitingOrderListSchema, body)],
    ['transports', '/api/order/transports', (body) => decode(TransportPageSchema, body), { take: 200 }],
    ['getcomplains', '/api/order/getcomplains', (body) => decode(ComplaintPageSchema, body), { take: 200 }],
    ['getorderhasvietnam', '/api/order/getorderhasvietnam', (body) => decode(OrderHasVietnamListSchema, body)],
    ['getlistrequestdelivery', '/api/order/getlistrequestdelivery', (body) => decode(DeliveryRequestPageSchema, body), { take: 200 }],
  ];

  it.each(reads)('%s', async (_name, path, check, query) => {
    const answer = await call(mock, 'GET', path, query ? { query } : {});
    expect(answer.status).toBe(200);
    expect(() => check(answer.body)).not.toThrow();
  });

  it('getorderdetails and transportdetails, for every order and parcel', async () => {
    for (const order of books().orders) {
      const answer = await call(mock, 'GET', `/api/order/getorderdetails/${order.Id}`);
      expect(() => decode(OrderDetailSchema, answer.body)).not.toThrow();
    }
    for (const transport of books().transports) {
      const answer = await call(mock, 'GET', `/api/order/transportdetails/${transport.Id}`);
      expect(() => decode(TransportDetailSchema, answer.body)).not.toThrow();
    }
    expect((await call(mock, 'GET', '/api/order/getorderdetails/999999')).status).toBe(404);
  });

  it('login', async () => {
    const answer = await call(mock, 'POST', '/api/account/login', { token: null, body: { UserName: 'demo', Password: 'demo123' } });
    expect(decode(LoginResponseSchema, answer.body).token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('parses the JSON-string fields into lists', async () => {
    const info = decode(WebsiteInfoSchema, (await call(mock, 'GET', '/api/account/getwebsiteinfo')).body);
    expect(info.Accounts.map((account) => account.BankName)).toEqual(['Vietcombank', 'Techcombank', 'MB Bank']);
    expect(info.AddressQC).toContain('Quảng Châu');
    const dashboard = decode(DashboardSchema, (await call(mock, 'GET', '/api/order/getdashboard')).body);
    expect(dashboard.ShopFavorites[1]).toEqual({ Name: 'https://shop108866.taobao.com/', Link: 'https://shop108866.taobao.com/', ItemLinks: ['https://item.taobao.com/item.htm?id=680012345678'] });
    expect(dashboard.CurrentRate).toBe(3650);
    const requests = decode(DeliveryRequestPageSchema, (await call(mock, 'GET', '/api/order/getlistrequestdelivery')).body);
    expect(requests.Items[0]?.ListOrders[0]?.OrderCode).toMatch(/^DH/);
  });
});
