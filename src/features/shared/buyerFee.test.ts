import { describe, expect, it } from 'vitest';
import { buyerFee, buyerFeeRate, feeTiers, type FeeBuyer } from './buyerFee';

const tiers: FeeBuyer = {
  '0-2000000': 3,
  '2000001-5000000': 2.5,
  '5000000-20000000': 2,
  '20000001-0': 1,
};

describe('buyerFeeRate', () => {
  it.each([
    ['lowest amount', 1, 0.03],
    ['upper bound of the first range is inside it', 2_000_000, 0.03],
    ['lower bound of the second range', 2_000_001, 0.025],
    ['5 000 000 is in two ranges: the first in key order wins', 5_000_000, 0.025],
    ['just above the shared boundary', 5_000_001, 0.02],
    ['upper bound of a bounded range', 20_000_000, 0.02],
    ['open-ended range (max 0) starts at its min', 20_000_001, 0.01],
    ['open-ended range has no ceiling', 9_000_000_000, 0.01],
    ['fractional amount between ranges matches nothing', 2_000_000.5, 0],
  ])('%s', (_label, amount, rate) => {
    expect(buyerFeeRate(tiers, amount)).toBeCloseTo(rate, 10);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['0', 0],
    ['negative', -1_000],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('no amount (%s) → 0', (_label, amount) => {
    expect(buyerFeeRate(tiers, amount)).toBe(0);
  });

  it('is 0 without a map or with an empty one', () => {
    expect(buyerFeeRate(undefined, 1_000_000)).toBe(0);
    expect(buyerFeeRate(null, 1_000_000)).toBe(0);
    expect(buyerFeeRate({}, 1_000_000)).toBe(0);
  });

  it('is 0 when no range holds the amount', () => {
    expect(buyerFeeRate({ '1000-2000': 5 }, 999)).toBe(0);
    expect(buyerFeeRate({ '1000-2000': 5 }, 2_001)).toBe(0);
  });

  it('follows key order, not numeric order', () => {
    expect(buyerFeeRate({ '0-0': 1, '0-1000': 9 }, 500)).toBe(0.01);
    expect(buyerFeeRate({ '0-1000': 9, '0-0': 1 }, 500)).toBe(0.09);
  });

  it.each(['abc', '5-', '-5', '10-5', '', '-', '1-2-3', '0x10-20', '1e3-5000', '١-٥'])(
    'skips the malformed key %j',
    (key) => {
      expect(buyerFeeRate({ [key]: 7, '0-0': 1 }, 10)).toBe(0.01);
    },
  );

  it('accepts spaces around the dash and decimal bounds', () => {
    expect(buyerFeeRate({ ' 100 - 200 ': 4 }, 150)).toBe(0.04);
    expect(buyerFeeRate({ '0.5-1.5': 4 }, 1)).toBe(0.04);
  });

  it('skips values that are not a finite percentage ≥ 0', () => {
    const bad = { '0-100': Number.NaN, '0-200': -1, '0-300': Number.POSITIVE_INFINITY, '0-400': '5' } as unknown as FeeBuyer;
    expect(buyerFeeRate(bad, 50)).toBe(0);
    expect(buyerFeeRate({ ...bad, '0-0': 2 }, 50)).toBe(0.02);
  });

  it('a 0 % range matches and charges nothing', () => {
    expect(buyerFeeRate({ '0-1000': 0, '0-0': 5 }, 500)).toBe(0);
  });
});

describe('buyerFee', () => {
  it.each([
    [1_000_000, 30_000],
    [5_000_000, 125_000],
    [5_000_001, 100_000],
    [30_000_000, 300_000],
    [333, 10], // 9.99 rounds to 10
    [350, 11], // 10.5 rounds half up
    [0, 0],
  ])('fee for %d ₫ is %d ₫', (amount, fee) => {
    expect(buyerFee(tiers, amount)).toBe(fee);
  });

  it('is 0 with no amount or no map', () => {
    expect(buyerFee(tiers, undefined)).toBe(0);
    expect(buyerFee(undefined, 1_000_000)).toBe(0);
    expect(buyerFee(tiers, Number.NaN)).toBe(0);
  });
});

describe('feeTiers', () => {
  it('lists valid ranges lowest first, open-ended as max null', () => {
    expect(feeTiers({ '20000001-0': 1, 'abc': 9, '0-2000000': 3, '10-5': 4, '2000001-20000000': 2 })).toEqual([
      { min: 0, max: 2_000_000, percent: 3 },
      { min: 2_000_001, max: 20_000_000, percent: 2 },
      { min: 20_000_001, max: null, percent: 1 },
    ]);
  });

  it('puts a bounded range before an open-ended one with the same min, keeps key order for equal ranges', () => {
    expect(feeTiers({ '0-0': 1, '0-100': 2, '0-100 ': 3 })).toEqual([
      { min: 0, max: 100, percent: 2 },
      { min: 0, max: 100, percent: 3 },
      { min: 0, max: null, percent: 1 },
    ]);
  });

  it('is empty for an empty or missing map', () => {
    expect(feeTiers({})).toEqual([]);
    expect(feeTiers(undefined)).toEqual([]);
  });
});
