// Issue 12 §1 end to end in node: the real API client, the real runMoneyIntent, the mock backend (which
// honours Idempotency-Key) behind msw/node, and faults injected at fetch as the real network makes them.
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { withdrawal as sendWithdrawal } from '../../src/app/api/endpoints/customer';
import { texts } from '../../src/app/api/texts';
import { UNCLEAR_TITLE } from '../../src/app/money/outcome';
import { runMoneyIntent, type RefusalDisplay } from '../../src/app/money/runIntent';
import type { WithdrawalRequest } from '../../src/features/finance/model';
import { formatVnd } from '../../src/ui/Money/format';
import { setupMockServer, TEST_ORIGIN } from '../../src/mocks/node';
import { balanceOf } from '../../src/mocks/rules';
import { appliedThen502, moneyHarness } from './moneyHarness';

const mock = setupMockServer();
const h = moneyHarness();
const request: WithdrawalRequest = { Amount: 500_000, BankName: 'Vietcombank', AccountNumber: '0011004123456', AccountHolder: 'NGUYEN THI MINH ANH', Note: '' };

const withdraw = (payload = request, refusals: RefusalDisplay = 'screen') =>
  runMoneyIntent('withdrawal', payload, sendWithdrawal, h.effects(refusals), payload.Amount);

