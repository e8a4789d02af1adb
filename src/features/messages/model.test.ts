import { describe, expect, it } from 'vitest';
import { badgeLabel, markAllReadRequest, markRead, unreadAfter, unreadCount, unreadIds, validateMarkRead } from './model';

const messages = [
  { Id: 1, IsRead: false, Note: 'Đơn DH2611-00123 đã về kho Việt Nam' },
  { Id: 2, IsRead: true, Note: 'Nạp tiền thành công' },
  { Id: 3, IsRead: false, Note: 'Khiếu nại đã được xử lý' },
];

describe('unread helpers', () => {
  it('finds and counts the unread messages', () => {
    expect(unreadIds(messages)).toEqual([1, 3]);
    expect(unreadCount(messages)).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  it('marks messages read without touching the input or the others', () => {
    const next = markRead(messages, [1, 2, 99]);
    expect(unreadIds(next)).toEqual([3]);
    expect(next[0]).toMatchObject({ Id: 1, IsRead: true, Note: 'Đơn DH2611-00123 đã về kho Việt Nam' });
    expect(next[1]).toBe(messages[1]);
    expect(next[2]).toBe(messages[2]);
    expect(messages[0]!.IsRead).toBe(false);
  });

  it('builds the mark-all body, or null when all are read', () => {
    expect(markAllReadRequest(messages)).toEqual({ Ids: [1, 3] });
    expect(markAllReadRequest(markRead(messages, [1, 3]))).toBeNull();
  });

  it.each([
    [5, 2, 3],
    [2, 5, 0],
    [0, 0, 0],
    [3, -1, 3],
    [Number.NaN, 1, 0],
    [4.7, 1, 3],
  ])('unreadAfter(%d, %d) = %d', (total, marked, after) => {
    expect(unreadAfter(total, marked)).toBe(after);
  });

  it.each([
    [0, ''],
    [-1, ''],
    [Number.NaN, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('badgeLabel(%d) = %j', (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });
});

describe('validateMarkRead', () => {
  it('needs at least one positive id', () => {
    expect(validateMarkRead({ Ids: [1, 2] })).toEqual({});
    expect(validateMarkRead({ Ids: [] })).toEqual({ Ids: 'Bạn chưa chọn tin nhắn nào' });
    expect(validateMarkRead({ Ids: [-1] })).toEqual({ Ids: 'Bạn chưa chọn tin nhắn nào' });
    expect(validateMarkRead({} as never)).toEqual({ Ids: 'Bạn chưa chọn tin nhắn nào' });
  });
});
