/**
 * The buyer (purchasing service) fee, SPEC §9: Settings.FeeBuyer maps an amount range 'min-max' (VND)
 * to a percentage; a max of 0 means open-ended. The map comes from the server, so it is treated as
 * untrusted: a key that does not read as a range, or a value that is not a finite percentage ≥ 0, is
 * skipped rather than guessed at.
 *
 * Key order matters: the first range that holds the amount wins, so two ranges sharing a boundary
 * (e.g. '0-5000000' and '5000000-0') charge the boundary amount at the rate of the one listed first.
 * Range keys contain '-', so they are never integer-like and JavaScript keeps them in insertion
 * (= server JSON) order.
 */

export type FeeBuyer = Readonly<Record<string, number>>;

export interface FeeTier {
  /** Lowest amount in the range, VND, inclusive. */
  min: number;
  /** Highest amount, VND, inclusive; null when open-ended (max 0 on the wire). */
  max: number | null;
  /** The percentage as the server sends it: 1.5 means 1.5 %. */
  percent: number;
}

const rangeKey = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/;

function parseTier(key: string, value: number): FeeTier | null {
  const match = rangeKey.exec(key);
  if (!match || typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  if (max === 0) return { min, max: null, percent: value };
  // '10-5' can never hold an amount; skipping it keeps the dashboard table honest.
  if (max < min) return null;
  return { min, max, percent: value };
}

function tiersInKeyOrder(feeBuyer: FeeBuyer | undefined | null): FeeTier[] {
  if (!feeBuyer || typeof feeBuyer !== 'object') return [];
  const tiers: FeeTier[] = [];
  for (const [key, value] of Object.entries(feeBuyer)) {
    const tier = parseTier(key, value);
    if (tier) tiers.push(tier);
  }
  return tiers;
}

/**
 * The fee as a fraction (3 % → 0.03) for an amount in VND. 0 when there is no amount (undefined,
 * NaN, infinite, 0 or negative — a negative amount is never a purchase), when no range holds it, or
 * when the map is missing.
 */
export function buyerFeeRate(feeBuyer: FeeBuyer | undefined | null, amount: number | undefined | null): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return 0;
  for (const tier of tiersInKeyOrder(feeBuyer)) {
    if (amount >= tier.min && (tier.max === null || amount <= tier.max)) return tier.percent / 100;
  }
  return 0;
}

/** The fee in whole đồng for a goods amount in VND. */
export function buyerFee(feeBuyer: FeeBuyer | undefined | null, amountVnd: number | undefined | null): number {
  const rate = buyerFeeRate(feeBuyer, amountVnd);
  return rate === 0 || typeof amountVnd !== 'number' ? 0 : Math.round(amountVnd * rate);
}

/**
 * The valid ranges for a table, lowest first (ties: bounded before open-ended). Overlaps are listed
 * as they are; {@link buyerFeeRate} still applies the first in key order.
 */
export function feeTiers(feeBuyer: FeeBuyer | undefined | null): FeeTier[] {
  const upper = (tier: FeeTier) => tier.max ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable, so equal ranges keep key order.
  return tiersInKeyOrder(feeBuyer).sort((a, b) => a.min - b.min || (upper(a) === upper(b) ? 0 : upper(a) < upper(b) ? -1 : 1));
}
