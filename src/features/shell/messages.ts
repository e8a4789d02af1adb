import { badgeText } from '../../ui/Badge';
import type { ShellMessage } from './types';

/** How many of the latest messages the dropdown lists; the rest are one link away. */
export const LATEST_MESSAGES_SHOWN = 5;

/**
 * 'Tin nhắn, 5 chưa đọc'. The name holds the badge's text as shown ('99+' above 99), so speech input
 * users can say what they see (WCAG 2.5.3); the open dropdown gives the exact count.
 */
export function messagesButtonLabel(unreadCount: number) {
  return unreadCount > 0 ? `Tin nhắn, ${badgeText(unreadCount)} chưa đọc` : 'Tin nhắn';
}

const time = (message: ShellMessage) => {
  const value = Date.parse(message.CreatedDate);
  return Number.isNaN(value) ? 0 : value;
};

/** Newest first, whatever order the server lists them in; of two at the same minute, the later id (when there are ids). */
export function latestFirst(messages: readonly ShellMessage[]): ShellMessage[] {
  return [...messages].sort((a, b) => time(b) - time(a) || (b.Id ?? 0) - (a.Id ?? 0)).slice(0, LATEST_MESSAGES_SHOWN);
}
