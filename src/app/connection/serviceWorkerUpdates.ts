/**
 * The page's side of the service worker (src/serviceWorker/sw.ts): registers it, says when a new version
 * is waiting, and hands over to it only when the customer presses `Tải lại` — never on its own, so nothing
 * typed into an open form is lost to a deploy.
 */

/** The parts of `navigator.serviceWorker` used here (tests pass a fake). */
export interface WorkerContainer {
  readonly controller: object | null;
  register(url: string): Promise<WorkerRegistration>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface WorkerRegistration {
  readonly installing: WaitingWorker | null;
  readonly waiting: WaitingWorker | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface WaitingWorker {
  readonly state: string;
  postMessage(message: 'skip-waiting'): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface UpdateOptions {
  container: WorkerContainer;
  /** `./sw.js`, relative, so a portal in a sub-folder registers its own worker. */
  url: string;
  onUpdateReady: () => void;
  reload: () => void;
}

/** How often an open page asks the server whether a new version exists. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface ServiceWorkerUpdates {
  /** `Tải lại`: the waiting version takes over and the page reloads once into it. */
  applyUpdate(): void;
  /** Asks the server for a newer worker (on return to the tab, and every UPDATE_CHECK_MS). */
  checkForUpdate(): void;
}

export async function registerServiceWorker({ container, url, onUpdateReady, reload }: UpdateOptions): Promise<ServiceWorkerUpdates> {
  const registration = await container.register(url);
  // The very first install is not an update: the page already runs the newest files.
  const announce = () => {
    if (container.controller) onUpdateReady();
  };
  if (registration.waiting) announce();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce();
    });
  });

  let reloadRequested = false;
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    // Another tab's `Tải lại` also hands this page over; it keeps running (and keeps its notice) until its
    // customer reloads, so a half-filled form is not thrown away.
    if (!reloadRequested || reloaded) return;
    reloaded = true;
    reload();
  });

  return {
    applyUpdate() {
      reloadRequested = true;
      const waiting = registration.waiting;
      if (waiting) waiting.postMessage('skip-waiting');
      else reload();
    },
    checkForUpdate() {
      // Offline or a server hiccup: the next check will do.
      registration.update().catch(() => undefined);
    },
  };
}
