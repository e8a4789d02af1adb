/**
 * How the client takes what comes back: the loading counter, bodies, a 400's lines, other errors, 429 with
 * Retry-After.
 */
import { HttpResponse, delay, type JsonBodyType } from 'msw';
import { array, nullable, unknown } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { ContractError } from './decode';
import { ApiError, ParseError } from './errors';
import { texts } from './texts';
import { Item, ORIGIN, deferred, record, setup, unstubGlobalsAfterEach } from './clientTesting';

unstubGlobalsAfterEach();

describe('loading counter', () => {
  it('counts a request while it is in flight', async () => {
    const gate = deferred();
    record('get', `${ORIGIN}/api/order/getdashboard`, async () => {
      await gate.promise;
      return HttpResponse.json({ Id: 1, Name: 'x' });
    });
    const { client, loading } = setup();
    const first = client.request({ method: 'GET', path: '/api/order/getdashboard', schema: Item });
    const second = client.request({ method: 'GET', path: '/api/order/getdashboard', schema: Item });
    expect(loading.getSnapshot()).toBe(2);
    gate.resolve();
    await Promise.all([first, second]);
    expect(loading.getSnapshot()).toBe(0);
  });

  const outcomes: [string, () => Response | Promise<Response>, (error: unknown) => void][] = [
    ['400', () => HttpResponse.json(['Sai'], { status: 400 }), (error) => expect(error).toBeInstanceOf(ApiError)],
    ['500', () => HttpResponse.json({ Message: 'Lỗi' }, { status: 500 }), (error) => expect(error).toMatchObject({ status: 500 })],
    ['network error', () => HttpResponse.error(), (error) => expect(error).toMatchObject({ status: 0 })],
    ['decode error', () => HttpResponse.json({ Id: 'một' }), (error) => expect(error).toBeInstanceOf(ContractError)],
    ['unparseable body', () => new HttpResponse('<html>', { status: 200 }), (error) => expect(error).toBeInstanceOf(ParseError)],
  ];
  it.each(outcomes)('is back to 0 after a %s', async (_name, answer, check) => {
    record('get', `${ORIGIN}/api/order/orders`, answer);
    const { client, loading } = setup();
    const error: unknown = await client.request({ method: 'GET', path: '/api/order/orders', schema: Item }).catch((caught: unknown) => caught);
    check(error);
    expect(loading.getSnapshot()).toBe(0);
  });

  it('is back to 0 after a success', async () => {
    record('get', `${ORIGIN}/api/order/orders`);
    const { client, loading } = setup();
    await expect(client.request({ method: 'GET', path: '/api/order/orders', schema: Item })).resolves.toEqual({ Id: 1, Name: 'Áo' });
    expect(loading.getSnapshot()).toBe(0);
  });

  it('is back to 0 after an abort, which shows no dialog and does not log out', async () => {
    const seen = record('get', `${ORIGIN}/api/order/orders`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const { client, loading, alert, clearSession } = setup();
    const controller = new AbortController();
    const pending = client.request({ method: 'GET', path: '/api/order/orders', schema: Item, signal: controller.signal });
    await vi.waitFor(() => {
      expect(seen).toHaveLength(1);
    });
    expect(loading.getSnapshot()).toBe(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(loading.getSnapshot()).toBe(0);
    expect(alert).not.toHaveBeenCalled();
    expect(clearSession).not.toHaveBeenCalled();
  });
});

describe('answers', () => {
  it('strips the )]}\', guard before parsing', async () => {
    record('get', `${ORIGIN}/api/account/getwarehouses`, () => new HttpResponse(`)]}',\n[{"Id":1,"Name":"Hà Nội"}]`, { status: 200 }));
    const { client } = setup();
    await expect(client.request({ method: 'GET', path: '/api/account/getwarehouses', schema: array(Item) })).resolves.toEqual([{ Id: 1, Name: 'Hà Nội' }]);
  });

  it('reads an empty body as null', async () => {
    record('post', `${ORIGIN}/api/customer/logout`, () => new HttpResponse(null, { status: 204 }));
    const { client } = setup();
    await expect(client.request({ method: 'POST', path: '/api/customer/logout', schema: nullable(unknown()) })).resolves.toBeNull();
  });

  it('turns an unparseable body into a ParseError', async () => {
    record('get', `${ORIGIN}/api/order/getcarts`, () => new HttpResponse('{"Id": 1,', { status: 200 }));
    const { client, alert } = setup();
    const error: unknown = await client.request({ method: 'GET', path: '/api/order/getcarts', schema: Item }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ParseError);
    expect(error).toBeInstanceOf(ApiError);
    expect(alert).not.toHaveBeenCalled();
  });

  it('names the bad field of an answer that does not match the schema', async () => {
    record('get', `${ORIGIN}/api/order/getcarts`, () => HttpResponse.json([{ Id: 1, Name: 'a' }, { Id: 2, Name: 3 }]));
    const { client } = setup();
    await expect(client.request({ method: 'GET', path: '/api/order/getcarts', schema: array(Item) })).rejects.toMatchObject({ name: 'ContractError', path: '1.Name' });
  });
});

describe('400: lines in one alert', () => {
  const bodies: [string, JsonBodyType, string][] = [
    ['an object', { UserName: 'Tên đăng nhập chưa nhập', Password: 'Mật khẩu chưa nhập' }, 'Tên đăng nhập chưa nhập\nMật khẩu chưa nhập'],
    ['a list', ['Số dư không đủ', 'Đơn hàng đã đặt cọc'], 'Số dư không đủ\nĐơn hàng đã đặt cọc'],
    [
      'a nested object',
      { Message: 'Yêu cầu không hợp lệ.', ModelState: { 'model.Email': ['Email bạn nhập chưa đúng'], 'model.Phone': ['Số điện thoại chưa nhập', 'Số điện thoại trên không quá 100 ký tự'] } },
      'Yêu cầu không hợp lệ.\nEmail bạn nhập chưa đúng\nSố điện thoại chưa nhập\nSố điện thoại trên không quá 100 ký tự',
    ],
    ['a JSON string', 'Mã giảm giá đã hết hạn', 'Mã giảm giá đã hết hạn'],
  ];
  it.each(bodies)('flattens %s', async (_name, body, shown) => {
    record('post', `${ORIGIN}/api/account/register`, () => HttpResponse.json(body, { status: 400 }));
    const { client, alert, navigate } = setup();
    const error: unknown = await client.request({ method: 'POST', path: '/api/account/register', body: {}, schema: Item }).catch((caught: unknown) => caught);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(shown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, lines: shown.split('\n'), alerted: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a plain-text body as is', async () => {
    record('post', `${ORIGIN}/api/account/login`, () => new HttpResponse('Sai tên đăng nhập hoặc mật khẩu', { status: 400 }));
    const { client, alert } = setup();
    await expect(client.request({ method: 'POST', path: '/api/account/login', body: {}, schema: Item })).rejects.toMatchObject({ status: 400 });
    expect(alert).toHaveBeenCalledWith('Sai tên đăng nhập hoặc mật khẩu');
  });

  it('shows the generic text when the body says nothing', async () => {
    record('post', `${ORIGIN}/api/account/login`, () => new HttpResponse(null, { status: 400 }));
    const { client, alert } = setup();
    await expect(client.request({ method: 'POST', path: '/api/account/login', body: {}, schema: Item })).rejects.toMatchObject({ status: 400, lines: [] });
    expect(alert).toHaveBeenCalledWith(texts.genericError);
  });
});

describe('other errors', () => {
  it('re-throws a 500 with its lines and no dialog', async () => {
    record('get', `${ORIGIN}/api/order/orders`, () => HttpResponse.json({ Message: 'Lỗi máy chủ' }, { status: 500 }));
    const { client, alert, navigate } = setup();
    await expect(client.request({ method: 'GET', path: '/api/order/orders', schema: Item })).rejects.toMatchObject({ status: 500, lines: ['Lỗi máy chủ'], alerted: false });
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('re-throws a 404 with an HTML body without lines', async () => {
    record('get', `${ORIGIN}/api/order/getorderdetails/9`, () => new HttpResponse('<h1>Not found</h1>', { status: 404 }));
    const { client } = setup();
    await expect(client.request({ method: 'GET', path: '/api/order/getorderdetails/9', schema: Item })).rejects.toMatchObject({ status: 404 });
  });
});

describe('429 with Retry-After (issue 25 §6)', () => {
  const tooMany = (headers: Record<string, string>) => () =>
    HttpResponse.json(['Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút.'], { status: 429, headers });

  it.each([
    ['61', 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 2 phút.'],
    ['900', 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút.'],
    ['0', 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 1 phút.'],
  ])('Retry-After: %s says how long to wait in whole minutes, rounded up', async (retryAfter, line) => {
    record('post', `${ORIGIN}/api/account/login`, tooMany({ 'Retry-After': retryAfter }));
    const { client } = setup();
    const error = await client.request({ method: 'POST', path: '/api/account/login', body: {}, schema: unknown(), silent: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, lines: [line] });
  });

  it('reads an HTTP date as well', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T08:00:00Z'), toFake: ['Date'] });
    try {
      record('post', `${ORIGIN}/api/account/register`, tooMany({ 'Retry-After': 'Thu, 26 Nov 2026 08:04:30 GMT' }));
      const { client } = setup();
      const error = await client.request({ method: 'POST', path: '/api/account/register', body: {}, schema: unknown(), silent: true }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ lines: ['Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 5 phút.'] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a readable Retry-After, keeps the server’s own lines', async () => {
    record('post', `${ORIGIN}/api/account/login`, tooMany({ 'Retry-After': 'soon' }));
    const { client } = setup();
    const error = await client.request({ method: 'POST', path: '/api/account/login', body: {}, schema: unknown(), silent: true }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, lines: ['Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút.'] });
  });
});
