// Status catalogues shared by screens, the app layer and the mock backend. SPEC §4 says the values of
// order states and delivery statuses are "not shown": every code below is assumed (docs/api.md), and
// each catalogue is the one place to change when the real server's codes are known.

export const statusTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type StatusTone = (typeof statusTones)[number];

export interface StatusEntry {
  readonly code: number;
  /** What a customer reads, in Vietnamese. */
  readonly label: string;
  readonly tone: StatusTone;
}

export type StatusCatalogue = readonly StatusEntry[];

/** Order states, in the order an order normally moves through them. */
export const orderStates = [
  { code: 1, label: 'Chờ đặt cọc', tone: 'warning' },
  { code: 2, label: 'Đã đặt cọc', tone: 'info' },
  { code: 3, label: 'Đang mua hàng', tone: 'info' },
  { code: 4, label: 'Đã mua hàng', tone: 'info' },
  { code: 5, label: 'Shop đã phát hàng', tone: 'info' },
  { code: 6, label: 'Về kho Trung Quốc', tone: 'info' },
  { code: 7, label: 'Đang vận chuyển', tone: 'info' },
  { code: 8, label: 'Về kho Việt Nam', tone: 'info' },
  { code: 9, label: 'Chờ thanh toán', tone: 'warning' },
  { code: 10, label: 'Đã thanh toán', tone: 'success' },
  { code: 11, label: 'Đang giao hàng', tone: 'info' },
  { code: 12, label: 'Đã giao hàng', tone: 'success' },
  { code: 13, label: 'Đã huỷ', tone: 'danger' },
  { code: 14, label: 'Khiếu nại', tone: 'danger' },
] as const satisfies StatusCatalogue;

/** Codes of the order states that other rules name (awaiting deposit, awaiting final payment…). */
export const OrderState = {
  AwaitingDeposit: 1,
  Deposited: 2,
  Buying: 3,
  Bought: 4,
  ShopShipped: 5,
  InChinaWarehouse: 6,
  InTransit: 7,
  InVietnamWarehouse: 8,
  AwaitingPayment: 9,
  Paid: 10,
  Delivering: 11,
  Delivered: 12,
  Cancelled: 13,
  Complaint: 14,
} as const;

/** Parcel (transport) statuses. */
export const transportStatuses = [
  { code: 1, label: 'Shop đã phát hàng', tone: 'info' },
  { code: 2, label: 'Về kho Trung Quốc', tone: 'info' },
  { code: 3, label: 'Đang vận chuyển', tone: 'info' },
  { code: 4, label: 'Về kho Việt Nam', tone: 'info' },
  { code: 5, label: 'Đang giao hàng', tone: 'info' },
  { code: 6, label: 'Đã giao hàng', tone: 'success' },
  { code: 7, label: 'Thất lạc', tone: 'danger' },
] as const satisfies StatusCatalogue;

export const complaintStatuses = [
  { code: 1, label: 'Chờ xử lý', tone: 'warning' },
  { code: 2, label: 'Đang xử lý', tone: 'info' },
  { code: 3, label: 'Đã hoàn tiền', tone: 'success' },
  { code: 4, label: 'Từ chối', tone: 'danger' },
  { code: 5, label: 'Đã đóng', tone: 'neutral' },
] as const satisfies StatusCatalogue;

export const deliveryStatuses = [
  { code: 1, label: 'Chờ duyệt', tone: 'warning' },
  { code: 2, label: 'Đã duyệt', tone: 'info' },
  { code: 3, label: 'Đang giao', tone: 'info' },
  { code: 4, label: 'Đã giao', tone: 'success' },
  { code: 5, label: 'Đã huỷ', tone: 'neutral' },
] as const satisfies StatusCatalogue;

/**
 * A wallet request, top-up or withdrawal, lives the same life: it waits, then succeeds, is refused or
 * is cancelled (docs/api.md gives both one column). Two names, so each screen and schema says which
 * request it means.
 */
const walletRequestStatuses = [
  { code: 1, label: 'Chờ xử lý', tone: 'warning' },
  { code: 2, label: 'Thành công', tone: 'success' },
  { code: 3, label: 'Từ chối', tone: 'danger' },
  { code: 4, label: 'Đã huỷ', tone: 'neutral' },
] as const satisfies StatusCatalogue;

/** Top-up (deposit) requests. */
export const depositStatuses = walletRequestStatuses;
export const withdrawalStatuses = walletRequestStatuses;

/**
 * Wallet transaction types. `sign` is the direction money usually moves for the customer (1 in, -1 out,
 * 0 either way); the Amount of a transaction is already signed, so `sign` is only for filters and hints.
 */
export const transactionTypes = [
  { code: 1, label: 'Nạp tiền', tone: 'success', sign: 1 },
  { code: 2, label: 'Rút tiền', tone: 'warning', sign: -1 },
  { code: 3, label: 'Đặt cọc', tone: 'info', sign: -1 },
  { code: 4, label: 'Thanh toán', tone: 'info', sign: -1 },
  { code: 5, label: 'Hoàn tiền', tone: 'success', sign: 1 },
  { code: 6, label: 'Phí vận chuyển', tone: 'neutral', sign: -1 },
  { code: 7, label: 'Phí dịch vụ', tone: 'neutral', sign: -1 },
  { code: 8, label: 'Điều chỉnh', tone: 'neutral', sign: 0 },
] as const satisfies readonly (StatusEntry & { readonly sign: -1 | 0 | 1 })[];

/**
 * The entry of `code` in `catalogue`. A code the catalogue does not know (a newer server, a bad row)
 * still renders: as 'Không rõ (<code>)' in a neutral tone, never as a crash or an empty badge.
 */
export function statusOf(catalogue: StatusCatalogue, code: number): StatusEntry {
  return catalogue.find((entry) => entry.code === code) ?? { code, label: `Không rõ (${code})`, tone: 'neutral' };
}
