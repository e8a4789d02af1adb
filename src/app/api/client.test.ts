import { HttpResponse, delay, http, type JsonBodyType } from 'msw';
import { array, nullable, number, object, string, unknown } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/support/mswServer';
import { REQUEST_TIMEOUT_MS, createClient, parseCookie, type ClientDeps } from './client';
import { ContractError } from './decode';
import { ApiError, OfflineError, ParseError, RequestTimeoutError, errorText } from './errors';
import { createLoadingStore } from './loading';
import { texts } from './texts';

const ORIGIN = 'http://portal.test';
const API = 'https://api.example.vn';

afterEach(() => {
  vi.unstubAllGlobals();
});

const Item = object({ Id: number(), Name: string() });

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

/** Records every request reaching the server. */
function record(method: 'get' | 'post' | 'put' | 'delete', url: string, answer: () => Response | Promise<Response> = () => HttpResponse.json({ Id: 1, Name: 'Áo' })) {
  const seen: Seen[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      seen.push({ url: new URL(request.url), method: request.method, headers: request.headers, body: await request.text() });
      return answer();
    }),
  );
  return seen;
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A client on a fake same-origin page: relative URLs are resolved the way a browser would. */
function setup(overrides: Partial<ClientDeps> = {}) {
  const loading = createLoadingStore();
  const deps = {
    alert: vi.fn<(text: string) => Promise<void>>(() => Promise.resolve()),
    clearSession: vi.fn(),
    clearCache: vi.fn(),
    navigate: vi.fn<(hash: string) => void>(),
  };
  /** What the page holds at request time; tests change it between calls. */
  const state: { token?: string; cookie?: string } = {};
  const client = createClient({
    baseUrl: '',
    fetch: (url, init) => fetch(new URL(url, ORIGIN), init),
    getToken: () => state.token,
    readCookie: () => state.cookie,
    alert: deps.alert,
    clearSession: deps.clearSession,
    clearCache: deps.clearCache,
    navigate: deps.navigate,
    loading,
    ...overrides,
  });
  return { client, loading, state, ...deps };
}

describe('headers', () => {
  it('sends the bearer token when there is one, JSON in and out', async () => {
    const seen = record('post', `${ORIGIN}/api/order/carts`);
    const { client, state } = setup();
    state.token = 'tok-123';
    await client.request({ method: 'POST', path: '/api/order/carts', body: [{ Quantity: 2 }], schema: Item });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual([{ Quantity: 2 }]);
  });

  it('sends no Authorization header without a token', async () => {
    const seen = record('get', `${ORIGIN}/api/account/getwarehouses`);
    const { client } = setup();
    await client.request({ method: 'GET', path: '/api/account/getwarehouses', schema: Item });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends a bare string body as a JSON string', async () => {
    const seen = record('post', `${ORIGIN}/api/account/sendforgotpassword`, () => new HttpResponse(null, { status: 200 }));
    const { client } = setup();
    await client.request({ method: 'POST', path: '/api/account/sendforgotpassword', body: 'an@example.vn', schema: nullable(unknown()) });
    expect(seen[0]?.body).toBe('"an@example.vn"');
  });
});

describe('idempotency key', () => {
  it('sends Idempotency-Key on a same-origin write that carries one, and none without it', async () => {
    const seen = record('post', `${ORIGIN}/api/customer/deposit`);
    const { client } = setup();
    await client.request({ method: 'POST', path: '/api/customer/deposit', body: { Amount: 1 }, schema: Item, idempotencyKey: 'k-1' });
    await client.request({ method: 'POST', path: '/api/customer/deposit', body: { Amount: 1 }, schema: Item });
    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual(['k-1', null]);
  });

  it('leaves it off a cross-origin API unless that API opted in', async () => {
    const seen = record('post', `${API}/api/customer/deposit`);
    const { client } = setup({ baseUrl: API, fetch: (url, init) => fetch(url, init) });
    await client.request({ method: 'POST', path: '/api/customer/deposit', body: {}, schema: Item, idempotencyKey: 'k-2' });
    const { client: optedIn } = setup({ baseUrl: API, fetch: (url, init) => fetch(url, init), crossOriginIdempotencyKey: true });
    await optedIn.request({ method: 'POST', path: '/api/customer/deposit', body: {}, schema: Item, idempotencyKey: 'k-3' });
    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual([null, 'k-3']);
  });
});

