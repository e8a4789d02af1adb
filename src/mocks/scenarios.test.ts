import { describe, expect, it } from 'vitest';
import { setupMockServer } from './node';
import { scenarios } from './scenarios';
import { call } from './testing';

const mock = setupMockServer();

describe('scenarios', () => {
  it('empty: the endpoint answers as for a customer with no data, the others are untouched', async () => {
    mock.server.use(scenarios.empty('getcarts'), scenarios.empty('getOrderDeposits'));
    expect((await call(mock, 'GET', '/api/order/getcarts')).body).toEqual({ Items: [], Total: 0 });
    expect((await call(mock, 'GET', '/api/order/getOrderdeposits')).body).toEqual([]);
    const orders = await call<{ Total: number }>(mock, 'GET', '/api/order/orders');
    expect(orders.body.Total).toBeGreaterThan(60);
  });

  it('error500, badRequest, unauthorized and networkError, by name or by path', async () => {
    mock.server.use(
      scenarios.error500('getCarts'),
      scenarios.badRequest('/api/customer/deposit', ['Hệ thống đang bảo trì, vui lòng thử lại sau']),
      scenarios.unauthorized('userinfo'),
      scenarios.networkError('getdashboard'),
    );
    expect((await call(mock, 'GET', '/api/order/getcarts')).status).toBe(500);
    expect(await call(mock, 'POST', '/api/customer/deposit', { body: {} })).toEqual({ status: 400, body: ['Hệ thống đang bảo trì, vui lòng thử lại sau'] });
    expect((await call(mock, 'GET', '/api/customer/userinfo')).status).toBe(401);
    await expect(call(mock, 'GET', '/api/order/getdashboard')).rejects.toThrow();
  });

  it('slow: waits, then answers from the world; a path with an id matches the parameterised endpoint', async () => {
    mock.server.use(scenarios.slow('/api/order/getorderdetails/1', 30));
    const order = mock.db.demo.orders[0]!;
    const started = Date.now();
    const answer = await call<{ Code: string }>(mock, 'GET', `/api/order/getorderdetails/${order.Id}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(answer.body.Code).toBe(order.Code);
    expect(mock.db.requestCount('getOrderDetails')).toBe(1);
  });

  it('slow with no time never answers (a loading state)', async () => {
    mock.server.use(scenarios.slow('getwarehouses'));
    const controller = new AbortController();
    const pending = fetch(mock.url('/api/account/getwarehouses'), { signal: controller.signal });
    const winner = await Promise.race([pending.then(() => 'answered'), new Promise((resolve) => setTimeout(() => { resolve('still waiting'); }, 100))]);
    expect(winner).toBe('still waiting');
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('names an unknown endpoint in its error', () => {
    expect(() => scenarios.error500('getcart')).toThrow(/unknown endpoint 'getcart'/);
  });
});
