/**
 * Selects the text of `element`, so a customer can copy it by hand when the clipboard refuses (no secure
 * context, a browser that asks and is told no, an in-app browser without the clipboard API).
 */
export function selectForCopying(element: HTMLElement | null) {
  const selection = element ? window.getSelection() : null;
  if (!element || !selection) return;
  selection.selectAllChildren(element);
}
