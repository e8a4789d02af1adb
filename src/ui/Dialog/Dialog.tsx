import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { Button } from '../Button';
import * as styles from './Dialog.css';
import { CloseIcon } from './ToneIcon';

export type DialogSize = (typeof styles.dialogSizes)[number];

type Slot = ReactNode | ((opts: { close: () => void }) => ReactNode);

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  /** The heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** The body. A function receives `close`. */
  children?: Slot;
  /** Actions at the bottom, usually buttons. A function receives `close`. */
  footer?: Slot;
  /** Maximum width on tablets and desktops (400, 560, 800 px); phones always get a full-width sheet. @default 'md' */
  size?: DialogSize;
  /** `alertdialog` for messages that interrupt and need an answer. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Decorative, before the title (e.g. a tone icon). */
  icon?: ReactNode;
  /** An × button in the header labelled `Đóng`. @default true */
  showCloseButton?: boolean;
}

const render = (slot: Slot, close: () => void) => (typeof slot === 'function' ? slot({ close }) : slot);

/**
 * A body taller than the sheet scrolls. Keyboard users must be able to scroll it too (WCAG 2.1.1), so it
 * joins the tab order, but only while it actually overflows.
 */
function DialogBody({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const body = outer.current;
    const content = inner.current;
    if (!body || !content) return;
    const update = () => setScrollable(body.scrollHeight > body.clientHeight + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(body);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={outer} className={styles.body} tabIndex={scrollable ? 0 : undefined} data-scrollable={scrollable || undefined}>
      <div ref={inner}>{children}</div>
    </div>
  );
}

/**
 * A modal dialog: inside a react-aria `DialogTrigger`, or controlled with `isOpen` + `onOpenChange`.
 * react-aria traps focus inside, closes on Escape and gives focus back to whatever opened it.
 */
export function Dialog({ title, children, footer, size = 'md', role = 'dialog', icon, showCloseButton = true, ...props }: DialogProps) {
  return (
    <ModalOverlay {...props} className={styles.overlay}>
      <Modal className={`${styles.modal} ${styles.size[size]}`}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                {icon}
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {showCloseButton ? (
                  <Button variant="ghost" size="sm" aria-label="Đóng" className={styles.closeButton} onPress={close}>
                    <CloseIcon />
                  </Button>
                ) : null}
              </div>
              <DialogBody>{render(children, close)}</DialogBody>
              {footer === undefined ? null : <div className={styles.footer}>{render(footer, close)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
