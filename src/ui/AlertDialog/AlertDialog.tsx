import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { ToneIcon } from '../Dialog/ToneIcon';
import { Link } from '../Link';
import * as styles from './AlertDialog.css';

export type AlertTone = (typeof styles.alertTones)[number];

export interface AlertDialogProps extends Omit<DialogProps, 'title' | 'children' | 'footer' | 'role' | 'icon' | 'showCloseButton' | 'isDismissable'> {
  /** Rendered as text; newlines become line breaks. */
  message: string;
  /** @default 'Thông báo' */
  title?: string;
  /** @default 'Đóng' */
  closeLabel?: string;
  /** @default 'info' */
  tone?: AlertTone;
  /** Called when the customer dismisses it, with the button or Escape. */
  onClose?: () => void;
  /**
   * Where to check what the message is about (a hash route, e.g. the transaction list). Following it
   * closes the alert too.
   */
  link?: AlertLink;
}

export interface AlertLink {
  label: string;
  href: string;
}

/**
 * A message the customer must acknowledge (SPEC §8). Controlled: render it with `isOpen` and close it in
 * `onClose`. A click outside does not dismiss it, so a 401 notice cannot be missed.
 */
export function AlertDialog({ message, title = 'Thông báo', closeLabel = 'Đóng', tone = 'info', size = 'sm', link, onClose, onOpenChange, ...props }: AlertDialogProps) {
  return (
    <Dialog
      {...props}
      size={size}
      role="alertdialog"
      title={title}
      icon={<ToneIcon tone={tone} />}
      showCloseButton={false}
      onOpenChange={(isOpen) => {
        onOpenChange?.(isOpen);
        if (!isOpen) onClose?.();
      }}
      footer={({ close }) => (
        <>
          {link ? (
            <Link href={link.href} onClick={close} className={styles.link}>
              {link.label}
            </Link>
          ) : null}
          <Button autoFocus onPress={close}>
            {closeLabel}
          </Button>
        </>
      )}
    >
      <p className={styles.message}>{message}</p>
    </Dialog>
  );
}
