/**
 * What the customer is told after a money intent (issue 12 §1). A failure is one of:
 * - refused: a definite no — 400 (the alert of SPEC §8), 404, 409, 413, 422, 429 — nothing moved, the screen
 *   says why;
 * - not sent: the browser knew it was offline, so nothing went out;
 * - session ended: 401/403 (nothing was applied) or status 0 (no answer: unclear, remembered for
 *   after the next login). The client already shows the re-login alert of SPEC §8;
 * - unclear: a 5xx, a time-out, an answer that is not the expected JSON, any other status (408, 425,
 *   499, a 3xx… say nothing definite about what the server did), or anything unforeseen. The
 *   money may or may not have moved: `Chưa rõ kết quả`, where to check it, and everything re-read.
 */
import { formatTime } from '../../ui/DateText/format';
import { formatVnd } from '../../ui/Money/format';
import { isContractError } from '../api/decode';
import type { onceIntentEndpoints } from '../api/endpoints/catalog';
import { ApiError, OfflineError, ParseError, RequestTimeoutError } from '../api/errors';
import { texts } from '../api/texts';
import type { Change } from '../hooks/invalidation';
import { hashHref, paths } from '../paths';

/** The money intents (one per once-sent call of the catalogue), and two more whose outcome must be told. */
export type MoneyIntentKind =
  | keyof typeof onceIntentEndpoints
  // Not money, but the customer must know their outcome as well (issue 25 §11): after a 502 on the
  // password change nobody can tell which password now opens the account.
  | 'updateProfile'
  | 'changePassword';

interface IntentInfo {
  /** The intent in a sentence: 'yêu cầu rút tiền'. */
  what: string;
  /** The place that shows whether it happened, as the message names it. */
  where: string;
  /** What to do about an unclear outcome; 'Hãy kiểm tra {where} trước khi gửi lại.' when not given. */
  advice?: string;
  /** Where the unclear outcome's alert sends the customer to check, when there is such a page. */
  link?: { label: string; href: string };
  /** What it may have changed: re-read after every outcome but a clean refusal of an unsent request. */
  change: Change;
}

const transactionsLink = { label: 'Xem lịch sử giao dịch', href: hashHref(paths.transactions) };
const waitDepositLink = { label: 'Xem đơn chờ đặt cọc', href: hashHref(paths.ordersWaitDeposit) };

export const moneyIntents: Record<MoneyIntentKind, IntentInfo> = {
  deposit: { what: 'yêu cầu nạp tiền', where: 'lịch sử nạp tiền', link: { label: 'Xem lịch sử nạp tiền', href: hashHref(paths.deposit) }, change: 'topUp' },
  withdrawal: { what: 'yêu cầu rút tiền', where: 'lịch sử rút tiền', link: { label: 'Xem lịch sử rút tiền', href: hashHref(paths.withdrawal) }, change: 'withdraw' },
  payDeposit: { what: 'thanh toán tiền đặt cọc', where: 'lịch sử giao dịch và danh sách đơn hàng', link: transactionsLink, change: 'payDeposit' },
  payRemainder: { what: 'thanh toán tiền còn lại', where: 'lịch sử giao dịch và danh sách đơn hàng', link: transactionsLink, change: 'payRemainder' },
  orderBuy: { what: 'đặt hàng từ giỏ hàng', where: 'danh sách đơn chờ đặt cọc', link: waitDepositLink, change: 'orderBuy' },
  orderBuyIds: { what: 'đặt hàng các shop đã chọn', where: 'danh sách đơn chờ đặt cọc', link: waitDepositLink, change: 'orderBuy' },
  createOrder: { what: 'tạo đơn hàng', where: 'danh sách đơn chờ đặt cọc', link: waitDepositLink, change: 'createOrder' },
  requestDelivery: { what: 'yêu cầu giao hàng', where: 'danh sách phiếu giao', link: { label: 'Xem danh sách phiếu giao', href: hashHref(paths.deliveryList) }, change: 'requestDelivery' },
  complaint: { what: 'khiếu nại', where: 'danh sách khiếu nại', link: { label: 'Xem danh sách khiếu nại', href: hashHref(paths.complaints) }, change: 'complaint' },
  updateProfile: {
    what: 'thay đổi thông tin tài khoản',
    where: 'thông tin tài khoản',
    advice: 'Hãy tải lại trang thông tin tài khoản để xem thông tin đang được lưu trước khi gửi lại.',
    link: { label: 'Xem lại thông tin tài khoản', href: hashHref(paths.userInfo) },
    change: 'updateProfile',
  },
  changePassword: {
    what: 'đổi mật khẩu',
    where: 'mật khẩu của tài khoản',
    advice: 'Lần đăng nhập sau, hãy thử mật khẩu mới trước; nếu không được, hãy dùng mật khẩu cũ và đổi lại.',
    change: 'none',
  },
};

