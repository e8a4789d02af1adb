// Issue 12 §1, every outcome class for each of the nine money calls: the real endpoint functions of the API
// client, the real runMoneyIntent, the mock backend (which honours Idempotency-Key) behind msw/node, and
// faults injected at fetch as a proxy, a slow server or a broken network makes them.
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addComplain, createOrder, createRequestDelivery, deposit, orderBuy, orderBuyIds, updateOrderDeposit, updateOrderPay, withdrawal } from '../../src/app/api/endpoints';
import type { WriteOptions } from '../../src/app/api/endpoints/shared';
import { texts } from '../../src/app/api/texts';
import type { Change } from '../../src/app/hooks/invalidation';
import { UNCLEAR_TITLE, type MoneyIntentKind } from '../../src/app/money/outcome';
import { runMoneyIntent, type IntentEffects, type RefusalDisplay } from '../../src/app/money/runIntent';
import { IntentFailedError } from '../../src/features/shared/intentFailure';
import { OrderState } from '../../src/features/shared/statuses';
import type { Books } from '../../src/mocks/db';
import { setupMockServer } from '../../src/mocks/node';
import { scenarios } from '../../src/mocks/scenarios';
import { appliedThen502, moneyHarness, NOW } from './moneyHarness';

const mock = setupMockServer();
const h = moneyHarness();

/** One money call as a screen makes it: its endpoint, a payload the demo world accepts, and what it changes. */
interface MoneyCall {
  kind: MoneyIntentKind;
  /** The endpoint as the mock scenarios name it. */
  endpoint: string;
  /** Where the screen shows a refusal (src/app/hooks/writes.ts). */
  refusals: RefusalDisplay;
  /** What the `Chưa rõ kết quả` alert links to. */
  link: string;
  /** What the app re-reads after it (src/app/hooks/invalidation.ts). */
  change: Change;
  amount?: number;
  /** The intent of this test: its payload, made once from the demo world, and a way to send it. */
  prepare: () => { payload: unknown; run: (effects: IntentEffects) => Promise<unknown> };
  /** A number the intent changes by exactly one step when applied. */
  measure: (books: Books) => number;
}

function moneyCall<Arg>(
  call: Omit<MoneyCall, 'prepare'> & { arg: (books: Books) => Arg; send: (arg: Arg, options: WriteOptions) => Promise<unknown> },
): MoneyCall {
  const { arg, send, ...rest } = call;
  return {
    ...rest,
    prepare: () => {
      const payload = arg(mock.db.demo);
      return { payload, run: (effects) => runMoneyIntent(call.kind, payload, send, effects, call.amount) };
    },
  };
}

const firstId = (rows: readonly { Id: number }[]) => {
  const [row] = rows;
  if (!row) throw new Error('the demo world lacks a row this test needs');
  return row.Id;
};
const inState = (books: Books, state: number) => books.orders.filter((order) => order.State === state);
const orderLine = { Link: 'https://detail.1688.com/offer/623456789012.html', ProductId: '623456789012', Source: '1688' as const, Name: 'Cốc sứ', Size: '', Color: 'Trắng', Options: ';Trắng', Quantity: 10, Price: 3.2, Note: '' };
const receiver = { ReceiverName: 'Nguyễn Thị Minh Anh', Phone: '0987654321', Address: 'Số 25 ngõ 1 Trần Quốc Hoàn, Cầu Giấy, Hà Nội', Note: '' };

