import { useEffect, useRef, useSyncExternalStore } from 'react';
import { AlertDialog } from '../AlertDialog';
import { ConfirmDialog } from '../ConfirmDialog';
import type { DialogController } from './dialogController';

/**
 * The modal side of the dialogs queue. It is its own chunk, loaded right after the first render, so the
 * login page's first load does not carry react-aria's overlay code; it is in place long before a
 * server answer can ask for an alert.
 */
export default function DialogHost({ controller }: { controller: DialogController }) {
  const request = useSyncExternalStore(controller.subscribe, controller.current, controller.current);

  // react-aria gives focus back to what was focused when a dialog opened. For the second dialog of a
  // queue that is the first dialog's button, gone by then, so focus would drop to <body>. Remember what
  // had focus before the first one instead, and return there once the queue is empty.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(
    () =>
      controller.subscribe(() => {
        const active = document.activeElement;
        if (controller.current() && !returnFocus.current && active instanceof HTMLElement) returnFocus.current = active;
      }),
    [controller],
  );
  useEffect(() => {
    if (request) return;
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected && (document.activeElement === document.body || document.activeElement === null)) target.focus();
  }, [request]);

  return (
    <>
      {request?.kind === 'alert' ? (
        <AlertDialog
          key={request.id}
          isOpen
          message={request.message}
          {...request.options}
          onClose={() => controller.settle(request.id, true)}
        />
      ) : null}
      {request?.kind === 'confirm' ? (
        <ConfirmDialog
          key={request.id}
          isOpen
          message={request.message}
          title={request.options.title}
          confirmLabel={request.options.confirmLabel}
          cancelLabel={request.options.cancelLabel}
          tone={request.options.tone}
          onConfirm={() => controller.settle(request.id, true)}
          onCancel={() => controller.settle(request.id, false)}
        >
          {request.options.content}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
