/**
 * What the client sends: headers, the idempotency and anti-forgery keys, the query, and money-moving calls
 * sent once.
 */
import { HttpResponse } from 'msw';
import { nullable, unknown } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { createClient, parseCookie } from './client';
import { ApiError } from './errors';
import { createLoadingStore } from './loading';
import { API, Item, ORIGIN, deferred, record, setup, unstubGlobalsAfterEach } from './clientTesting';

unstubGlobalsAfterEach();

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
