/**
 * Pure rules of the awaiting-deposit and awaiting-payment lists: the client-side selection (IsChecked,
 * SPEC §3), the amount due for the selection and whether the wallet covers it; and the bodies of the
 * order edits. Amounts are whole đồng.
 */

import { isIdList, isValidQuantity, noteError, validationMessages, type FieldErrors } from '../shared/validation';

export type { FieldErrors } from '../shared/validation';

export const ordersMessages = {
  noneSelected: validationMessages.ordersRequired,
  insufficientBalance: validationMessages.insufficientBalance,
  noteTooLong: validationMessages.noteTooLong,
  quantityRange: validationMessages.quantityRange,
  notBoolean: 'Giá trị không hợp lệ',
} as const;

export interface Checkable {
  Id: number;
  IsChecked: boolean;
}

export interface Payable extends Checkable {
  /** What paying this order now costs, ₫: the deposit, or the remainder. */
  AmountDue: number;
}

/** Ids of the checked orders, in list order. */
export function selectedIds(orders: readonly Checkable[]): number[] {
  return orders.filter((order) => order.IsChecked).map((order) => order.Id);
}

/** A new list with one order's tick flipped; the others are the same objects. */
export function toggle<T extends Checkable>(orders: readonly T[], id: number): T[] {
  return orders.map((order) => (order.Id === id ? { ...order, IsChecked: !order.IsChecked } : order));
}

/** A new list with every order (un)ticked. */
export function toggleAll<T extends Checkable>(orders: readonly T[], checked: boolean): T[] {
  return orders.map((order) => (order.IsChecked === checked ? order : { ...order, IsChecked: checked }));
}

/** For the header checkbox: none, some (indeterminate) or all ticked. An empty list is 'none'. */
export function selectionState(orders: readonly Checkable[]): 'none' | 'some' | 'all' {
  const checked = orders.filter((order) => order.IsChecked).length;
  if (checked === 0) return 'none';
  return checked === orders.length ? 'all' : 'some';
}

/** Sum of AmountDue of the checked orders; an unreadable or negative amount counts as 0. */
export function dueTotal(orders: readonly Payable[]): number {
  return orders.reduce(
    (sum, order) => (order.IsChecked && Number.isFinite(order.AmountDue) && order.AmountDue > 0 ? sum + order.AmountDue : sum),
    0,
  );
}

/** The wallet after paying; negative when it does not cover the amount. */
export function balanceAfter(balance: number, due: number): number {
  return balance - due;
}

/** Something is due and the wallet covers it. */
export function canPay(balance: number, due: number): boolean {
  return Number.isFinite(balance) && Number.isFinite(due) && due > 0 && balance >= due;
}

/**
 * POST /api/order/updateorderdeposit and /api/order/updateorderpay — assumed shape: the orders to
 * deposit or pay, debited from the wallet.
 */
export interface PayOrdersRequest {
  OrderIds: number[];
}

/** Before sending: something chosen, and the wallet covers it. */
export function validatePayOrders(body: PayOrdersRequest, balance: number, due: number): FieldErrors<PayOrdersRequest> {
  if (!isIdList(body.OrderIds)) return { OrderIds: ordersMessages.noneSelected };
  return canPay(balance, due) ? {} : { OrderIds: ordersMessages.insufficientBalance };
}

export function toPayOrdersRequest(orders: readonly Checkable[]): PayOrdersRequest {
  return { OrderIds: selectedIds(orders) };
}

// Field edits ------------------------------------------------------------------------------------------

/**
 * PUT /api/order/updateorderfield/{id}/{field}: the JSON body is the new value itself (assumed).
 * Fields: the customer's note and the optional services a customer may switch on before purchase.
 */
export interface OrderFieldValues {
  Note: string;
  /** Kiểm đếm: staff count the goods at the China warehouse. */
  IsCountGoods: boolean;
  /** Đóng gỗ: wooden crate for fragile goods. */
  IsWoodPacking: boolean;
  /** Bảo hiểm hàng hoá. */
  IsInsurance: boolean;
}
export type OrderField = keyof OrderFieldValues;
export const orderFields = ['Note', 'IsCountGoods', 'IsWoodPacking', 'IsInsurance'] as const satisfies readonly OrderField[];
export type UpdateOrderFieldRequest<F extends OrderField = OrderField> = OrderFieldValues[F];

/** PUT /api/order/updateorderitemfield/{id}/{field}: the JSON body is the new value (assumed). */
export interface OrderItemFieldValues {
  Note: string;
  Quantity: number;
}
export type OrderItemField = keyof OrderItemFieldValues;
export const orderItemFields = ['Note', 'Quantity'] as const satisfies readonly OrderItemField[];
export type UpdateOrderItemFieldRequest<F extends OrderItemField = OrderItemField> = OrderItemFieldValues[F];

export function isOrderField(value: string): value is OrderField {
  return (orderFields as readonly string[]).includes(value);
}

export function isOrderItemField(value: string): value is OrderItemField {
  return (orderItemFields as readonly string[]).includes(value);
}

/** The body is the value itself, so a note that is not text is refused rather than read as empty. */
function noteFieldError(value: unknown): string | undefined {
  return typeof value === 'string' ? noteError(value) : ordersMessages.noteTooLong;
}

/** The message for an order field edit, or undefined when it may be sent. */
export function validateOrderField(field: OrderField, value: unknown): string | undefined {
  if (field === 'Note') return noteFieldError(value);
  return typeof value === 'boolean' ? undefined : ordersMessages.notBoolean;
}

/** The message for an order item field edit, or undefined when it may be sent. */
export function validateOrderItemField(field: OrderItemField, value: unknown): string | undefined {
  if (field === 'Note') return noteFieldError(value);
  return isValidQuantity(value) ? undefined : ordersMessages.quantityRange;
}

// Selection from a table ---------------------------------------------------------------------------------

/**
 * A new list ticked exactly as a table's selection says: 'all', or the keys of the ticked rows. Orders
 * whose tick does not change stay the same objects; keys of orders no longer in the list are ignored.
 */
export function withSelection<T extends Checkable>(orders: readonly T[], keys: 'all' | Iterable<number>): T[] {
  if (keys === 'all') return toggleAll(orders, true);
  const chosen = new Set(keys);
  return orders.map((order) => (order.IsChecked === chosen.has(order.Id) ? order : { ...order, IsChecked: chosen.has(order.Id) }));
}

/** How many orders are ticked. */
export function selectedCount(orders: readonly Checkable[]): number {
  return orders.reduce((count, order) => (order.IsChecked ? count + 1 : count), 0);
}
