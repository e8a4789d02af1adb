import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { createToastController, type ToastController, type Toasts } from './toastController';

// Its own chunk, fetched right after the first render: the login page's first load stays light.
const ToastRegion = lazy(() => import('./ToastRegion'));

const ToastContext = createContext<Toasts | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /**
   * The queue to show. The app creates one with `createToastController()` and may hand it to code
   * outside React; without it the provider keeps a private queue.
   */
  controller?: ToastController;
}

/** Makes `useToast()` work below it and mounts the region. `UiProvider` mounts one. */
export function ToastProvider({ children, controller: given }: ToastProviderProps) {
  const [fallback] = useState(() => createToastController());
  const controller = given ?? fallback;
  const toasts = useMemo<Toasts>(
    () => ({ success: controller.success, error: controller.error, info: controller.info }),
    [controller],
  );
  return (
    <ToastContext.Provider value={toasts}>
      {children}
      <Suspense fallback={null}>
        <ToastRegion controller={controller} />
      </Suspense>
    </ToastContext.Provider>
  );
}

/** `success(text)`, `error(text)`, `info(text)` from any screen under `UiProvider`. */
export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast() needs a ToastProvider above it; UiProvider mounts one.');
  return toasts;
}
