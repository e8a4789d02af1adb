import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { ToneIcon } from '../Dialog/ToneIcon';
import * as styles from './ConfirmDialog.css';

export type ConfirmTone = (typeof styles.confirmTones)[number];

export interface ConfirmDialogProps
  extends Omit<DialogProps, 'title' | 'children' | 'footer' | 'role' | 'icon' | 'showCloseButton' | 'isDismissable' | 'isKeyboardDismissDisabled'> {
  /** The question, rendered as text; newlines become line breaks. */
  message?: string;
  /** Rich content under the message, e.g. the orders about to be paid and their total. */
  children?: ReactNode;
  /** @default 'Xác thực' */
  title?: string;
  /** @default 'Đồng ý' */
  confirmLabel?: string;
  /** @default 'Huỷ' */
  cancelLabel?: string;
  /** `danger` for what cannot be undone: red confirm button, warning icon, focus starts on `Huỷ`. @default 'default' */
  tone?: ConfirmTone;
  /**
   * Which answer has the focus first, so that Enter gives it. `cancel` for a question whose safe answer is
   * no (a login link of someone else's account). @default 'cancel' for `danger`, else 'confirm'
   */
  startOn?: 'confirm' | 'cancel';
  /** Shows a spinner on the confirm button and blocks both answers. */
  isPending?: boolean;
  /**
   * The customer agreed. When it returns a promise the confirm button stays pending until it settles;
   * the dialog never closes itself — the owner closes it (usually on success) through `isOpen`.
   */
  onConfirm: () => unknown;
  /** `Huỷ` or Escape. */
  onCancel?: () => void;
}

/**
 * A question with two answers (SPEC §8). Controlled: the owner renders it with `isOpen` and closes it in
 * `onConfirm` / `onCancel`, so a money action is sent once, from one place.
 */
export function ConfirmDialog({
  message,
  children,
  title = 'Xác thực',
  confirmLabel = 'Đồng ý',
  cancelLabel = 'Huỷ',
  tone = 'default',
  startOn = tone === 'danger' ? 'cancel' : 'confirm',
  isPending = false,
  size = 'sm',
  onConfirm,
  onCancel,
  onOpenChange,
  ...props
}: ConfirmDialogProps) {
  const [isWaiting, setWaiting] = useState(false);
  const busy = isPending || isWaiting;

  const confirm = () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setWaiting(true);
    // A failure is reported by whoever made the request (the API client shows its alert); the dialog
    // only stops waiting so the customer can try again or cancel.
    result.then(
      () => setWaiting(false),
      () => setWaiting(false),
    );
  };

  return (
    <Dialog
      {...props}
      size={size}
      role="alertdialog"
      title={title}
      icon={tone === 'danger' ? <ToneIcon tone="danger" /> : undefined}
      showCloseButton={false}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(isOpen) => {
        onOpenChange?.(isOpen);
        if (!isOpen) onCancel?.();
      }}
      footer={({ close }) => (
        <>
          <Button variant="secondary" autoFocus={startOn === 'cancel'} isDisabled={busy} onPress={close}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} autoFocus={startOn === 'confirm'} isPending={busy} onPress={confirm}>
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {message === undefined ? null : <p className={styles.message}>{message}</p>}
      {children === undefined ? null : <div className={styles.content}>{children}</div>}
    </Dialog>
  );
}
