import { useSyncExternalStore } from 'react';
import { AlertDialog } from '../AlertDialog';
import { ConfirmDialog } from '../ConfirmDialog';
import type { DialogController } from './dialogController';

/**
 * The modal side of the dialogs queue. It is its own chunk, fetched with the first request
 * (`DialogsProvider`), so a page downloads react-aria's overlay code only once it needs it (issue 15).
 */
export default function DialogHost({ controller }: { controller: DialogController }) {
  const request = useSyncExternalStore(controller.subscribe, controller.current, controller.current);

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
          startOn={request.options.startOn}
          onConfirm={() => controller.settle(request.id, true)}
          onCancel={() => controller.settle(request.id, false)}
        >
          {request.options.content}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
