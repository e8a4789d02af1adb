import { describe, expect, it } from 'vitest';
import { transactionTotals } from './model';

describe('transactionTotals', () => {
  it('adds credits to In and debits to Out, both positive', () => {
    expect(transactionTotals([{ Amount: 500_000 }, { Amount: -120_000 }, { Amount: 30_000 }, { Amount: -5_000 }])).toEqual({
      In: 530_000,
      Out: 125_000,
    });
  });

  it('is zero for an empty list, with no negative zero', () => {
    const totals = transactionTotals([]);
    expect(totals).toEqual({ In: 0, Out: 0 });
    expect(Object.is(totals.Out, -0)).toBe(false);
  });

  it('ignores zero and non-finite amounts', () => {
    expect(transactionTotals([{ Amount: 0 }, { Amount: Number.NaN }, { Amount: Infinity }, { Amount: -10 }])).toEqual({ In: 0, Out: 10 });
  });
});
