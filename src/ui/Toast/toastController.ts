import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
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

export interface ToastController extends Toasts {
  /** The react-aria queue the region renders. */
  readonly queue: ToastQueue<ToastMessage>;
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

/** A toast queue usable outside React; `ToastProvider` shows it. */
export function createToastController({ duration, autoDismiss = true, maxVisible = 3 }: ToastControllerOptions = {}): ToastController {
  const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: maxVisible });
  const show = (tone: ToastTone) => (text: string) => {
    queue.add({ tone, text }, { timeout: autoDismiss ? (duration ?? toastDuration(viewportWidth())) : undefined });
  };
  return { queue, success: show('success'), error: show('error'), info: show('info') };
}
