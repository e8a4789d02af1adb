export { prefetchToastRegion, ToastProvider, useToast, type ToastProviderProps } from './Toast';
export {
  createToastController,
  type ToastController,
  type ToastControllerOptions,
  type ToastMessage,
  type ToastTone,
  type Toasts,
} from './toastController';
export { toastDuration } from './toastDuration';
