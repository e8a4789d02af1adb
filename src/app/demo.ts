/**
 * Demo mode: with no VITE_API_BASE the portal runs on the mock backend inside the browser. This module
 * stays light (two constants) so screens may import it; the mock backend itself is loaded only through
 * the functions below, and a build for a real API drops those branches and with them every byte of MSW
 * (scripts/size.mjs checks it).
 */

/** True when the portal runs on the in-browser mock backend. */
export const isDemoMode = !import.meta.env.VITE_API_BASE;

/** The account the login page offers in demo mode (the mock world's seeded customer). */
export const demoAccount = { userName: 'demo', password: 'demo123' } as const;

/** Starts the mock service worker over the saved demo world; main.tsx awaits it before rendering. */
export async function startDemoBackend(): Promise<void> {
  if (import.meta.env.VITE_API_BASE) return;
  const { startDemoWorker } = await import('../mocks/browser');
  await startDemoWorker();
}

/**
 * Restores the demo world to its seed (the login footer's 'Đặt lại dữ liệu mẫu'). Clear the session
 * too: tokens issued before the reset are no longer known to the mock server.
 */
export async function resetDemoData(): Promise<void> {
  if (import.meta.env.VITE_API_BASE) return;
  const { resetDemoData: reset } = await import('../mocks/browser');
  reset();
}
