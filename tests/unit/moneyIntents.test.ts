// Issue 12 §1 end to end in node: the real API client, the real runMoneyIntent, the mock backend (which
// honours Idempotency-Key) behind msw/node, and faults injected at fetch as the real network makes them.
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, resetClient } from '../../src/app/api/client';
import { withdrawal as sendWithdrawal } from '../../src/app/api/endpoints/customer';
import { createLoadingStore } from '../../src/app/api/loading';
import { texts } from '../../src/app/api/texts';
import type { RememberedIntent } from '../../src/app/money/afterRelogin';
import { createIntentKeyStore } from '../../src/app/money/intentKeys';
import { UNCLEAR_TITLE } from '../../src/app/money/outcome';
import { runMoneyIntent, type IntentEffects, type RefusalDisplay } from '../../src/app/money/runIntent';
import type { WithdrawalRequest } from '../../src/features/finance/model';
import { formatVnd } from '../../src/ui/Money/format';
import { DEMO_TOKEN } from '../../src/mocks/db';
import { setupMockServer, TEST_ORIGIN } from '../../src/mocks/node';
import { balanceOf } from '../../src/mocks/rules';

const mock = setupMockServer();
const request: WithdrawalRequest = { Amount: 500_000, BankName: 'Vietcombank', AccountNumber: '0011004123456', AccountHolder: 'NGUYEN THI MINH ANH', Note: '' };

type Fault = (real: () => Promise<Response>) => Promise<Response>;
/** The faults the next requests meet, in order; a request without one reaches the mock backend. */
let faults: Fault[];
/** The Idempotency-Key of every request that left the client. */
let sentKeys: (string | null)[];
let online: boolean;
const clientAlert = vi.fn(() => Promise.resolve());

interface Recorded {
  lines: (readonly string[])[];
  alerts: { text: string; title?: string; link?: { href: string } }[];
  revalidated: string[];
  remembered: RememberedIntent[];
}
let recorded: Recorded;
let keys: ReturnType<typeof createIntentKeyStore>;

function effects(refusals: RefusalDisplay = 'screen'): IntentEffects {
  return {
    keys,
    account: 'demo',
    refusals,
    showLines: (lines) => recorded.lines.push(lines),
    alert: (text, options) => recorded.alerts.push({ text, ...options }),
    revalidate: (change) => recorded.revalidated.push(change),
    remember: (intent) => recorded.remembered.push(intent),
    now: () => Date.parse('2026-11-24T03:15:00Z'),
  };
}

const withdraw = (payload = request, refusals: RefusalDisplay = 'screen') =>
  runMoneyIntent('withdrawal', payload, sendWithdrawal, effects(refusals), payload.Amount);

/** The last thing the screen's error area shows. */
const shownLines = () => recorded.lines.at(-1) ?? [];

beforeEach(() => {
  faults = [];
  sentKeys = [];
  online = true;
  clientAlert.mockClear();
  recorded = { lines: [], alerts: [], revalidated: [], remembered: [] };
  keys = createIntentKeyStore({ storage: null });
  configureClient({
    baseUrl: TEST_ORIGIN,
    getToken: () => DEMO_TOKEN,
    alert: clientAlert,
    clearSession: () => undefined,
    clearCache: () => undefined,
    navigate: () => undefined,
    loading: createLoadingStore(),
    // The test origin is absolute; it stands for a same-origin API here.
    crossOriginIdempotencyKey: true,
    isOnline: () => online,
    fetch: (url, init) => {
      sentKeys.push(new Headers(init.headers).get('Idempotency-Key'));
      const real = () => fetch(url, init);
      const fault = faults.shift();
      return fault ? fault(real) : real();
    },
  });
});
afterEach(() => {
  resetClient();
  vi.useRealTimers();
});

/** The request reaches the server and is applied; the answer is lost on the way back as a proxy's 502 page. */
const appliedThen502: Fault = async (real) => {
  await real();
  return new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
};

