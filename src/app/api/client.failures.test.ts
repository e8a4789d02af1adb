/** When the session ends or no answer comes: expiry, silent calls, time limits, aborts, known offline. */
import { HttpResponse, delay, http } from 'msw';
import { nullable, unknown } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/support/mswServer';
import { REQUEST_TIMEOUT_MS } from './client';
import { ApiError, OfflineError, RequestTimeoutError, errorText } from './errors';
import { texts } from './texts';
import { Item, ORIGIN, deferred, record, setup, unstubGlobalsAfterEach } from './clientTesting';

unstubGlobalsAfterEach();

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
