/**
 * Pure rules of the complaint form: reasons, the description, an optional refund amount bounded by
 * the value of the chosen items, and up to five photos. Body shape assumed (SPEC §7 does not show it).
 */

import {
  compactErrors,
  dataUrlBytes,
  imageTypes,
  isId,
  isImageDataUrl,
  isImageType,
  textError,
  type FieldErrors,
} from '../shared/validation';

export type { FieldErrors } from '../shared/validation';

export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 1000;
export const PHOTOS_MAX = 5;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const photoTypes = imageTypes;

/** Complaint reasons. The items concerned must be named for the first three. */
export const complaintReasons = [
  { code: 1, label: 'Thiếu hàng', needsItems: true },
  { code: 2, label: 'Sai hàng', needsItems: true },
  { code: 3, label: 'Hàng lỗi/hỏng', needsItems: true },
  { code: 4, label: 'Giao chậm', needsItems: false },
  { code: 5, label: 'Khác', needsItems: false },
] as const;
export type ComplaintReason = (typeof complaintReasons)[number];
export type ComplaintReasonCode = ComplaintReason['code'];

export function reasonOf(code: number): ComplaintReason | undefined {
  return complaintReasons.find((reason) => reason.code === code);
}

export const complaintMessages = {
  orderRequired: 'Bạn chưa chọn đơn hàng',
  itemsRequired: 'Bạn chưa chọn sản phẩm bị khiếu nại',
  reasonRequired: 'Bạn chưa chọn lý do khiếu nại',
  descriptionRequired: 'Bạn chưa nhập nội dung khiếu nại',
  descriptionLength: 'Nội dung khiếu nại từ 10 đến 1000 ký tự',
  amountInvalid: 'Số tiền yêu cầu phải là số nguyên lớn hơn 0',
  photosTooMany: 'Chỉ được gửi tối đa 5 ảnh',
  photoInvalid: 'Ảnh đính kèm không hợp lệ',
  photoTooLarge: 'Mỗi ảnh không quá 5 MB',
} as const;

/** 'Số tiền yêu cầu không quá 1.250.000 ₫' */
export function amountTooHighMessage(itemValue: number): string {
  const digits = String(Math.max(0, Math.round(itemValue))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `Số tiền yêu cầu không quá giá trị sản phẩm (${digits} ₫)`;
}

/** POST /api/order/addComplain — assumed shape. */
export interface ComplaintRequest {
  OrderId: number;
  OrderItemIds: number[];
  ReasonType: ComplaintReasonCode;
  Description: string;
  /** The refund the customer asks for, ₫; null when they leave it to staff. */
  AmountRequested: number | null;
  /** data:image/(jpeg|png|webp);base64 URLs, at most five. */
  Photos: string[];
}

export type ComplaintValues = Omit<ComplaintRequest, 'OrderId' | 'ReasonType'> & {
  OrderId: number | null;
  ReasonType: number | null;
};

function photosError(photos: unknown): string | undefined {
  if (photos === undefined || photos === null) return undefined;
  if (!Array.isArray(photos)) return complaintMessages.photoInvalid;
  if (photos.length > PHOTOS_MAX) return complaintMessages.photosTooMany;
  for (const photo of photos as unknown[]) {
    if (!isImageDataUrl(photo)) return complaintMessages.photoInvalid;
    if (dataUrlBytes(photo) > PHOTO_MAX_BYTES) return complaintMessages.photoTooLarge;
  }
  return undefined;
}

/**
 * `itemValue` is the value in ₫ of the chosen items (what a refund can be at most); leave it out when
 * it is unknown and the amount is then checked only for being a positive whole number.
 */
export function validateComplaint(values: ComplaintValues, itemValue?: number): FieldErrors<ComplaintRequest> {
  const reason = typeof values.ReasonType === 'number' ? reasonOf(values.ReasonType) : undefined;
  const items: unknown[] = Array.isArray(values.OrderItemIds) ? values.OrderItemIds : [];
  const amount: unknown = values.AmountRequested;
  let amountError: string | undefined;
  if (amount !== null && amount !== undefined) {
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) amountError = complaintMessages.amountInvalid;
    else if (itemValue !== undefined && amount > itemValue) amountError = amountTooHighMessage(itemValue);
  }
  return compactErrors<ComplaintRequest>({
    OrderId: isId(values.OrderId) ? undefined : complaintMessages.orderRequired,
    OrderItemIds: !items.every(isId) || (reason?.needsItems === true && items.length === 0) ? complaintMessages.itemsRequired : undefined,
    ReasonType: reason === undefined ? complaintMessages.reasonRequired : undefined,
    Description: textError(values.Description, {
      required: complaintMessages.descriptionRequired,
      min: DESCRIPTION_MIN,
      max: DESCRIPTION_MAX,
      outOfRange: complaintMessages.descriptionLength,
    }),
    AmountRequested: amountError,
    Photos: photosError(values.Photos),
  });
}

export function toComplaintRequest(values: ComplaintValues): ComplaintRequest {
  const reason = values.ReasonType === null ? undefined : reasonOf(values.ReasonType);
  if (values.OrderId === null || reason === undefined) throw new Error('toComplaintRequest needs a validated form');
  return {
    OrderId: values.OrderId,
    OrderItemIds: [...values.OrderItemIds],
    ReasonType: reason.code,
    Description: values.Description.trim(),
    AmountRequested: values.AmountRequested,
    Photos: [...values.Photos],
  };
}

/** A picked file, as much of File as the check needs. */
export interface PhotoFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Sorts picked files into those that can be attached and one message per refused file. `attached`
 * is how many photos the form already holds; files beyond the limit of five are refused in order.
 */
export function checkPhotoFiles<T extends PhotoFile>(files: readonly T[], attached = 0): { accepted: T[]; errors: string[] } {
  const accepted: T[] = [];
  const errors: string[] = [];
  let overflow = false;
  for (const file of files) {
    if (!isImageType(file.type)) {
      errors.push(`Ảnh “${file.name}” không đúng định dạng (chỉ nhận JPG, PNG hoặc WebP)`);
    } else if (file.size > PHOTO_MAX_BYTES) {
      errors.push(`Ảnh “${file.name}” lớn hơn 5 MB`);
    } else if (attached + accepted.length >= PHOTOS_MAX) {
      overflow = true;
    } else {
      accepted.push(file);
    }
  }
  if (overflow) errors.push(complaintMessages.photosTooMany);
  return { accepted, errors };
}
