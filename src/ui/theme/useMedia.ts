import { useSyncExternalStore } from 'react';

const queryOf = (query: string) => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/**
 * Whether a media query (one of `media` in breakpoints.ts) matches now, kept current as the window
 * changes. For what a screen need not build at all at some widths, not for looks: CSS does those.
 * False where there is no window (the prerendered login page) or no matchMedia.
 */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = queryOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => queryOf(query)?.matches ?? false,
    () => false,
  );
}
