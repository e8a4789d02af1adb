import { describe, expect, it } from 'vitest';
import {
  balanceAfter,
  canPay,
  dueTotal,
  isOrderField,
  isOrderItemField,
  selectedCount,
  selectedIds,
  selectionState,
  toggle,
  toggleAll,
  toPayOrdersRequest,
  validateOrderField,
  validateOrderItemField,
  validatePayOrders,
  withSelection,
  type Payable,
} from './model';

const orders: (Payable & { OrderCode: string })[] = [
  { Id: 11, OrderCode: 'DH2611-00011', AmountDue: 700_000, IsChecked: false },
  { Id: 12, OrderCode: 'DH2611-00012', AmountDue: 1_250_000, IsChecked: true },
  { Id: 13, OrderCode: 'DH2611-00013', AmountDue: 300_000, IsChecked: true },
];

describe('selection', () => {
  it('lists checked ids in list order', () => {
    expect(selectedIds(orders)).toEqual([12, 13]);
    expect(selectedIds([])).toEqual([]);
  });

  it('toggles one order without touching the others or the input', () => {
    const next = toggle(orders, 11);
    expect(selectedIds(next)).toEqual([11, 12, 13]);
    expect(next[0]).toMatchObject({ OrderCode: 'DH2611-00011', IsChecked: true });
    expect(next[1]).toBe(orders[1]);
    expect(orders[0]!.IsChecked).toBe(false);
    expect(selectedIds(toggle(next, 12))).toEqual([11, 13]);
    expect(toggle(orders, 999)).toEqual(orders);
  });

  it('ticks and unticks all', () => {
    expect(selectedIds(toggleAll(orders, true))).toEqual([11, 12, 13]);
    expect(selectedIds(toggleAll(orders, false))).toEqual([]);
    expect(toggleAll(orders, true)[1]).toBe(orders[1]);
  });

  it('reports none, some or all for the header checkbox', () => {
    expect(selectionState(orders)).toBe('some');
    expect(selectionState(toggleAll(orders, true))).toBe('all');
    expect(selectionState(toggleAll(orders, false))).toBe('none');
    expect(selectionState([])).toBe('none');
  });
});

describe('amounts', () => {
  it('sums AmountDue of the checked orders only', () => {
    expect(dueTotal(orders)).toBe(1_550_000);
    expect(dueTotal(toggleAll(orders, false))).toBe(0);
    expect(dueTotal(toggleAll(orders, true))).toBe(2_250_000);
  });

  it('ignores unreadable or negative amounts', () => {
    expect(
      dueTotal([
        { Id: 1, AmountDue: Number.NaN, IsChecked: true },
        { Id: 2, AmountDue: -5, IsChecked: true },
        { Id: 3, AmountDue: 10, IsChecked: true },
      ]),
    ).toBe(10);
  });

  it.each([
    [2_000_000, 1_550_000, 450_000, true],
    [1_550_000, 1_550_000, 0, true],
    [1_549_999, 1_550_000, -1, false],
    [2_000_000, 0, 2_000_000, false],
    [0, 0, 0, false],
  ])('balance %d, due %d → after %d, can pay %s', (balance, due, after, payable) => {
    expect(balanceAfter(balance, due)).toBe(after);
    expect(canPay(balance, due)).toBe(payable);
  });

  it('cannot pay with an unknown balance', () => {
    expect(canPay(Number.NaN, 10)).toBe(false);
    expect(canPay(100, Number.NaN)).toBe(false);
  });
});

describe('validatePayOrders', () => {
  it('needs a selection, then enough money', () => {
    expect(validatePayOrders({ OrderIds: [12, 13] }, 2_000_000, 1_550_000)).toEqual({});
    expect(validatePayOrders({ OrderIds: [] }, 2_000_000, 0)).toEqual({ OrderIds: 'Bạn chưa chọn đơn hàng nào' });
    expect(validatePayOrders({ OrderIds: [0] }, 2_000_000, 10)).toEqual({ OrderIds: 'Bạn chưa chọn đơn hàng nào' });
    expect(validatePayOrders({ OrderIds: [12] }, 1_000_000, 1_250_000)).toEqual({ OrderIds: 'Số dư không đủ' });
  });

  it('builds the request from the selection', () => {
    expect(toPayOrdersRequest(orders)).toEqual({ OrderIds: [12, 13] });
  });
});

describe('field edits', () => {
  it('knows the editable fields', () => {
    expect(isOrderField('Note')).toBe(true);
    expect(isOrderField('IsWoodPacking')).toBe(true);
    expect(isOrderField('TotalAmount')).toBe(false);
    expect(isOrderItemField('Quantity')).toBe(true);
    expect(isOrderItemField('Price')).toBe(false);
  });

  it.each([
    ['Note', 'Gọi trước khi giao', undefined],
    ['Note', 'x'.repeat(500), undefined],
    ['Note', 'x'.repeat(501), 'Ghi chú không quá 500 ký tự'],
    ['Note', 5, 'Ghi chú không quá 500 ký tự'],
    ['IsInsurance', true, undefined],
    ['IsCountGoods', false, undefined],
    ['IsWoodPacking', 'true', 'Giá trị không hợp lệ'],
  ] as const)('order %s = %j', (field, value, message) => {
    expect(validateOrderField(field, value)).toBe(message);
  });

  it.each([
    ['Quantity', 1, undefined],
    ['Quantity', 9999, undefined],
    ['Quantity', 0, 'Số lượng phải là số nguyên từ 1 đến 9999'],
    ['Quantity', 10000, 'Số lượng phải là số nguyên từ 1 đến 9999'],
    ['Quantity', '3', 'Số lượng phải là số nguyên từ 1 đến 9999'],
    ['Note', '', undefined],
    ['Note', 'x'.repeat(501), 'Ghi chú không quá 500 ký tự'],
  ] as const)('order item %s = %j', (field, value, message) => {
    expect(validateOrderItemField(field, value)).toBe(message);
  });
});

describe('withSelection', () => {
  const fresh: Payable[] = [
    { Id: 1, AmountDue: 100_000, IsChecked: false },
    { Id: 2, AmountDue: 200_000, IsChecked: true },
    { Id: 3, AmountDue: 300_000, IsChecked: false },
  ];

  it('ticks exactly the given keys and keeps unchanged orders as the same objects', () => {
    const next = withSelection(fresh, [2, 3]);
    expect(selectedIds(next)).toEqual([2, 3]);
    expect(next[1]).toBe(fresh[1]);
    expect(next[0]).toBe(fresh[0]);
    expect(dueTotal(next)).toBe(500_000);
    expect(selectedCount(next)).toBe(2);
  });

  it("'all' ticks every order; an empty set unticks every order", () => {
    expect(selectedIds(withSelection(fresh, 'all'))).toEqual([1, 2, 3]);
    expect(selectionState(withSelection(fresh, 'all'))).toBe('all');
    expect(selectedIds(withSelection(fresh, new Set<number>()))).toEqual([]);
    expect(selectedCount(withSelection(fresh, []))).toBe(0);
  });

  it('ignores keys of orders that left the list (paid meanwhile)', () => {
    const next = withSelection(fresh, [3, 99]);
    expect(selectedIds(next)).toEqual([3]);
    expect(balanceAfter(250_000, dueTotal(next))).toBe(-50_000);
    expect(canPay(250_000, dueTotal(next))).toBe(false);
    expect(canPay(300_000, dueTotal(next))).toBe(true);
  });
});
