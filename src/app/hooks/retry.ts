import type { SWRConfiguration } from 'swr';
import { isContractError } from '../api/decode';
import { ApiError, OfflineError, RequestTimeoutError } from '../api/errors';

/**
 * Only a server hiccup (5xx) or an unknown failure is worth another try. A 4xx will answer the same,
 * 401/403/network failure already end the session, and a contract or JSON mismatch is a bug. A read
 * that timed out already made the customer wait 20 s: the screen offers `Thử lại` instead of another
 * wait. An aborted read was cancelled on purpose (left the screen, logged out). Offline, SWR reads again
 * on `online` (revalidateOnReconnect) rather than on a timer.
 */
export function shouldRetry(error: unknown): boolean {
  if (isContractError(error) || error instanceof RequestTimeoutError || error instanceof OfflineError) return false;
  if (error instanceof Error && error.name === 'AbortError') return false;
  if (error instanceof ApiError) return error.status >= 500;
  return true;
}

const MAX_RETRIES = 2;

export const swrOptions: SWRConfiguration = {
  errorRetryCount: MAX_RETRIES,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (!shouldRetry(error)) return;
    if (retryCount > (config.errorRetryCount ?? MAX_RETRIES)) return;
    // A background tab does not hammer a server that is already failing.
    if (!config.isVisible()) return;
    const wait = Math.min(1000 * 2 ** retryCount, 8000);
    setTimeout(() => void revalidate({ retryCount }), wait);
  },
  // Wallet balances and order states change while the customer is in another tab (paying at the bank).
  revalidateOnFocus: true,
  focusThrottleInterval: 30_000,
  revalidateOnReconnect: true,
  dedupingInterval: 2_000,
  // SWR sets a timer for every read it starts, to call `onLoadingSlow` after 3 s; nothing here listens
  // (the loading bar and the client's own timeout speak to the customer), so no timer: five fewer on a
  // list's first commit, where each costs Lighthouse's trace a stack (issue 26, session 28).
  loadingTimeout: 0,
};
