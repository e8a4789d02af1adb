import { useEffect, useRef, useState, type ComponentType } from 'react';

export type OnDemand<P> =
  | { readonly state: 'idle' | 'loading' }
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
  const fetching = useRef<'no' | 'yes' | 'done'>('no');
  const loader = useRef(load);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (demand === 0 || fetching.current !== 'no') return;
    fetching.current = 'yes';
    setPart({ state: 'loading' });
    loader.current().then(
      (module) => {
        fetching.current = 'done';
        if (mounted.current) setPart({ state: 'ready', Component: module.default });
      },
      () => {
        fetching.current = 'no';
        if (mounted.current) setPart({ state: 'failed' });
      },
    );
  }, [demand]);
  return part;
}
