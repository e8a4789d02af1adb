/**
 * Pure rules of the delivery request form: which orders (goods in the Vietnam warehouse) to deliver,
 * and to whom. Body shape assumed (SPEC §7 does not show it).
 */

import {
  ADDRESS_MAX,
  compactErrors,
  isIdList,
  noteError,
  textError,
  TEXT_MAX,
  trimmed,
  validationMessages,
  type FieldErrors,
} from '../shared/validation';
import { formatNumber } from '../../ui/Money/number';

export type { FieldErrors } from '../shared/validation';
export { ADDRESS_MAX, NOTE_MAX } from '../shared/validation';

export const NAME_MAX = TEXT_MAX;

export const deliveryMessages = {
  ordersRequired: validationMessages.ordersRequired,
  receiverRequired: 'Bạn chưa nhập tên người nhận',
  receiverTooLong: 'Tên người nhận không quá 100 ký tự',
  phoneRequired: validationMessages.phoneRequired,
  phoneInvalid: 'Số điện thoại không hợp lệ',
  addressRequired: 'Bạn chưa nhập địa chỉ nhận hàng',
  addressTooLong: validationMessages.addressTooLong,
  noteTooLong: validationMessages.noteTooLong,
  insufficientBalance: validationMessages.insufficientBalance,
} as const;

/** Spaces, dots, dashes and brackets people type into phone numbers. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s.\-()]/g, '');
}

/**
 * A Vietnamese phone number: mobile 0[35789]x xxx xxxx, or landline 02xx xxx xxxx, each also written
 * with +84 / 84 instead of the leading 0.
 */
export function isVietnamesePhone(value: string): boolean {
  return /^(?:\+?84|0)(?:[35789]\d{8}|2\d{9})$/.test(normalizePhone(value));
}

/** POST /api/order/createrequestdelivery — assumed shape. */
export interface DeliveryRequestCreate {
  /** Orders whose goods are in the Vietnam warehouse (getorderhasvietnam). */
  OrderIds: number[];
  ReceiverName: string;
  Phone: string;
  Address: string;
  Note: string;
}

export function validateDeliveryRequest(values: DeliveryRequestCreate): FieldErrors<DeliveryRequestCreate> {
  const phone = trimmed(values.Phone);
  return compactErrors<DeliveryRequestCreate>({
    OrderIds: isIdList(values.OrderIds) ? undefined : deliveryMessages.ordersRequired,
    ReceiverName: textError(values.ReceiverName, {
      required: deliveryMessages.receiverRequired,
      max: NAME_MAX,
      outOfRange: deliveryMessages.receiverTooLong,
    }),
    Phone: phone === '' ? deliveryMessages.phoneRequired : isVietnamesePhone(phone) ? undefined : deliveryMessages.phoneInvalid,
    Address: textError(values.Address, {
      required: deliveryMessages.addressRequired,
      max: ADDRESS_MAX,
      outOfRange: deliveryMessages.addressTooLong,
    }),
    Note: noteError(values.Note),
  });
}

/** The request for a valid form: trimmed, the phone without separators, ids unique in order. */
export function toDeliveryRequest(values: DeliveryRequestCreate): DeliveryRequestCreate {
  return {
    OrderIds: [...new Set(values.OrderIds)],
    ReceiverName: values.ReceiverName.trim(),
    Phone: normalizePhone(values.Phone),
    Address: values.Address.trim(),
    Note: values.Note.trim(),
  };
}

// Choosing orders ----------------------------------------------------------------------------------

/** What the form needs of an order in the Vietnam warehouse (OrderHasVietnam). */
export interface DeliverableOrder {
  Id: number;
  /** kg */
  Weight: number;
  /** Still to pay before delivery, ₫; 0 when paid. Settled from the wallet with the request. */
  AmountDue: number;
}

export interface DeliveryTotals {
  count: number;
  /** kg, to two decimals. */
  weight: number;
  /** ₫ still to pay for the chosen orders. */
  due: number;
}

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** Count, weight and amount still due of the chosen orders; an unreadable or negative figure counts as 0. */
export function deliveryTotals(orders: readonly DeliverableOrder[], chosen: Iterable<number>): DeliveryTotals {
  const ids = new Set(chosen);
  let count = 0;
  let weight = 0;
  let due = 0;
  for (const order of orders) {
    if (!ids.has(order.Id)) continue;
    count += 1;
    weight += positive(order.Weight);
    due += positive(order.AmountDue);
  }
  return { count, weight: Math.round(weight * 100) / 100, due };
}

/** The wallet covers what the chosen orders still owe (nothing owed is always covered). */
export function coversDue(balance: number, due: number): boolean {
  return due <= 0 || (Number.isFinite(balance) && balance >= due);
}

/** Before sending: at least one order, and a wallet that covers what is still due — or the message. */
export function selectionError(count: number, balance: number, due: number): string | undefined {
  if (count === 0) return deliveryMessages.ordersRequired;
  return coversDue(balance, due) ? undefined : deliveryMessages.insufficientBalance;
}

/** '2,4 kg'; an unknown weight (0 or unreadable) is '—'. */
export function formatWeight(kg: number): string {
  return Number.isFinite(kg) && kg > 0 ? `${formatNumber(kg, { maximumFractionDigits: 2 })} kg` : '—';
}

// Receiving address --------------------------------------------------------------------------------

/** Who receives and where: the part of the request an earlier one or the profile can fill in. */
export interface Receiver {
  ReceiverName: string;
  Phone: string;
  Address: string;
}

export interface ReceiverChoice extends Receiver {
  /** 'profile', or 'recent-<n>' for the n-th distinct earlier receiver. */
  id: string;
  /** Where it comes from, e.g. 'Theo hồ sơ'. */
  source: string;
}

// Vietnamese has no case rules of its own (Unicode's SpecialCasing names none), so toLowerCase is
// vi's; the locale form would start ICU on the first call (ui/Money/number.ts).
const sameText = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
const receiverKey = (receiver: Receiver) => [sameText(receiver.ReceiverName), normalizePhone(receiver.Phone.trim()), sameText(receiver.Address)].join('|');

/** Everything filled in: a receiver worth offering. */
const isComplete = (receiver: Receiver) => receiver.ReceiverName.trim() !== '' && receiver.Phone.trim() !== '' && receiver.Address.trim() !== '';

/** The same receiver, whatever the spacing, letter case or phone separators. */
export function sameReceiver(a: Receiver, b: Receiver): boolean {
  return receiverKey(a) === receiverKey(b);
}

/**
 * The receivers to offer: the profile's (name, phone, address) first, then those of earlier requests,
 * newest first as given, each once, at most `limit` in all. Incomplete ones are left out.
 */
export function receiverChoices(profile: Receiver | null | undefined, earlier: readonly Receiver[], limit = 5): ReceiverChoice[] {
  const choices: ReceiverChoice[] = [];
  const seen = new Set<string>();
  const add = (receiver: Receiver, id: string, source: string) => {
    const key = receiverKey(receiver);
    if (!isComplete(receiver) || seen.has(key) || choices.length >= limit) return;
    seen.add(key);
    choices.push({ id, source, ReceiverName: receiver.ReceiverName.trim(), Phone: receiver.Phone.trim(), Address: receiver.Address.trim() });
  };
  if (profile) add(profile, 'profile', 'Theo hồ sơ');
  earlier.forEach((receiver, index) => add(receiver, `recent-${String(index)}`, 'Đã dùng trước đây'));
  return choices;
}
