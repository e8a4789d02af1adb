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
