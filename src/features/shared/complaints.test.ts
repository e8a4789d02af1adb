import { describe, expect, it } from 'vitest';
import { canComplainAbout } from './complaints';
import { orderStates } from './statuses';

describe('canComplainAbout', () => {
  it('allows complaints once the goods left the shop, never on a cancelled order', () => {
    expect([1, 2, 3, 4].map(canComplainAbout)).toEqual([false, false, false, false]);
    expect([5, 6, 7, 8, 9, 10, 11, 12, 14].every(canComplainAbout)).toBe(true);
    expect(canComplainAbout(13)).toBe(false);
  });

  it('names exactly the states from "Shop đã phát hàng" on, but "Đã huỷ"', () => {
    expect(orderStates.filter((entry) => canComplainAbout(entry.code)).map((entry) => entry.label)).not.toContain('Đã huỷ');
    expect(orderStates.filter((entry) => !canComplainAbout(entry.code)).map((entry) => entry.code)).toEqual([1, 2, 3, 4, 13]);
  });
});
