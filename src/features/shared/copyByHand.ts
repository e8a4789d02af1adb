import { useId, useSyncExternalStore } from 'react';

/**
 * Selects the text of `element`, so a customer can copy it by hand when the clipboard refuses (no secure
 * context, a browser that asks and is told no, an in-app browser without the clipboard API).
 */
export function selectForCopying(element: HTMLElement | null) {
  const selection = element ? window.getSelection() : null;
  if (!element || !selection) return;
  selection.selectAllChildren(element);
}

// The clipboard holds one thing: of a page's copy buttons, only the one whose text is in it says so.
let lastCopier: string | null = null;
const copiers = new Set<() => void>();
const subscribeToCopies = (listener: () => void) => {
  copiers.add(listener);
  return () => {
    copiers.delete(listener);
  };
};

/**
 * For a copy button beside others (an account number, a transfer content): `claim` after a copy that
 * worked; `isLast` stays true until another button on the page copies something else. A customer
 * pasting into a banking app sees which text is on the clipboard, not a `Đã sao chép` under each.
 */
export function useLastCopy(): { isLast: boolean; claim: () => void } {
  const id = useId();
  const last = useSyncExternalStore(
    subscribeToCopies,
    () => lastCopier,
    () => null,
  );
  return {
    isLast: last === id,
    claim: () => {
      lastCopier = id;
      for (const copier of copiers) copier();
    },
  };
}
