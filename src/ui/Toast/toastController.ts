import { toastDuration } from './toastDuration';
import type { toastTones } from './Toast.css';

export type ToastTone = (typeof toastTones)[number];

export interface ToastMessage {
  tone: ToastTone;
  text: string;
}

/** What screens (through `useToast`) and code outside React may do. */
export interface Toasts {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

/** What the region's queue must accept (react-aria's ToastQueue does). */
export interface ToastSink {
  add(content: ToastMessage, options: { timeout?: number }): unknown;
}

export interface ToastController extends Toasts {
  /** How many toasts the region shows at once; the rest wait. */
  readonly maxVisible: number;
  /**
   * Hands over the queue the region renders. Toasts shown before it existed are added to it in order.
   * The queue itself is made by the lazy region: react-aria's toast state stays out of the first load.
   */
  connect(queue: ToastSink): void;
  /** How many toasts were shown so far: the provider fetches the region with the first (issue 15). */
  shown: () => number;
  subscribe: (listener: () => void) => () => void;
}

export interface ToastControllerOptions {
  /** Milliseconds on screen. @default toastDuration(viewport width when the toast is shown) */
  duration?: number;
  /** `false` keeps toasts until they are closed (previews, screenshots). @default true */
  autoDismiss?: boolean;
  /** @default 3 */
  maxVisible?: number;
}

const viewportWidth = () => (typeof window === 'undefined' ? 0 : window.innerWidth);

/** Toasts usable outside React; `ToastProvider` shows them. */
export function createToastController({ duration, autoDismiss = true, maxVisible = 3 }: ToastControllerOptions = {}): ToastController {
  let queue: ToastSink | null = null;
  const waiting: Array<[ToastMessage, { timeout?: number }]> = [];
  const listeners = new Set<() => void>();
  let shown = 0;
  const show = (tone: ToastTone) => (text: string) => {
    // The duration follows the viewport at the moment the toast is shown, even if it waits for the queue.
    const toast: [ToastMessage, { timeout?: number }] = [{ tone, text }, autoDismiss ? { timeout: duration ?? toastDuration(viewportWidth()) } : {}];
    if (queue) queue.add(...toast);
    else waiting.push(toast);
    shown += 1;
    for (const listener of [...listeners]) listener();
  };
  return {
    maxVisible,
    connect(next) {
      queue = next;
      for (const toast of waiting.splice(0)) next.add(...toast);
    },
    shown: () => shown,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    success: show('success'),
    error: show('error'),
    info: show('info'),
  };
}
