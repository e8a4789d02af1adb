/**
 * The mock backend in the browser: demo mode (the portal without a real API). The world is kept in
 * localStorage under its own key — never under 'user.configs', which belongs to the session — and
 * saved after every successful write, so a reload or a second tab goes on where the customer was:
 * tokens the mock issued stay valid, a deposit stays made, the cart keeps what the extension added.
 * Another tab's writes arrive through the 'storage' event.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createDb, parseState, type Db } from './db';
import { createHandlers } from './handlers';
import { DEMO_STORAGE_KEY, loadDemoState, refreshImageUrls, saveDemoState } from './persistence';

export { DEMO_STORAGE_KEY } from './persistence';

let running: { db: Db; worker: SetupWorker } | undefined;

/** Starts the service worker with every endpoint over the saved (or seed) world. */
export async function startDemoWorker(): Promise<{ db: Db; worker: SetupWorker }> {
  if (running) return running;
  const db = createDb();
  db.replaceState(loadDemoState());
  db.subscribe(saveDemoState);
  window.addEventListener('storage', (event) => {
    if (event.key !== DEMO_STORAGE_KEY) return;
    if (event.newValue === null) {
      db.replaceState(createDb().state);
      return;
    }
    try {
      db.replaceState(refreshImageUrls(parseState(event.newValue)));
    } catch {
      // Another tab wrote something this version cannot read; keep ours.
    }
  });
  const worker = setupWorker(...createHandlers(db));
  await worker.start({
    // Relative to the page, so the portal works from a sub-folder too.
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  running = { db, worker };
  return running;
}

/** Puts the demo world back to the seed (the login page's 'Đặt lại dữ liệu mẫu'); other tabs follow. */
export function resetDemoData(): void {
  const seed = createDb();
  if (running) running.db.replaceState(seed.state);
  saveDemoState(seed);
}
