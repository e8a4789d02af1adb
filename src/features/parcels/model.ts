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
import { formatNumber } from '../../ui/Money/number';

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
  photoUnreadable: 'Không đọc được ảnh, vui lòng chọn ảnh khác',
  transportInvalid: 'Kiện hàng không thuộc đơn hàng đã chọn',
  orderNotComplainable: 'Đơn hàng chưa được shop phát hàng hoặc đã huỷ, chưa thể khiếu nại',
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
  /** The parcel the complaint is about, when filed from one; left out otherwise. */
  TransportId?: number | null;
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
    TransportId: values.TransportId === undefined || values.TransportId === null || isId(values.TransportId) ? undefined : complaintMessages.transportInvalid,
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
    ...(typeof values.TransportId === 'number' ? { TransportId: values.TransportId } : {}),
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

// ─── Complaint form: the order and its items ────────────────────────────────────────────────────────

/** An order item as far as its value goes: ¥ per piece and pieces. */
export interface PricedItem {
  Id: number;
  /** ¥ per piece. */
  Price: number;
  Quantity: number;
}

/** The value in ₫ of `items` bought at `rate` ₫ per ¥, rounded once for the whole set (as the server does). */
export function itemsValue(items: readonly Omit<PricedItem, 'Id'>[], rate: number): number {
  return Math.round(items.reduce((sum, item) => sum + item.Price * item.Quantity, 0) * rate);
}

/**
 * The most a refund may be: the value of the chosen items, or of the whole order while none is chosen
 * (a late delivery concerns everything). Chosen ids the order does not hold count for nothing.
 */
export function refundCeiling(items: readonly PricedItem[], chosenIds: readonly number[], rate: number): number {
  const chosen = chosenIds.length === 0 ? items : items.filter((item) => chosenIds.includes(item.Id));
  return itemsValue(chosen, rate);
}

// ─── Parcels: the journey, weights ──────────────────────────────────────────────────────────────────

/** Codes of `transportStatuses` (src/features/shared/statuses.ts) that the journey rules name. */
export const TransportStatus = {
  ShopShipped: 1,
  InChinaWarehouse: 2,
  InTransit: 3,
  InVietnamWarehouse: 4,
  Delivering: 5,
  Delivered: 6,
  Lost: 7,
} as const;

/**
 * The five steps a parcel goes through, in order. `codes` are the statuses that belong to a step, the
 * last one being the step reached for good: 'Đang giao hàng' is the last step begun, 'Đã giao hàng'
 * the last step done.
 */
export const journeySteps = [
  { key: 'shipped', codes: [TransportStatus.ShopShipped] },
  { key: 'chinaWarehouse', codes: [TransportStatus.InChinaWarehouse] },
  { key: 'inTransit', codes: [TransportStatus.InTransit] },
  { key: 'vietnamWarehouse', codes: [TransportStatus.InVietnamWarehouse] },
  { key: 'delivered', codes: [TransportStatus.Delivering, TransportStatus.Delivered] },
] as const;
export type JourneyStepKey = (typeof journeySteps)[number]['key'];

export type JourneyStepState = 'done' | 'current' | 'pending' | 'lost';

/** What each state reads, beside the step: the state is never told by colour alone. */
export const journeyStateLabels: Readonly<Record<JourneyStepState, string>> = {
  done: 'Đã hoàn thành',
  current: 'Hiện tại',
  pending: 'Chưa đến',
  lost: 'Thất lạc',
};

/** One event of the parcel's journey, as transportdetails sends it (TransportEvent in the schemas). */
export interface JourneyEvent {
  /** A code of `transportStatuses`. */
  Status: number;
  /** ISO 8601. */
  Date: string;
  Note: string;
}

export interface JourneyStep {
  key: JourneyStepKey;
  /** The status this step stands for now: 'Đang giao hàng' while delivering, else the step's own. */
  status: number;
  state: JourneyStepState;
  /** When the step happened (or began); null for a pending step or when the server sent no event. */
  date: string | null;
  note: string;
}

const stepIndexOf = (code: number) => journeySteps.findIndex((step) => (step.codes as readonly number[]).includes(code));

/** The event of `codes` that tells most: the furthest status, then the latest date. */
function eventFor(events: readonly JourneyEvent[], codes: readonly number[]): JourneyEvent | undefined {
  let best: JourneyEvent | undefined;
  for (const event of events) {
    const rank = codes.indexOf(event.Status);
    if (rank < 0) continue;
    const bestRank = best ? codes.indexOf(best.Status) : -1;
    if (!best || rank > bestRank || (rank === bestRank && Date.parse(event.Date) >= Date.parse(best.Date))) best = event;
  }
  return best;
}

/**
 * The five steps of a parcel's journey with their state and date. The parcel's `status` says where it
 * is (the server's word wins over its event list); the step it is at is current, earlier ones done,
 * later ones pending; a delivered parcel has every step done. A lost parcel (or one in a status this
 * catalogue does not know) is placed after the furthest step its events reached, and a lost one shows
 * 'Thất lạc' on the step it never finished.
 */
export function transportJourney(status: number, events: readonly JourneyEvent[]): JourneyStep[] {
  const known = stepIndexOf(status);
  const reachedByEvents = Math.max(-1, ...events.map((event) => stepIndexOf(event.Status)));
  const lost = status === TransportStatus.Lost;
  const reached = known >= 0 ? known : reachedByEvents;
  const lostAt = lost ? Math.min(reached + 1, journeySteps.length - 1) : -1;
  const lostEvent = lost ? eventFor(events, [TransportStatus.Lost]) : undefined;

  return journeySteps.map((step, index): JourneyStep => {
    const codes: readonly number[] = step.codes;
    const last = codes[codes.length - 1] ?? status;
    let state: JourneyStepState;
    if (index === lostAt) state = 'lost';
    else if (index < reached || (index === reached && (lost || known < 0 || status === TransportStatus.Delivered))) state = 'done';
    else if (index === reached) state = 'current';
    else state = 'pending';

    if (state === 'lost') return { key: step.key, status: last, state, date: lostEvent?.Date ?? null, note: lostEvent?.Note ?? '' };
    if (state === 'pending') return { key: step.key, status: last, state, date: null, note: '' };
    // The step the parcel is at stands for its own status ('Đang giao hàng'); a step done, for its last one.
    const stepStatus = state === 'current' ? status : last;
    const event = eventFor(events, state === 'current' ? [status] : codes) ?? eventFor(events, codes);
    return { key: step.key, status: stepStatus, state, date: event?.Date ?? null, note: event?.Note ?? '' };
  });
}

/** '1,2 kg'; null (not weighed yet) → 'Chưa cân'. */
export function formatWeight(kg: number | null): string {
  return kg === null ? 'Chưa cân' : `${formatNumber(kg, { maximumFractionDigits: 2 })} kg`;
}

/** '0,048 m³' (a server float such as 0.047999999999999994 is rounded); null → 'Chưa đo'. */
export function formatVolume(cubicMetres: number | null): string {
  return cubicMetres === null ? 'Chưa đo' : `${formatNumber(cubicMetres, { maximumFractionDigits: 3 })} m³`;
}
