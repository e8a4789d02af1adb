import { useLayoutEffect } from 'react';

// Marks a history entry whose page has been shown: going back or forward to it, or reloading it, is a
// return, where the browser's own scroll restoring applies.
const shownKey = 'pageShown';

const asRecord = (state: unknown): Record<string, unknown> => (typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {});

/**
 * A new page starts at its top. A hash route change is a same-document navigation, after which the
 * browser keeps the scroll position: a delivery request sent from the foot of a long form opened the
 * request list 1,300 px down, the new request out of sight (found in a WebKit audit). A return to an
 * entry already shown (back, forward, reload) is left to the browser.
 */
export function useNewPageStartsAtTop(path: string): void {
  useLayoutEffect(() => {
    const state = asRecord(history.state);
    if (state[shownKey] === true) return;
    history.replaceState({ ...state, [shownKey]: true }, '');
    window.scrollTo(0, 0);
  }, [path]);
}