describe('a money intent whose outcome is unclear', () => {
  it('says Chưa rõ kết quả with where to check, re-reads, and the same intent sent again reuses its key and is applied once', async () => {
    const before = balanceOf(mock.db.demo);
    faults.push(appliedThen502);
    await expect(withdraw()).rejects.toMatchObject({ outcome: 'unclear', cause: { status: 502 } });

    expect(recorded.alerts).toHaveLength(1);
    const [alert] = recorded.alerts;
    expect(alert?.title).toBe(UNCLEAR_TITLE);
    expect(alert?.text).toBe(`Chưa rõ kết quả: chưa biết yêu cầu rút tiền ${formatVnd(500_000)} đã được ghi nhận hay chưa. Hãy kiểm tra lịch sử rút tiền trước khi gửi lại.`);
    expect(alert?.link?.href).toBe('#/transaction/withdrawal');
    expect(shownLines()).toEqual([alert?.text]);
    expect(recorded.revalidated).toEqual(['withdraw']);
    // The proxy's HTML is never a message: the client did not alert it either.
    expect(clientAlert).not.toHaveBeenCalled();
    expect(balanceOf(mock.db.demo)).toBe(before - request.Amount);

    await withdraw();
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[0]).toMatch(/^[\da-f-]{36}$/);
    expect(sentKeys[1]).toBe(sentKeys[0]);
    expect(balanceOf(mock.db.demo)).toBe(before - request.Amount);
    expect(shownLines()).toEqual([]);

    // The definite answer retired the key: the same withdrawal again is a new intent.
    await withdraw();
    expect(sentKeys[2]).not.toBe(sentKeys[0]);
    expect(balanceOf(mock.db.demo)).toBe(before - 2 * request.Amount);
  });

  it('gives a changed payload a key of its own', async () => {
    faults.push(appliedThen502);
    await expect(withdraw()).rejects.toThrow();
    await withdraw({ ...request, Amount: 600_000 });
    expect(sentKeys[1]).not.toBe(sentKeys[0]);
  });

  it('treats a 2xx that is not JSON as unclear: it may have been applied', async () => {
    faults.push(async (real) => {
      await real();
      return new Response('<!doctype html><title>OK</title>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    });
    await expect(withdraw()).rejects.toThrow();
    expect(recorded.alerts[0]?.title).toBe(UNCLEAR_TITLE);
    expect(recorded.revalidated).toEqual(['withdraw']);
  });

  it('treats a 2xx cut off mid-body as unclear', async () => {
    faults.push(async (real) => {
      await real();
      return new Response('{"Status":', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    await expect(withdraw()).rejects.toThrow();
    expect(recorded.alerts[0]?.title).toBe(UNCLEAR_TITLE);
  });

  it('treats a write with no answer after 45 s as unclear, never as a failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    faults.push(() => new Promise<Response>(() => undefined));
    const pending = withdraw();
    const outcome = expect(pending).rejects.toMatchObject({ outcome: 'unclear', cause: { name: 'RequestTimeoutError' } });
    await vi.advanceTimersByTimeAsync(45_000);
    await outcome;
    expect(recorded.alerts[0]?.title).toBe(UNCLEAR_TITLE);
    expect(sentKeys).toHaveLength(1);
  });
});

describe('a money intent with a definite answer', () => {
  it('shows a 409 refusal’s own lines in the screen’s error area, re-reads, and retires the key', async () => {
    faults.push(() => Promise.resolve(HttpResponse.json(['Yêu cầu rút tiền trước đó đang chờ xử lý.'], { status: 409 })));
    await expect(withdraw()).rejects.toMatchObject({ outcome: 'refused', alerted: false, cause: { status: 409 } });
    expect(shownLines()).toEqual(['Yêu cầu rút tiền trước đó đang chờ xử lý.']);
    expect(recorded.alerts).toEqual([]);
    expect(recorded.revalidated).toEqual(['withdraw']);
    await withdraw();
    expect(sentKeys[1]).not.toBe(sentKeys[0]);
  });

  it('says something for a refusal without lines (a 429 with an empty body), and hands it to a screen that shows refusals itself', async () => {
    faults.push(() => Promise.resolve(new Response('', { status: 429 })));
    await expect(withdraw(request, 'caller')).rejects.toMatchObject({ outcome: 'refused', lines: ['Bạn thao tác quá nhanh. Vui lòng đợi một lát rồi thử lại.'] });
    expect(recorded.alerts).toEqual([]);
    expect(shownLines()).toEqual([]);
  });

  it('leaves a 400 to the client’s SPEC §8 alert: the lines are shown once, the form keeps its values', async () => {
    await expect(withdraw({ ...request, Amount: balanceOf(mock.db.demo) + 1 })).rejects.toMatchObject({ outcome: 'refused', alerted: true, cause: { status: 400 } });
    expect(clientAlert).toHaveBeenCalledWith('Số dư không đủ');
    expect(recorded.alerts).toEqual([]);
    expect(shownLines()).toEqual([]);
  });

  it('sends nothing when the browser is offline and says so', async () => {
    online = false;
    await expect(withdraw()).rejects.toMatchObject({ outcome: 'notSent', cause: { name: 'OfflineError' } });
    expect(sentKeys).toEqual([]);
    expect(shownLines()).toEqual([texts.offline]);
  });

  it('retires the key on 401: the server refused before applying anything', async () => {
    faults.push(() => Promise.resolve(new Response(null, { status: 401 })));
    await expect(withdraw()).rejects.toMatchObject({ outcome: 'sessionEnded', cause: { status: 401 } });
    await withdraw();
    expect(sentKeys[1]).not.toBe(sentKeys[0]);
  });
});

describe('a money intent that loses its connection', () => {
  it('is remembered for the next login (kind, amount, time, account) and keeps its key', async () => {
    const before = balanceOf(mock.db.demo);
    faults.push(async (real) => {
      await real();
      throw new TypeError('Failed to fetch');
    });
    await expect(withdraw()).rejects.toMatchObject({ outcome: 'unclear', cause: { status: 0 } });
    // SPEC §8: the client's re-login alert.
    expect(clientAlert).toHaveBeenCalledWith(texts.sessionExpired);
    expect(recorded.remembered).toEqual([{ kind: 'withdrawal', amount: 500_000, at: Date.parse('2026-11-24T03:15:00Z'), account: 'demo' }]);
    await withdraw();
    expect(sentKeys[1]).toBe(sentKeys[0]);
    expect(balanceOf(mock.db.demo)).toBe(before - request.Amount);
  });
});

describe('the mock’s refusal of a reused key', () => {
  it('is a refusal with its line when one key is sent with two different bodies', async () => {
    mock.server.use(http.post(`${TEST_ORIGIN}/api/customer/withdrawal`, () => HttpResponse.json(['Mã chống gửi trùng (Idempotency-Key) đã được dùng cho một yêu cầu khác.'], { status: 422 })));
    await expect(withdraw()).rejects.toMatchObject({ outcome: 'refused', cause: { status: 422 } });
    expect(shownLines()).toEqual(['Mã chống gửi trùng (Idempotency-Key) đã được dùng cho một yêu cầu khác.']);
  });
});
