import { describe, expect, it } from 'vitest';
import {
  cartQuantity,
  cartTotals,
  clampQuantity,
  selectAllState,
  selectionSummary,
} from '.';

const fees = { '0-2000000': 3, '2000001-0': 2 };

describe('clampQuantity', () => {
  it.each([
    [1, 1],
    [5, 5],
    [9999, 9999],
    [10000, 9999],
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 9999],
    [Number.NEGATIVE_INFINITY, 1],
  ])('%d → %d', (value, clamped) => {
    expect(clampQuantity(value)).toBe(clamped);
  });
});

describe('cartTotals', () => {
  it('sums goods in ¥ without float drift, converts and adds the fee', () => {
    const totals = cartTotals(
      [
        { Price: 0.1, Quantity: 1 },
        { Price: 0.2, Quantity: 1 },
      ],
      3_600,
      fees,
    );
    expect(totals.goodsCny).toBe(0.3);
    expect(totals.goodsVnd).toBe(1_080);
    expect(totals.fee).toBe(32); // 3 % of 1 080 = 32.4
    expect(totals.total).toBe(1_112);
  });

  it('uses the fee range of the cart amount', () => {
    // 600 ¥ × 3 600 = 2 160 000 ₫ → the 2 % range.
    expect(cartTotals([{ Price: 300, Quantity: 2 }], 3_600, fees)).toEqual({
      goodsCny: 600,
      goodsVnd: 2_160_000,
      fee: 43_200,
      total: 2_203_200,
    });
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals([], 3_600, fees)).toEqual({ goodsCny: 0, goodsVnd: 0, fee: 0, total: 0 });
  });

  it('charges no fee without a fee map', () => {
    expect(cartTotals([{ Price: 10, Quantity: 1 }], 3_600, undefined)).toEqual({ goodsCny: 10, goodsVnd: 36_000, fee: 0, total: 36_000 });
  });

  it('treats an unusable rate as 0 ₫ and ignores broken items', () => {
    expect(cartTotals([{ Price: 10, Quantity: 1 }], Number.NaN, fees).goodsVnd).toBe(0);
    expect(cartTotals([{ Price: 10, Quantity: 1 }], -1, fees).goodsVnd).toBe(0);
    expect(
      cartTotals(
        [
          { Price: Number.NaN, Quantity: 1 },
          { Price: 5, Quantity: -1 },
          { Price: 5, Quantity: 2 },
        ],
        1,
        {},
      ).goodsCny,
    ).toBe(10);
  });
});

describe('selectionSummary', () => {
  const carts = [
    { Id: 1, CartItems: [{ Price: 300, Quantity: 2 }] },
    { Id: 2, CartItems: [{ Price: 10, Quantity: 3 }, { Price: 0.5, Quantity: 1 }] },
    { Id: 3, CartItems: [{ Price: 1, Quantity: 1 }] },
  ];

  it('adds the selected shops, the fee computed per shop', () => {
    const summary = selectionSummary(carts, [1, 2, 99], 3_600, fees);
    // Shop 1: 2 160 000 ₫, fee 2 % = 43 200. Shop 2: 30.5 ¥ = 109 800 ₫, fee 3 % = 3 294.
    expect(summary).toEqual({
      shops: 2,
      lines: 3,
      quantity: 6,
      goodsCny: 630.5,
      goodsVnd: 2_269_800,
      fee: 46_494,
      total: 2_316_294,
    });
  });

  it('is empty when nothing is selected', () => {
    expect(selectionSummary(carts, new Set<number>(), 3_600, fees)).toEqual({
      shops: 0,
      lines: 0,
      quantity: 0,
      goodsCny: 0,
      goodsVnd: 0,
      fee: 0,
      total: 0,
    });
  });
});

describe('cartQuantity', () => {
  it('is the sum of the item quantities; a broken one counts as 0', () => {
    expect(cartQuantity([{ Quantity: 2 }, { Quantity: 5 }])).toBe(7);
    expect(cartQuantity([{ Quantity: Number.NaN }, { Quantity: -1 }, { Quantity: 3 }])).toBe(3);
    expect(cartQuantity([])).toBe(0);
  });
});

describe('selectAllState', () => {
  it('says all, some or none of the page is ticked; ids off the page do not count', () => {
    expect(selectAllState([1, 2, 3], new Set([1, 2, 3]))).toBe('all');
    expect(selectAllState([1, 2, 3], new Set([2, 99]))).toBe('some');
    expect(selectAllState([1, 2, 3], new Set([99]))).toBe('none');
    expect(selectAllState([], new Set([1]))).toBe('none');
  });
});