const calls: MoneyCall[] = [
  moneyCall({
    kind: 'deposit',
    endpoint: 'deposit',
    refusals: 'screen',
    link: '#/transaction/deposit',
    change: 'topUp',
    amount: 2_000_000,
    arg: () => ({ Amount: 2_000_000, BankName: 'Vietcombank', TransferContent: 'NAP TIEN DEMO', Note: '' }),
    send: deposit,
    measure: (books) => books.deposits.length,
  }),
  moneyCall({
    kind: 'withdrawal',
    endpoint: 'withdrawal',
    refusals: 'screen',
    link: '#/transaction/withdrawal',
    change: 'withdraw',
    amount: 500_000,
    arg: () => ({ Amount: 500_000, BankName: 'Vietcombank', AccountNumber: '0011004123456', AccountHolder: 'NGUYEN THI MINH ANH', Note: '' }),
    send: withdrawal,
    measure: (books) => books.withdrawals.length,
  }),
  moneyCall({
    kind: 'payDeposit',
    endpoint: 'updateorderdeposit',
    refusals: 'screen',
    link: '#/transaction/list',
    change: 'payDeposit',
    arg: (books) => ({ OrderIds: [firstId(inState(books, OrderState.AwaitingDeposit))] }),
    send: updateOrderDeposit,
    measure: (books) => inState(books, OrderState.AwaitingDeposit).length,
  }),
  moneyCall({
    kind: 'payRemainder',
    endpoint: 'updateorderpay',
    refusals: 'screen',
    link: '#/transaction/list',
    change: 'payRemainder',
    arg: (books) => ({ OrderIds: [firstId(inState(books, OrderState.AwaitingPayment))] }),
    send: updateOrderPay,
    measure: (books) => inState(books, OrderState.AwaitingPayment).length,
  }),
  moneyCall({
    kind: 'orderBuy',
    endpoint: 'orderbuy',
    refusals: 'caller',
    link: '#/order/order-wait-deposit',
    change: 'orderBuy',
    arg: (books) => firstId(books.carts),
    send: orderBuy,
    measure: (books) => books.carts.length,
  }),
  moneyCall({
    kind: 'orderBuyIds',
    endpoint: 'orderbuyids',
    refusals: 'caller',
    link: '#/order/order-wait-deposit',
    change: 'orderBuy',
    arg: (books) => ({ CartIds: [firstId(books.carts)] }),
    send: orderBuyIds,
    measure: (books) => books.carts.length,
  }),
  moneyCall({
    kind: 'createOrder',
    endpoint: 'createorder',
    refusals: 'caller',
    link: '#/order/order-wait-deposit',
    change: 'createOrder',
    arg: () => ({ Note: 'Gói kỹ', Lines: [orderLine] }),
    send: createOrder,
    measure: (books) => books.orders.length,
  }),
  moneyCall({
    kind: 'requestDelivery',
    endpoint: 'createrequestdelivery',
    refusals: 'screen',
    link: '#/delivery/list-request',
    change: 'requestDelivery',
    arg: (books) => ({ ...receiver, OrderIds: [firstId(inState(books, OrderState.InVietnamWarehouse))] }),
    send: createRequestDelivery,
    measure: (books) => books.deliveryRequests.length,
  }),
  moneyCall({
    kind: 'complaint',
    endpoint: 'addComplain',
    refusals: 'screen',
    link: '#/order/complain',
    change: 'complaint',
    arg: (books) => {
      const delivered = inState(books, OrderState.Delivered)[0];
      if (!delivered) throw new Error('the demo world has no delivered order');
      return { OrderId: delivered.Id, OrderItemIds: [firstId(delivered.Items)], ReasonType: 3 as const, Description: 'Sản phẩm bị nứt khi nhận hàng', AmountRequested: null, Photos: [] };
    },
    send: addComplain,
    measure: (books) => books.complaints.length,
  }),
];

const effects = (call: MoneyCall) => h.effects(call.refusals);

/** How the failed intent rejected: always an IntentFailedError. */
async function failureOf(pending: Promise<unknown>): Promise<IntentFailedError> {
  const error = await pending.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof IntentFailedError)) throw new Error(`expected an IntentFailedError, got ${String(error)}`);
  return error;
}

