import { useLayoutEffect, type RefObject } from 'react';

// The band stuck to the viewport's bottom (the summary bar with the pay button), for what floats at the
// bottom too (toasts) to stay above it rather than over the action. One band at a time: a screen has one
// summary bar.
let band: HTMLElement | null = null;
const bandMoved = new Set<() => void>();
const tellBandMoved = () => {
  for (const listener of bandMoved) listener();
};

/** Makes `element` the bottom band while it is mounted; its size is followed (a problem shown grows it). */
export function useBottomBand(element: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const current = element.current;
    if (!current) return;
    band = current;
    const observer = new ResizeObserver(tellBandMoved);
    observer.observe(current);
    tellBandMoved();
    return () => {
      observer.disconnect();
      if (band === current) band = null;
      tellBandMoved();
    };
  }, [element]);
}

/**
 * Keeps `floating` (fixed at the viewport's bottom) clear of the bottom band, `gap` px above it, while the
 * two would overlap: with the bar stuck to the screen's bottom (a long list) it goes up; with the bar
 * higher in the page (a short list, or scrolled to the end) it stays at the edge. Placed once a frame at
 * most, on scroll and resize, only while `floating` is mounted (toasts are showing). Returns the stop.
 */
export function keepAboveBottomBand(floating: HTMLElement, gap: number): () => void {
  let lift = 0;
  let frame = 0;
  const place = () => {
    frame = 0;
    const box = floating.getBoundingClientRect();
    // Where it sits without the lift.
    const bottom = box.bottom + lift;
    const top = bottom - box.height;
    const bar = band?.getBoundingClientRect();
    const next = bar && bar.height > 0 && bar.top < bottom && bar.bottom > top ? Math.ceil(bottom - bar.top + gap) : 0;
    if (next === lift) return;
    lift = next;
    floating.style.transform = next > 0 ? `translateY(-${String(next)}px)` : '';
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(place);
  };
  place();
  // Capture: a scroll inside any box (the page's own, a dialog's) can move the bar.
  window.addEventListener('scroll', schedule, { capture: true, passive: true });
  window.addEventListener('resize', schedule);
  bandMoved.add(schedule);
  // A second toast makes the stack taller.
  const observer = new ResizeObserver(schedule);
  observer.observe(floating);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
    bandMoved.delete(schedule);
    observer.disconnect();
  };
}