describe('anti-forgery header', () => {
  it('copies the XSRF-TOKEN cookie, URL-decoded and read at request time, on a relative POST', async () => {
    const seen = record('post', `${ORIGIN}/api/customer/deposit`);
    const { client, state } = setup();
    state.cookie = 'first';
    await client.request({ method: 'POST', path: '/api/customer/deposit', body: {}, schema: Item });
    state.cookie = 'second';
    await client.request({ method: 'POST', path: '/api/customer/deposit', body: {}, schema: Item });
    expect(seen.map((request) => request.headers.get('x-xsrf-token'))).toEqual(['first', 'second']);
  });

  it('reads document.cookie by default', async () => {
    vi.stubGlobal('document', { cookie: 'lang=vi; XSRF-TOKEN=a%2Bb%3D%3D; other=1' });
    const seen = record('put', `${ORIGIN}/api/customer/updatereadmessage`);
    const client = createClient({
      baseUrl: '',
      fetch: (url, init) => fetch(new URL(url, ORIGIN), init),
      getToken: () => undefined,
      loading: createLoadingStore(),
    });
    await client.request({ method: 'PUT', path: '/api/customer/updatereadmessage', body: { Id: 1 }, schema: Item });
    expect(seen[0]?.headers.get('x-xsrf-token')).toBe('a+b==');
  });

  it('sends no header when the cookie is absent', async () => {
    const seen = record('delete', `${ORIGIN}/api/order/removecart/5`);
    const { client } = setup();
    await client.request({ method: 'DELETE', path: '/api/order/removecart/5', schema: Item });
    expect(seen[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('never sends it on a GET', async () => {
    const seen = record('get', `${ORIGIN}/api/order/getcarts`);
    const { client, state } = setup();
    state.cookie = 'secret';
    await client.request({ method: 'GET', path: '/api/order/getcarts', schema: Item });
    expect(seen[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('never sends it to another origin', async () => {
    const seen = record('post', `${API}/api/customer/deposit`);
    const { client, state } = setup({ baseUrl: `${API}/`, fetch: (url, init) => fetch(url, init) });
    state.cookie = 'secret';
    state.token = 'tok';
    await client.request({ method: 'POST', path: '/api/customer/deposit', body: {}, schema: Item });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.has('x-xsrf-token')).toBe(false);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('parses cookie strings', () => {
    expect(parseCookie('a=1; XSRF-TOKEN=x%20y', 'XSRF-TOKEN')).toBe('x y');
    expect(parseCookie('XSRF-TOKEN-OLD=1', 'XSRF-TOKEN')).toBeUndefined();
    expect(parseCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
    expect(parseCookie('', 'XSRF-TOKEN')).toBeUndefined();
  });
});

describe('query', () => {
  it('formats dates as dd/MM/yyyy from local date parts and drops empty values', async () => {
    const seen = record('get', `${ORIGIN}/api/customer/transactions`);
    const { client } = setup();
    await client.request({
      method: 'GET',
      path: '/api/customer/transactions',
      query: { orderCode: '', from: new Date(2026, 0, 5, 23, 59), end: new Date(2026, 10, 20), transactionType: null, status: undefined, skip: 0, take: 20 },
      schema: Item,
    });
    const params = seen[0]?.url.searchParams;
    expect([...(params?.keys() ?? [])]).toEqual(['from', 'end', 'skip', 'take']);
    expect(params?.get('from')).toBe('05/01/2026');
    expect(params?.get('end')).toBe('20/11/2026');
    expect(params?.get('skip')).toBe('0');
  });

  it('sends noloading=1 and leaves the loading counter untouched', async () => {
    const gate = deferred();
    const seen = record('get', `${ORIGIN}/api/customer/getmessages`, async () => {
      await gate.promise;
      return HttpResponse.json({ Id: 1, Name: 'x' });
    });
    const { client, loading } = setup();
    const changes = vi.fn();
    loading.subscribe(changes);
    const pending = client.request({ method: 'GET', path: '/api/customer/getmessages', query: { noloading: 1 }, schema: Item });
    await vi.waitFor(() => {
      expect(seen).toHaveLength(1);
    });
    expect(loading.getSnapshot()).toBe(0);
    gate.resolve();
    await pending;
    expect(changes).not.toHaveBeenCalled();
    expect(seen[0]?.url.searchParams.get('noloading')).toBe('1');
  });
});

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

describe('session expiry: 401, 403, network failure', () => {
  const failures: [string, () => Response][] = [
    ['401', () => new HttpResponse(null, { status: 401 })],
    ['403', () => HttpResponse.json({ Message: 'Forbidden' }, { status: 403 })],
    ['network failure', () => HttpResponse.error()],
  ];
  it.each(failures)('20 concurrent %s give one alert, then one logout and one redirect', async (_name, answer) => {
    const seen = record('get', `${ORIGIN}/api/order/orders`, answer);
    const dismissed = deferred();
    const { client, alert, clearSession, clearCache, navigate, loading } = setup({});
    alert.mockImplementation(() => dismissed.promise);

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => client.request({ method: 'GET', path: '/api/order/orders', query: { skip: index }, schema: Item })),
    );
    expect(seen).toHaveLength(20);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(result.status === 'rejected' ? result.reason : null).toBeInstanceOf(ApiError);
      expect(result.status === 'rejected' ? result.reason : null).toMatchObject({ alerted: true });
    }
    expect(loading.getSnapshot()).toBe(0);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Thông tin tài khoản của bạn cần truy cập lại.');
    // Nothing happens before the customer dismisses the alert.
    expect(clearSession).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();

    dismissed.resolve();
    await vi.waitFor(() => {
      expect(navigate).toHaveBeenCalledTimes(1);
    });
    expect(navigate).toHaveBeenCalledWith('#/login');
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(clearSession.mock.invocationCallOrder[0]).toBeLessThan(navigate.mock.invocationCallOrder[0] ?? 0);
  });

  it('does not alert again for requests sent before the session ended that fail late', async () => {
    const gates = [deferred(), deferred(), deferred()];
    let index = 0;
    record('get', `${ORIGIN}/api/order/orders`, async () => {
      const gate = gates[index++];
      await gate?.promise;
      return new HttpResponse(null, { status: 401 });
    });
    const { client, alert, navigate } = setup();
    const requests = gates.map(() => client.request({ method: 'GET', path: '/api/order/orders', schema: Item }).catch(() => undefined));
    await vi.waitFor(() => {
      expect(index).toBe(3);
    });
    // The first answer ends the session, the alert is dismissed at once, then the others answer.
    for (const gate of gates) {
      gate.resolve();
      await vi.waitFor(() => {
        expect(navigate).toHaveBeenCalledTimes(1);
      });
    }
    await Promise.all(requests);
    await Promise.resolve();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('alerts again for a later expiry once the first one is over', async () => {
    record('get', `${ORIGIN}/api/order/orders`, () => new HttpResponse(null, { status: 401 }));
    const { client, alert, navigate } = setup();
    await client.request({ method: 'GET', path: '/api/order/orders', schema: Item }).catch(() => undefined);
    await vi.waitFor(() => {
      expect(navigate).toHaveBeenCalledTimes(1);
    });
    await client.request({ method: 'GET', path: '/api/order/orders', schema: Item }).catch(() => undefined);
    await vi.waitFor(() => {
      expect(navigate).toHaveBeenCalledTimes(2);
    });
    expect(alert).toHaveBeenCalledTimes(2);
  });

  it('still logs out when the dialog fails', async () => {
    record('get', `${ORIGIN}/api/order/orders`, () => new HttpResponse(null, { status: 401 }));
    const { client, alert, clearSession } = setup();
    alert.mockImplementation(() => Promise.reject(new Error('no dialog')));
    await client.request({ method: 'GET', path: '/api/order/orders', schema: Item }).catch(() => undefined);
    await vi.waitFor(() => {
      expect(clearSession).toHaveBeenCalledTimes(1);
    });
  });
});

describe('silent calls', () => {
  it.each([
    ['400', () => HttpResponse.json(['Sai'], { status: 400 }), 400],
    ['401', () => new HttpResponse(null, { status: 401 }), 401],
    ['network failure', () => HttpResponse.error(), 0],
  ] as const)('only throw on a %s', async (_name, answer, status) => {
    record('post', `${ORIGIN}/api/customer/logout`, answer);
    const { client, alert, clearSession, navigate } = setup();
    await expect(client.request({ method: 'POST', path: '/api/customer/logout', schema: nullable(unknown()), silent: true })).rejects.toMatchObject({ status, alerted: false });
    await Promise.resolve();
    expect(alert).not.toHaveBeenCalled();
    expect(clearSession).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('money-moving calls (once)', () => {
  function gatedPost(path: string) {
    const gate = deferred();
    const seen = record('post', `${ORIGIN}${path}`, async () => {
      await gate.promise;
      return HttpResponse.json({ Id: 1, Name: 'ok' });
    });
    return { gate, seen };
  }

  it('sends two rapid identical calls once and gives both callers the same promise', async () => {
    const { gate, seen } = gatedPost('/api/order/updateorderdeposit');
    const { client, loading } = setup();
    const options = { method: 'POST', path: '/api/order/updateorderdeposit', body: { OrderIds: [1, 2] }, schema: Item, once: true } as const;
    const first = client.request(options);
    const second = client.request({ ...options, body: { OrderIds: [1, 2] } });
    expect(second).toBe(first);
    expect(loading.getSnapshot()).toBe(1);
    gate.resolve();
    await Promise.all([first, second]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.has('x-once')).toBe(false);
  });

  it('sends again once the first call has settled', async () => {
    const { gate, seen } = gatedPost('/api/order/updateorderpay');
    gate.resolve();
    const { client } = setup();
    const options = { method: 'POST', path: '/api/order/updateorderpay', body: { OrderIds: [3] }, schema: Item, once: true } as const;
    await client.request(options);
    await client.request(options);
    expect(seen).toHaveLength(2);
  });

  it('sends calls with different bodies separately', async () => {
    const { gate, seen } = gatedPost('/api/customer/withdrawal');
    const { client } = setup();
    const first = client.request({ method: 'POST', path: '/api/customer/withdrawal', body: { Amount: 100000 }, schema: Item, once: true });
    const second = client.request({ method: 'POST', path: '/api/customer/withdrawal', body: { Amount: 200000 }, schema: Item, once: true });
    expect(second).not.toBe(first);
    gate.resolve();
    await Promise.all([first, second]);
    expect(seen).toHaveLength(2);
  });

  it('does not hold back identical calls that are not money-moving', async () => {
    const { gate, seen } = gatedPost('/api/order/addComplain');
    const { client } = setup();
    const options = { method: 'POST', path: '/api/order/addComplain', body: { Note: 'Hàng vỡ' }, schema: Item } as const;
    const first = client.request(options);
    const second = client.request(options);
    gate.resolve();
    await Promise.all([first, second]);
    expect(seen).toHaveLength(2);
  });

  it('lets a failed call be tried again', async () => {
    const seen = record('post', `${ORIGIN}/api/customer/deposit`, () => HttpResponse.json({ Message: 'Lỗi' }, { status: 500 }));
    const { client } = setup();
    const options = { method: 'POST', path: '/api/customer/deposit', body: { Amount: 1 }, schema: Item, once: true } as const;
    await expect(client.request(options)).rejects.toBeInstanceOf(ApiError);
    await expect(client.request(options)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(2);
  });
});

describe('time limits (issue 12 §2)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A server that takes the request and never answers, as a hung upstream does. */
  function hang(method: 'get' | 'post', path: string) {
    const seen: AbortSignal[] = [];
    server.use(
      http[method](`${ORIGIN}${path}`, async ({ request }) => {
        seen.push(request.signal);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    return seen;
  }

  it('a read with no answer fails after 20 s as a timeout, without logging out, and the loading bar returns to 0', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    hang('get', '/api/order/orders');
    const { client, loading, alert, clearSession, navigate } = setup();
    const pending = client.request({ method: 'GET', path: '/api/order/orders', schema: Item });
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.read - 1);
    expect(loading.getSnapshot()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as RequestTimeoutError).isWrite).toBe(false);
    expect(errorText(error)).toBe(texts.timeout);
    expect(loading.getSnapshot()).toBe(0);
    expect(alert).not.toHaveBeenCalled();
    expect(clearSession).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a write waits 45 s before it times out, and the timed-out error says it was a write', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    hang('post', '/api/wallet/deposit');
    const { client, loading, clearSession } = setup();
    const outcome = client
      .request({ method: 'POST', path: '/api/wallet/deposit', body: { Amount: 1 }, schema: Item })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.read);
    expect(loading.getSnapshot()).toBe(1);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.write - REQUEST_TIMEOUT_MS.read);
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).isWrite).toBe(true);
    expect(loading.getSnapshot()).toBe(0);
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('the timed-out request is aborted on the wire, so the server sees it cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const signals = hang('get', '/api/order/orders');
    const { client } = setup();
    const outcome = client.request({ method: 'GET', path: '/api/order/orders', schema: Item }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.read);
    await outcome;
    expect(signals[0]?.aborted).toBe(true);
  });

  it('ends even when the fetch in use ignores its abort signal', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, loading } = setup({ fetch: () => new Promise<Response>(() => undefined) });
    const outcome = client.request({ method: 'GET', path: '/api/order/orders', schema: Item }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.read);
    expect(await outcome).toBeInstanceOf(RequestTimeoutError);
    expect(loading.getSnapshot()).toBe(0);
  });

  it("a caller's abort still rejects as an abort, not as a timeout, and clears the timer", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, alert } = setup({ fetch: () => new Promise<Response>(() => undefined) });
    const controller = new AbortController();
    const outcome = client
      .request({ method: 'GET', path: '/api/order/orders', schema: Item, signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort();
    const error = await outcome;
    expect((error as Error).name).toBe('AbortError');
    expect(vi.getTimerCount()).toBe(0);
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('a session that ends aborts what it sent (issue 12 §2)', () => {
  it('abortAll ends every request in flight as an abort: no dialog, no logout, loading back to 0', async () => {
    const { client, loading, alert, clearSession } = setup({ fetch: () => new Promise<Response>(() => undefined) });
    const first = client.request({ method: 'GET', path: '/api/order/orders', schema: Item }).catch((error: unknown) => error);
    const second = client.request({ method: 'GET', path: '/api/wallet/summary', schema: Item }).catch((error: unknown) => error);
    expect(loading.getSnapshot()).toBe(2);
    client.abortAll();
    expect(((await first) as Error).name).toBe('AbortError');
    expect(((await second) as Error).name).toBe('AbortError');
    expect(loading.getSnapshot()).toBe(0);
    expect(alert).not.toHaveBeenCalled();
    expect(clearSession).not.toHaveBeenCalled();
  });

  it("a 401 aborts the other reads still in flight, so the old session's late answers never arrive", async () => {
    let answerLate: () => void = () => undefined;
    server.use(
      http.get(`${ORIGIN}/api/order/orders`, () => new HttpResponse(null, { status: 401 })),
      http.get(
        `${ORIGIN}/api/wallet/summary`,
        () =>
          new Promise<Response>((resolve) => {
            answerLate = () => resolve(HttpResponse.json({ Id: 1, Name: 'old customer' }));
          }),
      ),
    );
    const { client, alert } = setup();
    const slow = client.request({ method: 'GET', path: '/api/wallet/summary', schema: Item }).then(
      (value) => value,
      (error: unknown) => error,
    );
    await expect(client.request({ method: 'GET', path: '/api/order/orders', schema: Item })).rejects.toBeInstanceOf(ApiError);
    answerLate();
    expect(((await slow) as Error).name).toBe('AbortError');
    await vi.waitFor(() => {
      expect(alert).toHaveBeenCalledTimes(1);
    });
  });
});

describe('header values (issue 12 §3)', () => {
  it('ignores a malformed anti-forgery cookie and still sends the write', async () => {
    const seen = record('post', `${ORIGIN}/api/order/carts`);
    const { client, state } = setup();
    state.token = 'tok-123';
    state.cookie = 'bad\nvalue';
    await client.request({ method: 'POST', path: '/api/order/carts', body: [], schema: Item });
    expect(seen[0]?.headers.get('x-xsrf-token')).toBeNull();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-123');
  });
});

describe('known offline', () => {
  it('sends nothing, keeps the session and says the customer is offline, for a read and a write alike', async () => {
    const sent: string[] = [];
    server.use(
      http.all(`${ORIGIN}/api/*`, ({ request }) => {
        sent.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json({});
      }),
    );
    let online = false;
    const { client, loading, alert, clearSession, navigate } = setup({ isOnline: () => online });
    for (const method of ['GET', 'POST'] as const) {
      const error = await client.request({ method, path: '/api/wallet/deposit', schema: Item, body: method === 'POST' ? {} : undefined }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(OfflineError);
      expect(error).not.toBeInstanceOf(ApiError);
      expect(errorText(error)).toBe('Bạn đang ngoại tuyến. Hãy kiểm tra kết nối mạng.');
    }
    expect(sent).toEqual([]);
    expect(loading.getSnapshot()).toBe(0);
    expect(alert).not.toHaveBeenCalled();
    expect(clearSession).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    online = true;
    await client.request({ method: 'GET', path: '/api/wallet/deposit', schema: Item }).catch(() => undefined);
    expect(sent).toEqual(['GET /api/wallet/deposit']);
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
