import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { prefetchOnDemand, useOnDemand } from '../OnDemand';
import { createToastController, type ToastController, type Toasts } from './toastController';

// Its own chunk, fetched with the first toast (issue 15); toasts wait in the controller meanwhile. If the
// fetch fails they keep waiting, and the next toast tries again.
const loadOwnRegion = () => import('./ToastRegion');

/** The region fetched ahead of the first toast (a signed-in page, once the browser is idle). */
export const prefetchToastRegion = (): Promise<void> => prefetchOnDemand(loadOwnRegion);

const ToastContext = createContext<Toasts | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /**
   * The queue to show. The app creates one with `createToastController()` and may hand it to code
   * outside React; without it the provider keeps a private queue.
   */
  controller?: ToastController;
  /**
   * Where the region comes from. @default its own chunk, fetched with the first toast. Stories pass one
   * that fails, to show that the toasts wait for it.
   */
  loadRegion?: () => Promise<{ default: ComponentType<{ controller: ToastController }> }>;
}

/** Makes `useToast()` work below it and mounts the region. `UiProvider` mounts one. */
export function ToastProvider({ children, controller: given, loadRegion = loadOwnRegion }: ToastProviderProps) {
  const [fallback] = useState(() => createToastController());
  const controller = given ?? fallback;
  const toasts = useMemo<Toasts>(
    () => ({ success: controller.success, error: controller.error, info: controller.info }),
    [controller],
  );
  const shown = useSyncExternalStore(controller.subscribe, controller.shown, controller.shown);
  const region = useOnDemand(shown, loadRegion);
  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {region.state === 'ready' ? <region.Component controller={controller} /> : null}
    </ToastContext.Provider>
  );
}

/** `success(text)`, `error(text)`, `info(text)` from any screen under `UiProvider`. */
export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast() needs a ToastProvider above it; UiProvider mounts one.');
  return toasts;
}
