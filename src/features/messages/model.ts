/**
 * Pure rules of the messages: which are unread, marking them read locally, and the badge text.
 * The mark-read body is assumed (SPEC §7 does not show it).
 */

import { isIdList, type FieldErrors } from '../shared/validation';

export interface Readable {
  Id: number;
  IsRead: boolean;
}

/** PUT /api/customer/updatereadmessage — assumed shape: the messages to mark read. */
export interface MarkReadRequest {
  Ids: number[];
}

export const messagesMessages = {
  noneSelected: 'Bạn chưa chọn tin nhắn nào',
} as const;

export function unreadIds(messages: readonly Readable[]): number[] {
  return messages.filter((message) => !message.IsRead).map((message) => message.Id);
}

export function unreadCount(messages: readonly Readable[]): number {
  return messages.reduce((count, message) => (message.IsRead ? count : count + 1), 0);
}

/** A new list with the given messages read; the others are the same objects. */
export function markRead<T extends Readable>(messages: readonly T[], ids: Iterable<number>): T[] {
  const read = new Set(ids);
  return messages.map((message) => (!message.IsRead && read.has(message.Id) ? { ...message, IsRead: true } : message));
}

/**
 * The unread total after marking `marked` messages read, for the header badge between the request and
 * the next settings reload. Never below 0.
 */
export function unreadAfter(total: number, marked: number): number {
  const safeTotal = Number.isFinite(total) ? Math.max(0, Math.trunc(total)) : 0;
  return Math.max(0, safeTotal - Math.max(0, marked));
}

/** The badge: nothing at 0, the number up to 99, then '99+'. */
export function badgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.trunc(count));
}

/** The body that marks every unread message of the list read; null when there is none to mark. */
export function markAllReadRequest(messages: readonly Readable[]): MarkReadRequest | null {
  const ids = unreadIds(messages);
  return ids.length === 0 ? null : { Ids: ids };
}

/** Server-side check of a mark-read body: at least one id, each a positive whole number. */
export function validateMarkRead(body: MarkReadRequest): FieldErrors<MarkReadRequest> {
  return isIdList(body.Ids) ? {} : { Ids: messagesMessages.noneSelected };
}
