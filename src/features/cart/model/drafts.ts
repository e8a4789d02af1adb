/**
 * Ordering by link, as the dialog holds it: each line's price as typed, the amounts shown while typing,
 * and the checks before the draft becomes a request.
 */
import type { Marketplace } from '../../shared/productLink';
import { isValidQuantity } from '../../shared/validation';
import { cnyInputText, parseCny } from './cny';
import { cartMessages, priceError, validateCreateOrder, type CreateOrderErrors, type CreateOrderValues, type OrderLineValues } from './requests';
import { cartTotals } from './totals';

/** How the dialog names a marketplace to the customer. */
export const marketplaceLabels: Readonly<Record<Marketplace, string>> = { taobao: 'Taobao', tmall: 'Tmall', '1688': '1688' };

/** A line as the dialog holds it: the price as typed, read by {@link parseCny} when checked or sent. */
export interface OrderLineDraft extends Omit<OrderLineValues, 'Price'> {
  PriceText: string;
}

export interface CreateOrderDraft {
  Lines: OrderLineDraft[];
  Note: string;
}

export const emptyOrderLineDraft: OrderLineDraft = { Link: '', Name: '', Size: '', Color: '', Quantity: 1, PriceText: '', Image: '', Note: '' };

export function toOrderLineDraft({ Price, ...line }: OrderLineValues): OrderLineDraft {
  return { ...line, PriceText: cnyInputText(Price) };
}

export function fromOrderLineDraft({ PriceText, ...line }: OrderLineDraft): OrderLineValues {
  return { ...line, Price: parseCny(PriceText) };
}

export function fromCreateOrderDraft(draft: CreateOrderDraft): CreateOrderValues {
  return { Lines: draft.Lines.map(fromOrderLineDraft), Note: draft.Note };
}

/** {@link validateCreateOrder} of the draft; a price that was typed but cannot be read says so. */
export function validateCreateOrderDraft(draft: CreateOrderDraft): CreateOrderErrors {
  const errors = validateCreateOrder(fromCreateOrderDraft(draft));
  draft.Lines.forEach((line, index) => {
    if (!Number.isNaN(parseCny(line.PriceText))) return;
    const lineErrors = (errors.LineErrors ??= draft.Lines.map(() => ({})));
    lineErrors[index] = { ...lineErrors[index], Price: cartMessages.priceInvalid };
  });
  return errors;
}

export interface OrderLineAmount {
  /** ¥, to the fen. */
  goodsCny: number;
  /** ₫ at the rate, rounded. */
  goodsVnd: number;
}

/** Price × quantity of one line, in ¥ and ₫; null until both are valid (nothing to show yet). */
export function orderLineAmount(line: Pick<OrderLineValues, 'Price' | 'Quantity'>, rate: number): OrderLineAmount | null {
  if (priceError(line.Price) !== undefined || !isValidQuantity(line.Quantity) || line.Price === null) return null;
  const { goodsCny, goodsVnd } = cartTotals([{ Price: line.Price, Quantity: line.Quantity }], rate, null);
  return { goodsCny, goodsVnd };
}

export interface OrderDraftTotals extends OrderLineAmount {
  /** Each line's amount, index-aligned; null where price or quantity is not valid yet. */
  lines: (OrderLineAmount | null)[];
  /** Lines counted in the total. */
  counted: number;
}

/** The goods of the lines that have a valid price and quantity (no buyer fee: that is charged per order later). */
export function orderDraftTotals(lines: readonly Pick<OrderLineValues, 'Price' | 'Quantity'>[], rate: number): OrderDraftTotals {
  const amounts = lines.map((line) => orderLineAmount(line, rate));
  const priced = lines.filter((_, index) => amounts[index] !== null).map((line) => ({ Price: line.Price ?? 0, Quantity: line.Quantity ?? 0 }));
  const { goodsCny, goodsVnd } = cartTotals(priced, rate, null);
  return { lines: amounts, counted: priced.length, goodsCny, goodsVnd };
}
