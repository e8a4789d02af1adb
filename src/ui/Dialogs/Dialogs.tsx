import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
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
