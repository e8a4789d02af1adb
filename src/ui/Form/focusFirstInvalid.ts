import { setInteractionModality } from 'react-aria-components';

const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]';

function isReachable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  if ('disabled' in element && element.disabled === true) return false;
  // react-aria's hidden <select> for form data lives in an aria-hidden box; it is not what the user sees.
  return element.closest('[aria-hidden="true"]') === null;
}

/**
 * Focuses the first invalid field inside `root`, in reading order, and returns whether one was found.
 * react-aria marks a field's root with `data-invalid`; inside it, the first reachable control is what a
 * keyboard user would land on (the input, a select, the first date segment, a checkbox).
 */
export function focusFirstInvalid(root: HTMLElement): boolean {
  for (const field of root.querySelectorAll<HTMLElement>('[data-invalid]')) {
    const target = field.matches(FOCUSABLE) && isReachable(field)
      ? field
      : [...field.querySelectorAll<HTMLElement>(FOCUSABLE)].find(isReachable);
    if (target) {
      // As react-aria does for native validation: a focus ring shows even after a mouse click on submit,
      // so the user sees where they were taken.
      setInteractionModality('keyboard');
      target.focus();
      return true;
    }
  }
  return false;
}
