import { useEffect, useRef, useState, type ComponentType } from 'react';

export type OnDemand<P> =
  /** Not asked for yet, or on its way. */
  | { readonly state: 'idle' }
  | { readonly state: 'ready'; readonly Component: ComponentType<P> }
  /** The chunk could not be fetched (network down, deploy gone): the caller shows its fallback. */
  | { readonly state: 'failed' };

let inFlight = 0;

/**
 * Whether a part is being fetched right now. The app reloads the page once when a chunk fails to load
 * (a deploy under an open page, issue 12 §4); for these parts it must not, because the caller has a
 * fallback and a reload would lose what the part was asked to show (SPEC §8's alert, issue 15).
 */
export const onDemandInFlight = (): boolean => inFlight > 0;

/**
 * Fetches a part before anyone asks for it (when the browser is idle), so its first ask needs no download.
 * A failure is dropped: the first real ask fetches again and falls back as `useOnDemand` says. Settles
 * either way, so that prefetches can run one after another.
 */
export function prefetchOnDemand(load: () => Promise<unknown>): Promise<void> {
  return fetchPart(load).then(
    () => undefined,
    () => undefined,
  );
}

/** A part's fetch, counted in flight until it has settled (and so while a failure is being reported). */
function fetchPart<T>(load: () => Promise<T>): Promise<T> {
  inFlight += 1;
  return load().finally(() => (inFlight -= 1));
}

/**
 * A part of the page (the alert host, the toast region) fetched the first time it is asked for, not with
 * the first screen. `demand` is 0 until then and changes with every new ask (a request's id, a count).
 * Unlike `React.lazy`, a failed fetch is not remembered: the next ask fetches again (the network may be
 * back), while the caller's fallback serves the ask that failed.
 */
export function useOnDemand<P>(demand: number, load: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  // The ask whose fetch failed: only that ask gets the fallback, the next one waits for its own fetch.
  const [part, setPart] = useState<{ Component?: ComponentType<P>; failed?: number }>({});
  // Asked for and not failed: on its way, or here for good.
  const asked = useRef(false);
  const loader = useRef(load);
  useEffect(() => {
    if (demand === 0 || asked.current) return;
    asked.current = true;
    fetchPart(loader.current).then(
      (module) => {
        // React 18+ ignores a state update after unmount: no mounted flag needed.
        setPart({ Component: module.default });
      },
      () => {
        asked.current = false;
        setPart({ failed: demand });
      },
    );
  }, [demand]);
  if (part.Component) return { state: 'ready', Component: part.Component };
  return { state: part.failed === demand ? 'failed' : 'idle' };
}
