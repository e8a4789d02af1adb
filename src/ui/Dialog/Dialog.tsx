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
 * Where focus goes when a dialog has closed and react-aria could not give it back: the button that
 * opened it is gone or disabled (the orders just paid left the list, and `Đặt cọc` has nothing to pay).
 * Focus would be lost on the page's body, and a keyboard user would start again from the top; it goes
 * to the main landmark instead, where the dialog's work shows, when the page has made it focusable.
 */
function FocusFallbackOnClose() {
  useLayoutEffect(
    () => () => {
      // After react-aria's own restore, which runs in the frame after the dialog unmounts.
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (document.activeElement !== null && document.activeElement !== document.body) return;
          const main = document.querySelector<HTMLElement>('main[tabindex]');
          main?.focus({ preventScroll: true });
        }),
      );
    },
    [],
  );
  return null;
}

/**
 * A modal dialog: inside a react-aria `DialogTrigger`, or controlled with `isOpen` + `onOpenChange`.
 * react-aria traps focus inside, closes on Escape and gives focus back to whatever opened it (or, when
 * that can no longer take it, to the page's main landmark: FocusFallbackOnClose).
 */
export function Dialog({ title, children, footer, size = 'md', role = 'dialog', icon, showCloseButton = true, ...props }: DialogProps) {
  return (
    <ModalOverlay {...props} className={styles.overlay}>
      <Modal className={`${styles.modal} ${styles.size[size]}`}>
        <FocusFallbackOnClose />
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
