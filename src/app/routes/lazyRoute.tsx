import { lazy, type LazyExoticComponent, type ReactNode } from 'react';

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
    sessionStorage.setItem(reloadedKey, '1');
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

const failed = new Set<() => void>();

/** An error boundary's `Thử lại`: every lazy component whose chunk failed imports it again on its next render. */
export function retryFailedChunks(): void {
  for (const renew of failed) renew();
  failed.clear();
}

/**
 * React.lazy keeps a rejected import for good, so an error boundary's `Thử lại` would render the same
 * failure again. This lazy component starts over with a fresh import once `retryFailedChunks` is called
 * (not by itself: React renders a failed lazy again before it reaches the boundary, and a fresh import
 * on every render would never end). While the page reloads itself it stays suspended, so the customer
 * sees the loading state, not an error, for the moment before the reload.
 */
/** The props of a function component; a component without any takes none. */
type PropsOf<C> = C extends (props: infer P) => ReactNode ? (unknown extends P ? object : P) : never;

export function retryableLazy<C extends (props: never) => ReactNode>(load: () => Promise<C>): (props: PropsOf<C>) => ReactNode {
  type Props = PropsOf<C>;
  const make = () =>
    lazy(() =>
      load().then(
        // PropsOf<C> is C's own parameter; TypeScript cannot follow a conditional type back to it.
        (component) => ({ default: component as unknown as (props: Props) => ReactNode }),
        (error: unknown) => {
          if (reloadOnceForChunk()) return new Promise<never>(() => undefined);
          failed.add(renew);
          throw error;
        },
      ),
    );
  const renew = () => {
    current = make();
  };
  let current: LazyExoticComponent<(props: Props) => ReactNode> = make();
  return function RetryableLazy(props: Props) {
    const Current = current;
    return <Current {...props} />;
  };
}
