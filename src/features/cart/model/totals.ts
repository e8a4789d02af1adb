/**
 * What a selection of shops costs before ordering: each shop's goods in ¥ and ₫ and its buyer fee, the
 * ticked shops' sum, and the select-all box. Prices are ¥ per piece (2 decimals); đồng are whole numbers.
 */
import { buyerFee, type FeeBuyer } from '../../shared/buyerFee';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../shared/validation';

// Quantities -------------------------------------------------------------------------------------------

/** The nearest allowed quantity: whole, 1–9999. Unreadable input (NaN) becomes 1. */
export function clampQuantity(value: number): number {
  if (Number.isNaN(value)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(value)));
}

// Totals -----------------------------------------------------------------------------------------------

export interface PricedItem {
  /** ¥ per piece. */
  Price: number;
  Quantity: number;
}

export interface CartTotals {
  /** Goods, ¥, to the fen. */
  goodsCny: number;
  /** Goods, ₫: goodsCny × rate, rounded. */
  goodsVnd: number;
  /** Buyer fee, ₫ (SPEC §9). */
  fee: number;
  /** goodsVnd + fee. */
  total: number;
}

/** Sum in fen so that 0.1 + 0.2 stays 0.3; a broken price or quantity counts as 0. */
function goodsFen(items: readonly PricedItem[]): number {
  let fen = 0;
  for (const item of items) {
    if (Number.isFinite(item.Price) && Number.isFinite(item.Quantity) && item.Price > 0 && item.Quantity > 0) {
      fen += Math.round(item.Price * 100) * item.Quantity;
    }
  }
  return fen;
}

const validRate = (rate: number) => (Number.isFinite(rate) && rate > 0 ? rate : 0);

/**
 * Totals of one shop's items (one cart becomes one order, so the fee range is applied per cart).
 * `rate` is ₫ per ¥ (CurrentRate); `feeBuyer` is Settings.FeeBuyer.
 */
export function cartTotals(items: readonly PricedItem[], rate: number, feeBuyer: FeeBuyer | undefined | null): CartTotals {
  const fen = goodsFen(items);
  const goodsCny = fen / 100;
  const goodsVnd = Math.round((fen * validRate(rate)) / 100);
  const fee = buyerFee(feeBuyer, goodsVnd);
  return { goodsCny, goodsVnd, fee, total: goodsVnd + fee };
}

export interface CartLike {
  Id: number;
  CartItems: readonly PricedItem[];
}

export interface SelectionSummary extends CartTotals {
  /** Selected shops (carts) that exist. */
  shops: number;
  /** Product lines in them. */
  lines: number;
  /** Pieces in them. */
  quantity: number;
}

/**
 * What ordering the selected shops costs: the sum of each cart's totals, the fee computed per cart.
 * Ids that are not in `carts` are ignored.
 */
export function selectionSummary(
  carts: readonly CartLike[],
  selected: Iterable<number>,
  rate: number,
  feeBuyer: FeeBuyer | undefined | null,
): SelectionSummary {
  const ids = new Set(selected);
  const summary: SelectionSummary = { shops: 0, lines: 0, quantity: 0, goodsCny: 0, goodsVnd: 0, fee: 0, total: 0 };
  let fen = 0;
  for (const cart of carts) {
    if (!ids.has(cart.Id)) continue;
    const totals = cartTotals(cart.CartItems, rate, feeBuyer);
    fen += goodsFen(cart.CartItems);
    summary.shops += 1;
    summary.lines += cart.CartItems.length;
    summary.quantity += cart.CartItems.reduce((sum, item) => sum + (Number.isFinite(item.Quantity) ? item.Quantity : 0), 0);
    summary.goodsVnd += totals.goodsVnd;
    summary.fee += totals.fee;
    summary.total += totals.total;
  }
  summary.goodsCny = fen / 100;
  return summary;
}

/** Pieces in a cart. The cart Quantity shown is always this sum (SPEC §3); a broken quantity counts as 0. */
export function cartQuantity(items: readonly Pick<PricedItem, 'Quantity'>[]): number {
  let total = 0;
  for (const item of items) if (Number.isFinite(item.Quantity) && item.Quantity > 0) total += item.Quantity;
  return total;
}

export type SelectAllState = 'none' | 'some' | 'all';

/** The select-all box of a page: all of its shops ticked, some, or none (also when the page is empty). */
export function selectAllState(cartIds: readonly number[], selected: ReadonlySet<number>): SelectAllState {
  let ticked = 0;
  for (const id of cartIds) if (selected.has(id)) ticked += 1;
  if (ticked === 0) return 'none';
  return ticked === cartIds.length ? 'all' : 'some';
}
