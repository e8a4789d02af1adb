// The browser-extension bridge (SPEC §4): takes the products the extension posts, keeps them in the
// local outbox, tells the extension it may clear its data, and sends them to the cart once, only when
// logged in. Every outside part is a dependency so the rules can be tested in node.
import type { Toasts } from '../../ui/Toast';
import { ApiError } from '../api/errors';
import type { CartAddItem } from '../api/schemas/order';
import type { SessionStore, StorageLike } from '../session/store';
import { EXTENSION_BATCH_MAX, RECEIVED_REPLY, readExtensionMessage } from './message';
import { OUTBOX_KEY, createOutboxStore, type OutboxEntry } from './outbox';

export const bridgeTexts = {
  added: (count: number) => `Đã thêm ${String(count)} sản phẩm vào giỏ hàng`,
  notSent: (count: number) => `Chưa gửi được ${String(count)} sản phẩm vào giỏ hàng. Hệ thống sẽ gửi lại.`,
  skipped: (count: number) => `Bỏ qua ${String(count)} sản phẩm không hợp lệ`,
  tooMany: (count: number) =>
    `Không nhận ${String(count)} sản phẩm từ tiện ích: mỗi lần chỉ nhận tối đa ${String(EXTENSION_BATCH_MAX)} sản phẩm. Hãy gửi lại thành nhiều lần.`,
  waitingForLogin: (count: number) => `Đã nhận ${String(count)} sản phẩm từ tiện ích. Sản phẩm sẽ được thêm vào giỏ hàng khi bạn đăng nhập.`,
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
  /** POST /api/order/carts without the client's own dialogs: the bridge reports failures itself. */
  send: (items: readonly CartAddItem[]) => Promise<unknown>;
  toasts: Toasts;
  /** The cart-reload signal (SPEC §4): carts and the cart count are fetched again. */
  onAccepted: () => void;
  /** False when the browser knows it is offline: no request is tried then. */
  isOnline: () => boolean;
  /** Runs `task` alone across this browser's tabs of the portal (Web Locks), or just runs it. */
  lock: <T>(task: () => Promise<T>) => Promise<T>;
  /** A new unique local key for an outbox entry. */
  newKey: () => string;
}

