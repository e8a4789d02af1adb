import { useSyncExternalStore } from 'react';

/** SPEC §9: the loading panel shows while this counter is above 0. */
export interface LoadingStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => number;
  readonly increment: () => void;
  /** Never goes below 0, so a stray double settle cannot hide the panel of another request. */
  readonly decrement: () => void;
}

export function createLoadingStore(): LoadingStore {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => count,
    increment() {
      count += 1;
      emit();
    },
    decrement() {
      if (count === 0) return;
      count -= 1;
      emit();
    },
  };
}

/** The portal's one counter, shared by the default client and the loading panel. */
export const loadingStore = createLoadingStore();

/** The number of requests in flight that show the loading panel. */
export function useLoadingCount(store: LoadingStore = loadingStore): number {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
