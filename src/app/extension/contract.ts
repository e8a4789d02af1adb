// What the browser-extension bridge shows the customer and what it needs from and offers to the app:
// its texts, its dependencies (window, storage, session, the POST, locks) and its snapshot.
import type { RefusedProduct } from '../../features/cart/extensionRefusals';
import type { Toasts } from '../../ui/Toast';
import type { CartAddItem } from '../api/schemas/order';
import type { SessionStore, StorageLike } from '../session/store';
import { EXTENSION_BATCH_MAX } from './message';

export const bridgeTexts = {
  added: (count: number) => `Đã thêm ${String(count)} sản phẩm vào giỏ hàng`,
  notSent: (count: number) => `Chưa gửi được ${String(count)} sản phẩm vào giỏ hàng. Hệ thống sẽ gửi lại.`,
  refused: (count: number) => `${String(count)} sản phẩm từ tiện ích chưa thêm được. Xem lý do trong giỏ hàng.`,
  tooMany: (count: number) =>
    `Không nhận ${String(count)} sản phẩm từ tiện ích: mỗi lần chỉ nhận tối đa ${String(EXTENSION_BATCH_MAX)} sản phẩm. Hãy gửi lại thành nhiều lần.`,
  waitingForLogin: (count: number) => `Đã nhận ${String(count)} sản phẩm từ tiện ích. Sản phẩm sẽ được thêm vào giỏ hàng khi bạn đăng nhập.`,
  outboxFull: (count: number) =>
    `Chưa nhận ${String(count)} sản phẩm từ tiện ích vì đang có quá nhiều sản phẩm chờ thêm vào giỏ hàng. Hãy gửi lại sau khi các sản phẩm đang chờ đã được thêm; danh sách có trong giỏ hàng.`,
  notStored: (count: number) =>
    `Trình duyệt không cho lưu tạm ${String(count)} sản phẩm từ tiện ích. Hãy giữ trang này mở cho đến khi sản phẩm được thêm vào giỏ hàng.`,
} as const;

/** The window as the bridge uses it: messages in and out, and 'online' / 'storage' events. */
export interface BridgeWindow extends EventTarget {
  readonly location: { readonly origin: string };
  postMessage(message: unknown, targetOrigin: string): void;
}

/** What a window message carries that the bridge reads. */
export interface BridgeMessage {
  readonly source: unknown;
  readonly origin: string;
  readonly data: unknown;
}

export interface BridgeDeps {
  window: BridgeWindow;
  /** localStorage; a getter, because touching a blocked storage throws. */
  storage: () => StorageLike | undefined;
  session: Pick<SessionStore, 'subscribe' | 'getSnapshot'>;
  /**
   * POST /api/order/carts with `key` as its `Idempotency-Key`, without the client's own dialogs (the
   * bridge reports failures itself), ended by the client's write time limit.
   */
  send: (items: readonly CartAddItem[], key: string) => Promise<unknown>;
  toasts: Toasts;
  /** The cart-reload signal (SPEC §4): carts and the cart count are fetched again. */
  onAccepted: () => void;
  /** False when the browser knows it is offline: no request is tried then. */
  isOnline: () => boolean;
  /**
   * Runs `task` holding the lock `name` across this browser's tabs of the portal, or resolves null at
   * once when another tab holds it (Web Locks `ifAvailable`, or a storage lease without them).
   */
  lock: <T>(name: string, task: () => Promise<T>) => Promise<T | null>;
  /** A new unique local key for an outbox entry. */
  newKey: () => string;
}

export interface OutboxSnapshot {
  /** Products received from the extension for this account that the server has not accepted yet. */
  readonly pending: number;
  /** A POST of the outbox is in flight. */
  readonly sending: boolean;
  /** Sends the outbox again now (the cart's `Thử lại`). Does nothing while a send is in flight. */
  readonly retry: () => void;
  /** Products that could not be added, until the customer dismisses them. */
  readonly refused: readonly RefusedProduct[];
  readonly dismissRefused: () => void;
}

export interface ExtensionBridge {
  /** Listens from now on, after handling the messages that arrived before the bridge was loaded. */
  start: (early?: readonly BridgeMessage[]) => void;
  stop: () => void;
  /** Tries to send what waits (the cart's `Thử lại`). */
  retry: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => OutboxSnapshot;
}
