/**
 * Vietnamese texts the data layer shows or hands to screens, in one place so the client, the session
 * and the screens say the same thing.
 */
import { offlineNotice } from '../../features/shell/connectionTexts';
import { contractErrorUserMessage } from './decode';

export const texts = {
  /** SPEC §8: 401, 403 and network failure. */
  sessionExpired: 'Thông tin tài khoản của bạn cần truy cập lại.',
  /** Any failure without a more precise message. */
  genericError: 'Đã có lỗi xảy ra, vui lòng thử lại.',
  /** The server answered, but not with what the portal understands (contract or JSON mismatch). */
  contractError: contractErrorUserMessage,
  /** fetch rejected: offline, DNS, CORS, server down. */
  networkError: 'Không kết nối được tới máy chủ. Hãy kiểm tra kết nối mạng rồi thử lại.',
  /** No complete answer within the client's time limit (RequestTimeoutError). */
  timeout: 'Máy chủ không trả lời kịp. Vui lòng thử lại.',
  /** The browser knows it is offline: nothing was sent (OfflineError). The same words as the page's bar. */
  offline: offlineNotice,
  /** 5xx. */
  serverError: 'Máy chủ đang gặp sự cố, vui lòng thử lại sau.',
  /** localStorage / sessionStorage full. */
  storageFull: 'Trình duyệt không còn chỗ lưu dữ liệu. Hãy xoá bớt dữ liệu trang web rồi thử lại.',
  /** localStorage / sessionStorage disabled (private mode, blocked cookies). */
  storageUnavailable: 'Trình duyệt không cho phép lưu dữ liệu đăng nhập. Hãy bật lưu trữ cho trang web rồi thử lại.',
  /** 429 with Retry-After (issue 25 §6), in whole minutes rounded up: the server's own sentence. */
  tooManyAttempts: (minutes: number) => `Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${String(minutes)} phút.`,
  /** SPEC §8 dialog titles. */
  alertTitle: 'Thông báo',
  confirmTitle: 'Xác thực',
} as const;
