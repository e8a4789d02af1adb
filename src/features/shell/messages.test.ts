import { describe, expect, test } from 'vitest';
import { LATEST_MESSAGES_SHOWN, latestFirst, messagesButtonLabel } from './messages';
import type { ShellMessage } from './types';

const message = (Id: number, CreatedDate: string): ShellMessage => ({ Id, CreatedDate, MessageType: 'Hệ thống', Note: `Tin ${String(Id)}`, IsRead: false });

describe('messagesButtonLabel', () => {
  test.each([
    [0, 'Tin nhắn'],
    [5, 'Tin nhắn, 5 chưa đọc'],
    [99, 'Tin nhắn, 99 chưa đọc'],
    [120, 'Tin nhắn, 99+ chưa đọc'],
  ])('%d unread → %j', (count, label) => {
    expect(messagesButtonLabel(count)).toBe(label);
  });
});

describe('latestFirst', () => {
  test('newest first, the later id first within a minute, at most five', () => {
    const messages = [
      message(1, '2026-11-20T09:00:00+07:00'),
      message(2, '2026-11-22T08:30:00+07:00'),
      message(3, '2026-11-22T08:30:00+07:00'),
      message(4, '2026-11-21T10:00:00+07:00'),
      message(5, 'không phải ngày'),
      message(6, '2026-11-22T07:00:00+07:00'),
      message(7, '2026-11-19T07:00:00+07:00'),
    ];
    expect(latestFirst(messages).map((m) => m.Id)).toEqual([3, 2, 6, 4, 1]);
    expect(latestFirst(messages)).toHaveLength(LATEST_MESSAGES_SHOWN);
  });

  test('does not reorder the list it is given', () => {
    const messages = [message(1, '2026-11-20T09:00:00+07:00'), message(2, '2026-11-22T08:30:00+07:00')];
    latestFirst(messages);
    expect(messages.map((m) => m.Id)).toEqual([1, 2]);
  });
});
