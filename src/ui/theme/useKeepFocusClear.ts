import { useEffect, type RefObject } from 'react';

/** The box a focused element scrolls in: its nearest ancestor that scrolls, else the page. */
function scrollerOf(element: Element): Element {
  // The body's overflow, if set, scrolls nothing: the page scrolls in the root.
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return document.scrollingElement ?? document.documentElement;
}

// What a pointer (mouse, finger, pen) is pressing, from its press until its click has been handled. A
// field focused by that press is where the customer is looking: scrolling it would move another element
// under the pointer, and a checkbox's label pressed beside the summary bar stayed unticked (the page moved
// between the press and the release). Focus the press sends elsewhere (a form's first error after a
// pressed submit) is still moved clear.
let pressed: Element | null = null;
let listening = false;
function watchPointer() {
  if (listening) return;
  listening = true;
  document.addEventListener(
    'pointerdown',
    (event) => {
      pressed = event.target instanceof Element ? event.target : null;
    },
    true,
  );
  const released = () => {
    // The click follows the release in the same task; what it focuses is still the press's.
    setTimeout(() => {
      pressed = null;
    });
  };
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
}

/** Whether focus on `target` is the pressed element's own: itself, inside it, or its label's control. */
function focusedByPress(target: Element): boolean {
  if (!pressed) return false;
  return pressed.contains(target) || target.contains(pressed) || (pressed.closest('label')?.contains(target) ?? false);
}

/**
 * Keeps what the keyboard focuses out from under a sticky band (the app's header, a summary bar, the
 * buttons held at a sheet's foot), WCAG 2.4.11. The browser scrolls a focused element only until it is on
 * the screen, and a sticky band is screen to the browser: a field could stop under it, its focus ring
 * unseen. After the browser's own scroll, a field in the same scrolling box as the band that the band
 * covers is moved clear of it, `gap` px more (room for a label above, a ring below). Not what a pointer
 * pressed: it stays under the pointer.
 *
 * Scroll padding would say the same in CSS, but it also applies to the band's own controls: tabbing into
 * the header scrolled the page up by the header's height, and a sheet's held `Gửi khiếu nại`, focused again
 * after an unclear outcome, scrolled the sheet's message out of sight.
 */
export function useKeepFocusClear(band: RefObject<HTMLElement | null>, edge: 'top' | 'bottom', gap: number): void {
  useEffect(() => {
    watchPointer();
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      const bandElement = band.current;
      if (!(target instanceof Element) || !bandElement || bandElement.contains(target) || focusedByPress(target)) return;
      const moveClear = () => {
        const scroller = scrollerOf(target);
        if (scroller !== scrollerOf(bandElement)) return;
        const covered = bandElement.getBoundingClientRect();
        const shown = target.getBoundingClientRect();
        // A field, not a region: a focused list or table taller than half the box cannot be brought clear,
        // and trying scrolled the page to the list's end (a table's scroll box takes focus on a press).
        if (shown.height > scroller.clientHeight / 2) return;
        const by =
          edge === 'bottom'
            ? shown.top < covered.bottom ? Math.max(0, shown.bottom + gap - covered.top) : 0
            : shown.bottom > covered.top ? Math.min(0, shown.top - gap - covered.bottom) : 0;
        if (by !== 0) scroller.scrollBy(0, by);
      };
      // After the frame that shows the focus is painted, so the check adds nothing to the interaction's
      // time to the next paint (each focus reads the layout); by then Chromium and WebKit have scrolled the
      // focused element. Firefox may scroll it later, so the next frame looks again.
      requestAnimationFrame(() =>
        setTimeout(() => {
          moveClear();
          requestAnimationFrame(() => setTimeout(moveClear));
        }),
      );
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [band, edge, gap]);
}