describe('a money intent whose outcome is unclear', () => {
  it('says Chưa rõ kết quả with where to check, re-reads, and the same intent sent again reuses its key and is applied once', async () => {
    const before = balanceOf(mock.db.demo);
    h.faults.push(appliedThen502);
    await expect(withdraw()).rejects.toMatchObject({ outcome: 'unclear', cause: { status: 502 } });

    expect(h.recorded.alerts).toHaveLength(1);
    const [alert] = h.recorded.alerts;
    expect(alert?.title).toBe(UNCLEAR_TITLE);
    expect(alert?.text).toBe(`Chưa rõ kết quả: chưa biết yêu cầu rút tiền ${formatVnd(500_000)} đã được ghi nhận hay chưa. Hãy kiểm tra lịch sử rút tiền trước khi gửi lại.`);
    expect(alert?.link?.href).toBe('#/transaction/withdrawal');
    expect(h.shownLines()).toEqual([alert?.text]);
    expect(h.recorded.revalidated).toEqual(['withdraw']);
    // The proxy's HTML is never a message: the client did not alert it either.
    expect(h.clientAlert).not.toHaveBeenCalled();
    expect(balanceOf(mock.db.demo)).toBe(before - request.Amount);

    await withdraw();
    expect(h.sentKeys).toHaveLength(2);
    expect(h.sentKeys[0]).toMatch(/^[\da-f-]{36}$/);
    expect(h.sentKeys[1]).toBe(h.sentKeys[0]);
    expect(balanceOf(mock.db.demo)).toBe(before - request.Amount);
    expect(h.shownLines()).toEqual([]);

    // The definite answer retired the key: the same withdrawal again is a new intent.
    await withdraw();
    expect(h.sentKeys[2]).not.toBe(h.sentKeys[0]);
    expect(balanceOf(mock.db.demo)).toBe(before - 2 * request.Amount);
  });

  it('gives a changed payload a key of its own', async () => {
    h.faults.push(appliedThen502);
    await expect(withdraw()).rejects.toThrow();
    await withdraw({ ...request, Amount: 600_000 });
    expect(h.sentKeys[1]).not.toBe(h.sentKeys[0]);
  });

  it('treats a 2xx that is not JSON as unclear: it may have been applied', async () => {
    h.faults.push(async (real) => {
      await real();
      return new Response('<!doctype html><title>OK</title>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    });
    await expect(withdraw()).rejects.toThrow();
    expect(h.recorded.alerts[0]?.title).toBe(UNCLEAR_TITLE);
    expect(h.recorded.revalidated).toEqual(['withdraw']);
  });

  it('treats a 2xx cut off mid-body as unclear', async () => {
    h.faults.push(async (real) => {
      await real();
      return new Response('{"Status":', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    await expect(withdraw()).rejects.toThrow();
    expect(h.recorded.alerts[0]?.title).toBe(UNCLEAR_TITLE);
  });

  it('treats a write with no answer after 45 s as unclear, never as a failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    h.faults.push(() => new Promise<Response>(() => undefined));
    const pending = withdraw();
    const outcome = expect(pending).rejects.toMatchObject({ outcome: 'unclear', cause: { name: 'RequestTimeoutError' } });
    await vi.advanceTimersByTimeAsync(45_000);
    await outcome;
    expect(h.recorded.alerts[0]?.title).toBe(UNCLEAR_TITLE);
    expect(h.sentKeys).toHaveLength(1);
  });
});

describe('a money intent with a definite answer', () => {
  it('shows a 409 refusal’s own lines in the screen’s error area, re-reads, and retires the key', async () => {
    h.faults.push(() => Promise.resolve(HttpResponse.json(['Yêu cầu rút tiền trước đó đang chờ xử lý.'], { status: 409 })));
    await expect(withdraw()).rejects.toMatchObject({ outcome: 'refused', alerted: false, cause: { status: 409 } });
    expect(h.shownLines()).toEqual(['Yêu cầu rút tiền trước đó đang chờ xử lý.']);
    expect(h.recorded.alerts).toEqual([]);
    expect(h.recorded.revalidated).toEqual(['withdraw']);
    await withdraw();
    expect(h.sentKeys[1]).not.toBe(h.sentKeys[0]);
  });

  it('says something for a refusal without lines (a 429 with an empty body), and hands it to a screen that shows refusals itself', async () => {
    h.faults.push(() => Promise.resolve(new Response('', { status: 429 })));
    await expect(withdraw(request, 'caller')).rejects.toMatchObject({ outcome: 'refused', lines: ['Bạn thao tác quá nhanh. Vui lòng đợi một lát rồi thử lại.'] });
    expect(h.recorded.alerts).toEqual([]);
    expect(h.shownLines()).toEqual([]);
  });

  it('leaves a 400 to the client’s SPEC §8 alert: the lines are shown once, the form keeps its values', async () => {
    await expect(withdraw({ ...request, Amount: balanceOf(mock.db.demo) + 1 })).rejects.toMatchObject({ outcome: 'refused', alerted: true, cause: { status: 400 } });
    expect(h.clientAlert).toHaveBeenCalledWith('Số dư không đủ');
    expect(h.recorded.alerts).toEqual([]);
    expect(h.shownLines()).toEqual([]);
  });

  it('sends nothing when the browser is offline and says so', async () => {
    h.online = false;
    await expect(withdraw()).rejects.toMatchObject({ outcome: 'notSent', cause: { name: 'OfflineError' } });
    expect(h.sentKeys).toEqual([]);
    expect(h.shownLines()).toEqual([texts.offline]);
  });

  it('retires the key on 401: the server refused before applying anything', async () => {
    h.faults.push(() => Promise.resolve(new Response(null, { status: 401 })));
    await expect(withdraw()).rejects.toMatchObject({ outcome: 'sessionEnded', cause: { status: 401 } });
    await withdraw();
    expect(h.sentKeys[1]).not.toBe(h.sentKeys[0]);
  });
});

describe('a money intent that loses its connection', () => {
  it('is remembered for the next login (kind, amount, time, account) and keeps its key', async () => {
    const before = balanceOf(mock.db.demo);
    h.faults.push(async (real) => {
      await real();
      throw new TypeError('Failed to fetch');
    });
    await expect(withdraw()).rejects.toMatchObject({ outcome: 'unclear', cause: { status: 0 } });
    // SPEC §8: the client's re-login alert.
    expect(h.clientAlert).toHaveBeenCalledWith(texts.sessionExpired);
    expect(h.recorded.remembered).toEqual([{ kind: 'withdrawal', amount: 500_000, at: Date.parse('2026-11-24T03:15:00Z'), account: 'demo' }]);
    await withdraw();
    expect(h.sentKeys[1]).toBe(h.sentKeys[0]);
    expect(balanceOf(mock.db.demo)).toBe(before - request.Amount);
  });
});

describe('the mock’s refusal of a reused key', () => {
  it('is a refusal with its line when one key is sent with two different bodies', async () => {
    mock.server.use(http.post(`${TEST_ORIGIN}/api/customer/withdrawal`, () => HttpResponse.json(['Mã chống gửi trùng (Idempotency-Key) đã được dùng cho một yêu cầu khác.'], { status: 422 })));
    await expect(withdraw()).rejects.toMatchObject({ outcome: 'refused', cause: { status: 422 } });
    expect(h.shownLines()).toEqual(['Mã chống gửi trùng (Idempotency-Key) đã được dùng cho một yêu cầu khác.']);
  });
});
