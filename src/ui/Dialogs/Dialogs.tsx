import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createDialogController, type DialogController, type Dialogs } from './dialogController';

const DialogsContext = createContext<Dialogs | null>(null);

const DialogHost = lazy(() => import('./DialogHost'));

export interface DialogsProviderProps {
  children?: ReactNode;
  /**
   * The queue to show. The app creates one with `createDialogController()` and hands the same object to
   * its API client, which can then `await controller.alert(…)` from outside React. Without it the
   * provider keeps a private queue.
   */
  controller?: DialogController;
}

/** Shows the alerts and confirmations of one queue, one at a time. `UiProvider` mounts it. */
export function DialogsProvider({ children, controller: given }: DialogsProviderProps) {
  const [fallback] = useState(createDialogController);
  const controller = given ?? fallback;
  const dialogs = useMemo<Dialogs>(() => ({ alert: controller.alert, confirm: controller.confirm }), [controller]);
  const request = useSyncExternalStore(controller.subscribe, controller.current, controller.current);

  // Here, not in the lazy host: the host may still be loading when the first request arrives.
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
    <DialogsContext.Provider value={dialogs}>
      {children}
      <Suspense fallback={null}>
        <DialogHost controller={controller} />
      </Suspense>
    </DialogsContext.Provider>
  );
}

/** `await alert(text)` and `await confirm(text)` from any screen under `UiProvider`. */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs a DialogsProvider above it; UiProvider mounts one.');
  return dialogs;
}
