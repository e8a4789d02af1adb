import { lazy, type LazyExoticComponent, type ReactNode } from 'react';
import { prefetchOnDemand } from '../../ui/OnDemand';

const reloadedKey = 'chunk.reloaded';
let reloading = false;

/**
 * Issue 12 §4: a chunk that does not load is most often a deploy that replaced the files under an open
 * page. The first time in this tab's session the page reloads itself onto the new files; the mark in
 * sessionStorage is never cleared within the session, so a chunk that is really gone cannot make the
 * page reload forever: the second failure reaches an error boundary (`Thử lại`, `Tải lại trang`).
 * Without sessionStorage (private mode) there is no way to know, so the page does not reload itself.
 * Returns whether a reload is under way.
 */
export function reloadOnceForChunk(): boolean {
  if (reloading) return true;
  try {
    if (sessionStorage.getItem(reloadedKey) !== null) return false;
    sessionStorage.setItem(reloadedKey, String(Date.now()));
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

/**
 * Issue 25 §14: a module a page imports when the customer acts (the login's session flows) did not load
 * while the browser is online. Without a service worker holding the old files, that is a deploy that
 * replaced them under the open page: no retry can fix it, only loading the new version. The root error
 * boundary says so and offers `Tải lại trang`.
 */
export class PortalUpdatedError extends Error {
  override readonly name = 'PortalUpdatedError';
}

/**
 * A dynamic import for an action. Its failure is a PortalUpdatedError when the browser is online; offline,
 * the import's own error stays (the form says the connection failed).
 */
export function importForAction<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (typeof navigator !== 'undefined' && !navigator.onLine) throw error;
      throw new PortalUpdatedError('A module of the page did not load', { cause: error });
    });
}

const failed = new Set<() => void>();

/** An error boundary's `Thử lại`: every lazy component whose chunk failed imports it again on its next render. */
export function retryFailedChunks(): void {
  for (const renew of failed) renew();
  failed.clear();
}

/** The props of a function component; a component without any takes none. */
type PropsOf<C> = C extends (props: infer P) => ReactNode ? (unknown extends P ? object : P) : never;

/** A lazy route component, and a way to fetch its chunk before it is opened. */
export type RetryableLazy<P> = ((props: P) => ReactNode) & {
  /**
   * Fetches the chunk when the browser is idle, so that opening the route renders at once: a lazy
   * component that suspends shows its fallback for at least React's 300 ms reveal throttle, which was
   * most of the cart's cold render (issue 15). A failed prefetch is forgotten, never reloads the page
   * (it counts as an on-demand fetch in flight) and the route's own import tries again.
   */
  prefetch(): Promise<void>;
};

/**
 * React.lazy keeps a rejected import for good, so an error boundary's `Thử lại` would render the same
 * failure again. This lazy component starts over with a fresh import once `retryFailedChunks` is called
 * (not by itself: React renders a failed lazy again before it reaches the boundary, and a fresh import
 * on every render would never end). While the page reloads itself it stays suspended, so the customer
 * sees the loading state, not an error, for the moment before the reload.
 * Once the chunk is here (fetched by `prefetch`, or by an earlier render) the component renders without
 * suspending: its lazy resolves in the same call.
 */
export function retryableLazy<C extends (props: never) => ReactNode>(load: () => Promise<C>): RetryableLazy<PropsOf<C>> {
  type Props = PropsOf<C>;
  // PropsOf<C> is C's own parameter; TypeScript cannot follow a conditional type back to it.
  let loaded: ((props: Props) => ReactNode) | undefined;
  let inFlight: Promise<C> | undefined;
  const fetchChunk = () => {
    inFlight ??= load().then(
      (component) => {
        loaded = component as unknown as (props: Props) => ReactNode;
        return component;
      },
      (error: unknown) => {
        inFlight = undefined;
        throw error;
      },
    );
    return inFlight;
  };
  const make = (): LazyExoticComponent<(props: Props) => ReactNode> => {
    const component = loaded;
    // A thenable that answers at once: React.lazy then resolves while it is first rendered.
    if (component) return lazy(() => ({ then: (resolve: (module: { default: typeof component }) => void) => resolve({ default: component }) }) as Promise<{ default: typeof component }>);
    return lazy(() =>
      fetchChunk().then(
        () => ({ default: loaded as (props: Props) => ReactNode }),
        (error: unknown) => {
          if (reloadOnceForChunk()) return new Promise<never>(() => undefined);
          failed.add(renew);
          throw error;
        },
      ),
    );
  };
  const renew = () => {
    current = undefined;
  };
  // Made at the first render, not before: by then a prefetch may have brought the chunk.
  let current: LazyExoticComponent<(props: Props) => ReactNode> | undefined;
  function RetryableLazy(props: Props) {
    current ??= make();
    const Current = current;
    return <Current {...props} />;
  }
  RetryableLazy.prefetch = () => (loaded ? Promise.resolve() : prefetchOnDemand(fetchChunk));
  return RetryableLazy;
}