export interface OutboxSnapshot {
  /** Products received from the extension that the server has not accepted yet. */
  readonly pending: number;
  /** A POST of the outbox is in flight. */
  readonly sending: boolean;
  /** Sends the outbox again now (the cart's `Thử lại`). Does nothing while a send is in flight. */
  readonly retry: () => void;
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

type SendOutcome = 'sent' | 'empty' | 'failed';

/**
 * A POST that failed with a 2xx status still reached the server and was applied (its body just was
 * not JSON): sending it again would add the products twice.
 */
const wasAccepted = (error: unknown) => error instanceof ApiError && error.status >= 200 && error.status < 300;

/** The products of one message, as JSON, to recognise the same message posted again. */
function signatureOf(raw: unknown): string | null {
  try {
    return JSON.stringify(raw);
  } catch {
    return null;
  }
}

export function createExtensionBridge(deps: BridgeDeps): ExtensionBridge {
  const { window: win, toasts } = deps;
  const outbox = createOutboxStore(deps.storage);
  const listeners = new Set<() => void>();
  /**
   * Messages kept only in memory because the browser would not store them: the extension is told to
   * clear its data only once the server accepted them, so until then it still holds a copy.
   */
  let unconfirmed: { signature: string | null; keys: Set<string> }[] = [];
  let sending = false;
  /** Another send was asked for while one was in flight. */
  let wanted = false;
  let started = false;
  let stopListening: (() => void) | null = null;

  const retry = () => {
    void flush();
  };
  let snapshot: OutboxSnapshot = { pending: outbox.entries().length, sending, retry };

  const update = () => {
    const pending = outbox.entries().length;
    if (pending === snapshot.pending && sending === snapshot.sending) return;
    snapshot = { pending, sending, retry };
    for (const listener of listeners) listener();
  };

  const loggedIn = () => deps.session.getSnapshot().status === 'authenticated';

  const reply = () => {
    win.postMessage(RECEIVED_REPLY, win.location.origin);
  };

  /** Messages kept in memory are confirmed to the extension once all their products were accepted. */
  const confirmAccepted = (keys: readonly string[]) => {
    for (const message of unconfirmed) for (const key of keys) message.keys.delete(key);
    const before = unconfirmed.length;
    unconfirmed = unconfirmed.filter((message) => message.keys.size > 0);
    if (unconfirmed.length < before) reply();
  };

  /** One POST of up to EXTENSION_BATCH_MAX waiting products, oldest first. */
  const sendOnce = (): Promise<SendOutcome> =>
    deps.lock(async () => {
      // Read inside the lock: another tab may have sent part of the outbox meanwhile.
      const batch: OutboxEntry[] = outbox.entries().slice(0, EXTENSION_BATCH_MAX);
      if (batch.length === 0) return 'empty';
      try {
        await deps.send(batch.map((entry) => entry.item));
      } catch (error) {
        if (!wasAccepted(error)) {
          console.warn('The extension products were not accepted; they stay in the outbox', error);
          return 'failed';
        }
      }
      const keys = batch.map((entry) => entry.key);
      outbox.remove(keys);
      confirmAccepted(keys);
      toasts.success(bridgeTexts.added(batch.length));
      deps.onAccepted();
      return 'sent';
    });

  /**
   * Sends what waits, one POST at a time. Products that arrive during a send wait for the next POST;
   * after a failure nothing is retried until the next trigger (start, login, reconnect, `Thử lại`).
   */
  async function flush(): Promise<void> {
    wanted = true;
    if (sending) return;
    while (wanted) {
      wanted = false;
      if (!loggedIn() || outbox.entries().length === 0) break;
      if (!deps.isOnline()) {
        toasts.error(bridgeTexts.notSent(outbox.entries().length));
        break;
      }
      const before = outbox.entries().length;
      sending = true;
      update();
      let outcome: SendOutcome;
      try {
        outcome = await sendOnce();
      } catch (error) {
        console.warn('The extension outbox could not be sent', error);
        outcome = 'failed';
      } finally {
        sending = false;
      }
      update();
      if (outcome === 'failed') {
        toasts.error(bridgeTexts.notSent(outbox.entries().length));
        wanted = false;
        break;
      }
      // More may wait: products over the cap of one POST (go on only while the outbox shrinks, so
      // nothing can turn this into a loop of POSTs), or a message that arrived meanwhile (`wanted`).
      if (outcome === 'sent' && outbox.entries().length < before) wanted = true;
    }
  }

  const store = (entries: readonly OutboxEntry[]): Promise<boolean> => deps.lock(() => Promise.resolve(outbox.add(entries)));

  async function receive(message: BridgeMessage): Promise<void> {
    if (message.source !== win || message.origin !== win.location.origin) return;
    const read = readExtensionMessage(message.data);
    if (read.kind === 'ignored') return;
    if (read.kind === 'refused') {
      // Not replied to: the extension keeps its products and can send them in parts.
      toasts.error(bridgeTexts.tooMany(read.count));
      return;
    }
    const signature = unconfirmed.length > 0 ? signatureOf(read.raw) : null;
    // The same message again while its products are kept in memory only: the extension still holds
    // them because we have not replied yet, so this is the same intent, not a second one.
    if (signature !== null && unconfirmed.some((pending) => pending.signature === signature)) return;
    if (read.skipped > 0) toasts.error(bridgeTexts.skipped(read.skipped));
    if (read.items.length === 0) {
      // Nothing to keep: the invalid products were reported and must not come back.
      reply();
      return;
    }
    const entries = read.items.map((item) => ({ key: deps.newKey(), item }));
    if (await store(entries)) {
      reply();
    } else {
      unconfirmed = [...unconfirmed, { signature: signatureOf(read.raw), keys: new Set(entries.map((entry) => entry.key)) }];
      toasts.error(bridgeTexts.notStored(entries.length));
    }
    update();
    if (loggedIn()) await flush();
    else toasts.info(bridgeTexts.waitingForLogin(entries.length));
  }

  const handle = (message: BridgeMessage) => {
    receive(message).catch((error: unknown) => {
      console.warn('An extension message could not be handled', error);
    });
  };

  return {
    start(early = []) {
      if (started) return;
      started = true;
      const onMessage = (event: Event) => {
        handle(event as MessageEvent);
      };
      const onStorage = (event: Event) => {
        // Another tab added or sent products: the count on the cart screen follows.
        const key = (event as Partial<StorageEvent>).key;
        if (key === OUTBOX_KEY || key === null || key === undefined) update();
      };
      let wasLoggedIn = loggedIn();
      const unsubscribe = deps.session.subscribe(() => {
        const now = loggedIn();
        // Only the way in: a profile save rewrites the session too, and must not resend after a failure.
        if (now && !wasLoggedIn) retry();
        wasLoggedIn = now;
      });
      win.addEventListener('message', onMessage);
      win.addEventListener('online', retry);
      win.addEventListener('storage', onStorage);
      stopListening = () => {
        win.removeEventListener('message', onMessage);
        win.removeEventListener('online', retry);
        win.removeEventListener('storage', onStorage);
        unsubscribe();
      };
      for (const message of early) handle(message);
      // App start: what a previous visit could not send goes now.
      retry();
    },
    stop() {
      stopListening?.();
      stopListening = null;
      started = false;
    },
    retry,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}
