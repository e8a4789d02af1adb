import type { ReactNode } from 'react';
import type { AlertLink, AlertTone } from '../AlertDialog';
import type { ConfirmTone } from '../ConfirmDialog';

export interface AlertOptions {
  /** @default 'Thông báo' */
  title?: string;
  /** @default 'Đóng' */
  closeLabel?: string;
  /** @default 'info' */
  tone?: AlertTone;
  /** Where to check what the alert is about; following it closes the alert. */
  link?: AlertLink;
}

export interface ConfirmOptions {
  /** @default 'Xác thực' */
  title?: string;
  /** @default 'Đồng ý' */
  confirmLabel?: string;
  /** @default 'Huỷ' */
  cancelLabel?: string;
  /** @default 'default' */
  tone?: ConfirmTone;
  /** Which answer Enter gives at first (ConfirmDialog `startOn`). */
  startOn?: 'confirm' | 'cancel';
  /** Rich content under the message, e.g. a list of orders and a total. */
  content?: ReactNode;
}

export type DialogRequest =
  | { id: number; kind: 'alert'; message: string; options: AlertOptions }
  | { id: number; kind: 'confirm'; message: string; options: ConfirmOptions };

/**
 * What screens (through `useDialogs`) and the API client may do: ask, and wait for the answer. Plain
 * function properties: they can be passed around detached from the object.
 */
export interface Dialogs {
  /** Resolves when the customer has dismissed the alert. */
  alert: (message: string, options?: AlertOptions) => Promise<void>;
  /** Resolves `true` for the confirm button, `false` for `Huỷ` or Escape. */
  confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>;
}

/**
 * A queue of modal requests, usable outside React. Only the oldest request is on screen; the next one
 * appears once it is answered, so two modals are never stacked. Requests made before a provider mounts
 * wait for it.
 */
export interface DialogController extends Dialogs {
  /** The request on screen, or null. The same object until it is answered (a stable snapshot). */
  current: () => DialogRequest | null;
  /** How many requests are waiting behind the current one. */
  waiting: () => number;
  subscribe: (listener: () => void) => () => void;
  /** Answers the request with this id, if it is the one on screen; anything else is ignored. */
  settle: (id: number, answer: boolean) => void;
}

interface Entry {
  request: DialogRequest;
  resolve: (answer: boolean) => void;
}

export function createDialogController(): DialogController {
  const queue: Entry[] = [];
  const listeners = new Set<() => void>();
  let nextId = 1;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const enqueue = (request: DialogRequest) =>
    new Promise<boolean>((resolve) => {
      queue.push({ request, resolve });
      // Only a change of the head is visible; a request joining the back changes nothing on screen.
      if (queue.length === 1) notify();
    });

  return {
    alert: async (message, options = {}) => {
      await enqueue({ id: nextId++, kind: 'alert', message, options });
    },
    confirm: (message, options = {}) => enqueue({ id: nextId++, kind: 'confirm', message, options }),
    current: () => queue[0]?.request ?? null,
    waiting: () => Math.max(0, queue.length - 1),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle: (id, answer) => {
      const head = queue[0];
      if (head?.request.id !== id) return;
      queue.shift();
      head.resolve(head.request.kind === 'confirm' ? answer : true);
      notify();
    },
  };
}
