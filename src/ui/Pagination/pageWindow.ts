export type PageItem = number | 'ellipsis';

/** Slots in the window: first, last, two ellipses and three around the current page. */
const SLOTS = 7;

/**
 * The page numbers to show for `current` of `count` pages, with 'ellipsis' where pages are skipped.
 * Always `min(count, 7)` items, so the buttons do not jump around as the user pages:
 * `pageWindow(1, 20)` → [1, 2, 3, 4, 5, '…', 20]; `pageWindow(10, 20)` → [1, '…', 9, 10, 11, '…', 20].
 * `current` outside 1…count is clamped.
 */
export function pageWindow(current: number, count: number): PageItem[] {
  const total = Math.max(0, Math.floor(count));
  if (total === 0) return [];
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= SLOTS) return range(1, total);
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  // Near an end, an ellipsis standing for a single page would be silly: show the pages instead.
  if (page <= 4) return [...range(1, 5), 'ellipsis', total];
  if (page >= total - 3) return [1, 'ellipsis', ...range(total - 4, total)];
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', total];
}
