import { useEffect, useRef, useState, type ComponentType } from 'react';

export type OnDemand<P> =
  /** Not asked for yet, or on its way. */
  | { readonly state: 'idle' }
  | { readonly state: 'ready'; readonly Component: ComponentType<P> }
  /** The chunk could not be fetched (network down, deploy gone): the caller shows its fallback. */
  | { readonly state: 'failed' };

/**
 * A part of the page (the alert host, the toast region) fetched the first time it is asked for, not with
 * the first screen. `demand` is 0 until then and changes with every new ask (a request's id, a count).
 * Unlike `React.lazy`, a failed fetch is not remembered: the next ask fetches again (the network may be
 * back), while the caller's fallback serves the ask that failed.
 */
export function useOnDemand<P>(demand: number, load: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  const [part, setPart] = useState<OnDemand<P>>({ state: 'idle' });
  // Asked for and not failed: fetching, or fetched for good.
  const asked = useRef(false);
  const loader = useRef(load);
  useEffect(() => {
    if (demand === 0 || asked.current) return;
    asked.current = true;
    loader.current().then(
      (module) => {
        // React 18+ ignores a state update after unmount: no mounted flag needed.
        setPart({ state: 'ready', Component: module.default });
      },
      () => {
        asked.current = false;
        setPart({ state: 'failed' });
      },
    );
  }, [demand]);
  return part;
}
