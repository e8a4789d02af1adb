import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { prefetchOnDemand, useOnDemand } from '../OnDemand';
import { createDialogController, type DialogController, type DialogRequest, type Dialogs } from './dialogController';

const DialogsContext = createContext<Dialogs | null>(null);

// react-aria's overlay code (≈36 kB gzip with the host) is fetched with the first alert or confirmation,
// not with the first screen (issue 15). A real build's service worker keeps it for the next visits.
const loadOwnHost = () => import('./DialogHost');

/** The host fetched ahead of the first alert (a signed-in page, once the browser is idle). */
export const prefetchDialogHost = (): Promise<void> => prefetchOnDemand(loadOwnHost);

/**
 * When the host cannot be fetched (the network died on a first visit, before the service worker kept
 * it), the browser's own alert and confirm still ask: SPEC §8's 'Thông tin tài khoản của bạn cần truy
 * cập lại.' after a network failure must be seen. The next request tries the host again.
 */
function NativeDialogs({ controller, request }: { controller: DialogController; request: DialogRequest }) {
  useEffect(() => {
    controller.settle(request.id, request.kind === 'confirm' ? window.confirm(request.message) : (window.alert(request.message), true));
  }, [controller, request]);
  return null;
}

export interface DialogsProviderProps {
  children?: ReactNode;
  /**
   * The queue to show. The app creates one with `createDialogController()` and hands the same object to
   * its API client, which can then `await controller.alert(…)` from outside React. Without it the
   * provider keeps a private queue.
   */
  controller?: DialogController;
  /**
   * Where the modal host comes from. @default its own chunk, fetched with the first request. Stories
   * pass one that fails, to show the browser's alert that stands in for it.
   */
  loadHost?: () => Promise<{ default: ComponentType<{ controller: DialogController }> }>;
}

/** Shows the alerts and confirmations of one queue, one at a time. `UiProvider` mounts it. */
export function DialogsProvider({ children, controller: given, loadHost = loadOwnHost }: DialogsProviderProps) {
  const [fallback] = useState(createDialogController);
  const controller = given ?? fallback;
  const dialogs = useMemo<Dialogs>(() => ({ alert: controller.alert, confirm: controller.confirm }), [controller]);
  const request = useSyncExternalStore(controller.subscribe, controller.current, controller.current);
  const host = useOnDemand(request?.id ?? 0, loadHost);

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
      {host.state === 'ready' ? <host.Component controller={controller} /> : null}
      {host.state === 'failed' && request ? <NativeDialogs controller={controller} request={request} /> : null}
    </DialogsContext.Provider>
  );
}

/** `await alert(text)` and `await confirm(text)` from any screen under `UiProvider`. */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs a DialogsProvider above it; UiProvider mounts one.');
  return dialogs;
}