export const UNCLEAR_TITLE = 'Chưa rõ kết quả';

/** The intent with its amount when it has one: 'yêu cầu rút tiền 500.000 ₫'. */
export function describeIntent(kind: MoneyIntentKind, amount?: number): string {
  const { what } = moneyIntents[kind];
  return amount === undefined ? what : `${what} ${formatVnd(amount)}`;
}

/** The message of an unclear outcome; it starts with `Chưa rõ kết quả`, as the issue asks. */
export function unclearText(kind: MoneyIntentKind, amount?: number): string {
  return `${UNCLEAR_TITLE}: chưa biết ${describeIntent(kind, amount)} đã được ghi nhận hay chưa. ${adviceOf(kind)}`;
}

const adviceOf = (kind: MoneyIntentKind) => moneyIntents[kind].advice ?? `Hãy kiểm tra ${moneyIntents[kind].where} trước khi gửi lại.`;

/** After the re-login of SPEC §8: the intent that was on its way when the connection broke. */
export function unclearAfterReloginText(kind: MoneyIntentKind, amount: number | undefined, at: Date): string {
  return `${UNCLEAR_TITLE}: kết nối bị ngắt lúc ${formatTime(at)} khi đang gửi ${describeIntent(kind, amount)}. ${adviceOf(kind)}`;
}

/** What a refusal without lines of its own says, by status. */
const refusalTexts: Record<number, string> = {
  404: 'Không tìm thấy dữ liệu cần xử lý. Hãy tải lại trang rồi thử lại.',
  409: 'Dữ liệu đã thay đổi trong lúc bạn thao tác. Hãy kiểm tra lại rồi thử lại.',
  // nginx or the server refused to read the body (issue 25): nothing was applied.
  413: 'Dữ liệu gửi lên quá lớn.',
  422: 'Máy chủ không chấp nhận yêu cầu này. Hãy kiểm tra lại thông tin.',
  429: 'Bạn thao tác quá nhanh. Vui lòng đợi một lát rồi thử lại.',
};

/** The statuses that say for certain the intent was not applied; every other failure may have moved money. */
export const DEFINITE_REFUSALS: ReadonlySet<number> = new Set([400, 404, 409, 413, 422, 429]);

export type IntentFailure =
  | { kind: 'refused'; lines: readonly string[]; alerted: boolean }
  | { kind: 'notSent'; lines: readonly string[] }
  | { kind: 'sessionEnded' }
  | { kind: 'connectionLost' }
  | { kind: 'unclear' };

export function classifyFailure(error: unknown): IntentFailure {
  if (error instanceof OfflineError) return { kind: 'notSent', lines: [texts.offline] };
  // Before ApiError: a ParseError is a 2xx whose body is not JSON — the server may have applied it.
  if (error instanceof ParseError || isContractError(error)) return { kind: 'unclear' };
  if (error instanceof RequestTimeoutError) return { kind: 'unclear' };
  if (error instanceof ApiError) {
    if (error.status === 0) return { kind: 'connectionLost' };
    if (error.status === 401 || error.status === 403) return { kind: 'sessionEnded' };
    if (DEFINITE_REFUSALS.has(error.status)) {
      const lines = error.lines.length > 0 ? error.lines : [refusalTexts[error.status] ?? texts.genericError];
      return { kind: 'refused', lines, alerted: error.alerted };
    }
    return { kind: 'unclear' };
  }
  return { kind: 'unclear' };
}