describe.each(calls)('money intent $kind', (call) => {
  const measure = () => call.measure(mock.db.demo);
  let intent: ReturnType<MoneyCall['prepare']>;
  /** Whether the key of this intent was retired: asking for it again makes a new one. */
  const retired = (sent: string | null | undefined) => h.keys.keyFor(call.kind, intent.payload, 'demo') !== sent;
  beforeEach(() => {
    intent = call.prepare();
  });

  it('applied: resolves, re-reads what it changed, and the next identical intent gets a new key', async () => {
    const before = measure();
    await intent.run(effects(call));
    expect(measure()).not.toBe(before);
    expect(h.recorded.revalidated).toEqual([call.change]);
    expect(h.recorded.alerts).toEqual([]);
    expect(h.sentKeys[0]).toMatch(/^[\da-f-]{36}$/);
    // A definite answer retired the key.
    expect(retired(h.sentKeys[0])).toBe(true);
  });

  it('400: the client’s SPEC §8 alert with the lines, shown once; nothing moved; the key is retired', async () => {
    const before = mock.db.serialize();
    h.faults.push(() => Promise.resolve(HttpResponse.json(['Số dư không đủ'], { status: 400 })));
    const failure = await failureOf(intent.run(effects(call)));
    expect(failure).toMatchObject({ outcome: 'refused', lines: ['Số dư không đủ'], alerted: true });
    expect(h.clientAlert).toHaveBeenCalledWith('Số dư không đủ');
    expect(h.recorded.alerts).toEqual([]);
    expect(h.shownLines()).toEqual([]);
    expect(mock.db.serialize()).toBe(before);
    expect(retired(h.sentKeys[0])).toBe(true);
  });

  it('409 with lines: the lines in the screen’s own area (or handed to the caller), re-read, key retired', async () => {
    const lines = ['Dữ liệu đã được cập nhật ở nơi khác.', 'Vui lòng tải lại trang.'];
    mock.server.use(scenarios.refused(call.endpoint, 409, lines));
    const failure = await failureOf(intent.run(effects(call)));
    expect(failure).toMatchObject({ outcome: 'refused', lines, alerted: false });
    expect(h.shownLines()).toEqual(call.refusals === 'screen' ? lines : []);
    expect(h.recorded.alerts).toEqual([]);
    expect(h.clientAlert).not.toHaveBeenCalled();
    expect(h.recorded.revalidated).toEqual([call.change]);
    expect(retired(h.sentKeys[0])).toBe(true);
  });

  it('502 HTML after the server applied it: Chưa rõ kết quả with its link, re-read, and the resend reuses the key and is applied once', async () => {
    const before = measure();
    h.faults.push(appliedThen502);
    const failure = await failureOf(intent.run(effects(call)));
    expect(failure.outcome).toBe('unclear');
    expect(failure.lines[0]).toMatch(/^Chưa rõ kết quả: /);
    expect(h.recorded.alerts).toEqual([{ text: failure.lines[0], title: UNCLEAR_TITLE, tone: 'danger', link: expect.objectContaining({ href: call.link }) as unknown }]);
    expect(h.shownLines()).toEqual(call.refusals === 'screen' ? failure.lines : []);
    expect(h.recorded.revalidated).toEqual([call.change]);
    // The proxy's page is never a message.
    expect(h.clientAlert).not.toHaveBeenCalled();
    const applied = measure();
    expect(applied).not.toBe(before);
    const world = mock.db.serialize();

    await intent.run(effects(call));
    expect(h.sentKeys).toHaveLength(2);
    expect(h.sentKeys[1]).toBe(h.sentKeys[0]);
    expect(measure()).toBe(applied);
    expect(mock.db.serialize()).toBe(world);
  });

  it('502 HTML from the proxy alone (nothing applied): still unclear, never "nothing happened"', async () => {
    mock.server.use(scenarios.badGateway(call.endpoint));
    const before = measure();
    const failure = await failureOf(intent.run(effects(call)));
    expect(failure.outcome).toBe('unclear');
    expect(h.recorded.alerts[0]?.title).toBe(UNCLEAR_TITLE);
    expect(measure()).toBe(before);
  });

  it('a 2xx that is not JSON: unclear, and re-read as applied', async () => {
    const before = measure();
    h.faults.push(async (real) => {
      await real();
      return new Response('<!doctype html><title>OK</title>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    });
    const failure = await failureOf(intent.run(effects(call)));
    expect(failure.outcome).toBe('unclear');
    expect(h.recorded.alerts[0]?.title).toBe(UNCLEAR_TITLE);
    expect(h.recorded.revalidated).toEqual([call.change]);
    expect(measure()).not.toBe(before);
  });

  it('no answer within 45 s: unclear, sent once, never retried', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    h.faults.push(() => new Promise<Response>(() => undefined));
    const pending = failureOf(intent.run(effects(call)));
    await vi.advanceTimersByTimeAsync(45_000);
    const failure = await pending;
    expect(failure).toMatchObject({ outcome: 'unclear', cause: { name: 'RequestTimeoutError' } });
    expect(h.recorded.alerts[0]?.title).toBe(UNCLEAR_TITLE);
    expect(h.sentKeys).toHaveLength(1);
  });

  it('status 0: the re-login alert, the intent remembered (kind, amount, time, account) and its key kept', async () => {
    h.faults.push(async (real) => {
      await real();
      throw new TypeError('Failed to fetch');
    });
    const failure = await failureOf(intent.run(effects(call)));
    expect(failure.outcome).toBe('unclear');
    expect(h.clientAlert).toHaveBeenCalledWith(texts.sessionExpired);
    expect(h.recorded.remembered).toEqual([{ kind: call.kind, ...(call.amount === undefined ? {} : { amount: call.amount }), at: NOW, account: 'demo' }]);
    const applied = measure();
    await intent.run(effects(call));
    expect(h.sentKeys[1]).toBe(h.sentKeys[0]);
    expect(measure()).toBe(applied);
  });

  it('offline: nothing sent, the offline sentence, the key retired', async () => {
    h.online = false;
    const before = mock.db.serialize();
    const key = h.keys.keyFor(call.kind, intent.payload, 'demo');
    const failure = await failureOf(intent.run(effects(call)));
    expect(failure).toMatchObject({ outcome: 'notSent', lines: [texts.offline] });
    expect(h.sentKeys).toEqual([]);
    expect(h.shownLines()).toEqual(call.refusals === 'screen' ? [texts.offline] : []);
    expect(mock.db.serialize()).toBe(before);
    expect(retired(key)).toBe(true);
  });
});
