// The app's singletons, made once at start-up: the alert/confirm queue and the toast queue that both
// React screens and the API client (outside React) use, and the client's wiring to session and cache.
import { createDialogController } from '../ui/Dialogs';
import { createToastController } from '../ui/Toast';
import { wireClient } from './api/clientWiring';
import { clearAppCache } from './hooks/cache';

export const dialogs = createDialogController();
export const toasts = createToastController();

let configured = false;

export function configureApp(): void {
  if (configured) return;
  configured = true;
  wireClient({
    alert: (text) => dialogs.alert(text),
    clearCache: clearAppCache,
  });
}
