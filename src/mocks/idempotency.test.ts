import { afterEach, describe, expect, it, vi } from 'vitest';
import { extensionProduct } from './fixtures';
import { IDEMPOTENCY_REUSED_LINE, IDEMPOTENCY_WINDOW_MS } from './idempotency';
import { setupMockServer } from './node';
import { balanceOf } from './rules';
import { call } from './testing';

interface Page<T> {
  Items: T[];
  Total: number;
}

const mock = setupMockServer();
const withdrawal = { Amount: 500_000, BankName: 'Vietcombank', AccountNumber: '0011004123456', AccountHolder: 'NGUYEN THI MINH ANH', Note: '' };
const keyed = (key: string) => ({ 'Idempotency-Key': key });

const pendingWithdrawals = async () =>
  (await call<Page<unknown>>(mock, 'GET', '/api/customer/getwithdrawals', { query: { status: 1 } })).body.Total;

afterEach(() => {
  vi.useRealTimers();
});

describe('Idempotency-Key in the mock backend', () => {
  it('answers a repeated key with the first answer and applies the withdrawal once', async () => {
    const before = balanceOf(mock.db.demo);
    const pendingBefore = await pendingWithdrawals();
    const first = await call(mock, 'POST', '/api/customer/withdrawal', { body: withdrawal, headers: keyed('k-1') });
    const again = await call(mock, 'POST', '/api/customer/withdrawal', { body: withdrawal, headers: keyed('k-1') });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(balanceOf(mock.db.demo)).toBe(before - withdrawal.Amount);
    expect(await pendingWithdrawals()).toBe(pendingBefore + 1);
  });

  it('applies the same body again under a new key: the key, not the body, makes two intents one', async () => {
    const before = balanceOf(mock.db.demo);
    await call(mock, 'POST', '/api/customer/withdrawal', { body: withdrawal, headers: keyed('k-1') });
    await call(mock, 'POST', '/api/customer/withdrawal', { body: withdrawal, headers: keyed('k-2') });
    expect(balanceOf(mock.db.demo)).toBe(before - 2 * withdrawal.Amount);
  });

  it('refuses the same key with a different body with 422 and its line, and applies nothing', async () => {
    await call(mock, 'POST', '/api/customer/withdrawal', { body: withdrawal, headers: keyed('k-1') });
    const after = balanceOf(mock.db.demo);
    const other = await call(mock, 'POST', '/api/customer/withdrawal', { body: { ...withdrawal, Amount: 600_000 }, headers: keyed('k-1') });
    expect(other).toEqual({ status: 422, body: [IDEMPOTENCY_REUSED_LINE] });
    expect(balanceOf(mock.db.demo)).toBe(after);
  });

  it('replays a refusal too: a 400 for a key stays that 400', async () => {
    const tooMuch = { ...withdrawal, Amount: balanceOf(mock.db.demo) + 1 };
    const first = await call(mock, 'POST', '/api/customer/withdrawal', { body: tooMuch, headers: keyed('k-400') });
    expect(first).toEqual({ status: 400, body: ['Số dư không đủ'] });
    expect(await call(mock, 'POST', '/api/customer/withdrawal', { body: tooMuch, headers: keyed('k-400') })).toEqual(first);
  });

  it('forgets a key after 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = balanceOf(mock.db.demo);
    await call(mock, 'POST', '/api/customer/withdrawal', { body: withdrawal, headers: keyed('k-day') });
    vi.setSystemTime(Date.now() + IDEMPOTENCY_WINDOW_MS - 1000);
    await call(mock, 'POST', '/api/customer/withdrawal', { body: withdrawal, headers: keyed('k-day') });
    expect(balanceOf(mock.db.demo)).toBe(before - withdrawal.Amount);
    vi.setSystemTime(Date.now() + 2000);
    await call(mock, 'POST', '/api/customer/withdrawal', { body: withdrawal, headers: keyed('k-day') });
    expect(balanceOf(mock.db.demo)).toBe(before - 2 * withdrawal.Amount);
  });

  it('keeps keys per customer: another customer’s identical key is a request of its own', async () => {
    const payload = { Username: 'lan.nguyen', Email: 'lan@example.vn', Password: 'matkhau1', ConfirmPassword: 'matkhau1', Phone: '0912345678', WarehouseId: 2 };
    expect((await call(mock, 'POST', '/api/account/register', { token: null, body: payload })).status).toBe(200);
    const login = await call<{ token: string }>(mock, 'POST', '/api/account/login', { token: null, body: { UserName: 'lan.nguyen', Password: 'matkhau1' } });
    const first = await call(mock, 'POST', '/api/customer/withdrawal', { body: withdrawal, headers: keyed('shared') });
    const theirs = await call(mock, 'POST', '/api/customer/withdrawal', { token: login.body.token, body: withdrawal, headers: keyed('shared') });
    expect(first.status).toBe(200);
    // The new customer's wallet is empty: their own refusal, not the demo customer's answer replayed.
    expect(theirs).toEqual({ status: 400, body: ['Số dư không đủ'] });
  });

  it('honours the key on the extension’s cart POST too: a re-sent batch adds its products once', async () => {
    const batch = [extensionProduct(4, { Quantity: 2 })];
    const first = await call<{ NumberCarts: number }>(mock, 'POST', '/api/order/carts', { body: batch, headers: keyed('cart-1') });
    const quantity = () => mock.db.demo.carts.flatMap((cart) => cart.CartItems).reduce((sum, item) => sum + item.Quantity, 0);
    const afterFirst = quantity();
    const again = await call<{ NumberCarts: number }>(mock, 'POST', '/api/order/carts', { body: batch, headers: keyed('cart-1') });
    expect(again).toEqual(first);
    expect(quantity()).toBe(afterFirst);
  });
});
