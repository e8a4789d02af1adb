import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  test('no pages, no items', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, -3)).toEqual([]);
  });

  test('up to seven pages are all shown', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('near the start, one ellipsis before the last page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
  });

  test('in the middle, ellipses on both sides of the current page and its neighbours', () => {
    expect(pageWindow(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageWindow(16, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 'ellipsis', 20]);
  });

  test('near the end, one ellipsis after the first page', () => {
    expect(pageWindow(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageWindow(8, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
  });

  test('a current page outside the range is clamped', () => {
    expect(pageWindow(0, 20)).toEqual(pageWindow(1, 20));
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
  });

  test('always: first and last shown, current shown, ascending, at most seven, no ellipsis for one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (count, current) => {
        const page = Math.min(current, count);
        const items = pageWindow(page, count);
        const numbers = items.filter((item): item is number => item !== 'ellipsis');
        expect(items).toHaveLength(Math.min(count, 7));
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(count);
        expect(numbers).toContain(page);
        for (let i = 1; i < items.length; i += 1) {
          const before = items[i - 1];
          const item = items[i];
          if (item === 'ellipsis') {
            expect(before).not.toBe('ellipsis');
            const after = items[i + 1];
            // An ellipsis hides at least two pages.
            if (typeof before === 'number' && typeof after === 'number') expect(after - before).toBeGreaterThan(2);
          } else if (typeof before === 'number') {
            expect(item).toBe(before + 1);
          }
        }
      }),
    );
  });
});
