/**
 * Messages for the stories of src/features/messages: the demo customer's, paged as the mock's
 * getmessages answers them (newest first, 20 a page, the total of all), so a story shows what the demo
 * serves. The seed is fixed, so every run and every screenshot sees the same rows.
 */
import type { MessageData } from '../../../src/features/messages/MessagesScreen';
import { fixtures } from '../../../src/mocks';

export const messagePage: { Items: MessageData[]; Total: number } = fixtures.listPage(fixtures.seedBooks().messages);
export const messages: MessageData[] = messagePage.Items;

/** The unread messages of the page, in the order the list shows them. */
export const unreadMessages: MessageData[] = messages.filter((message) => !message.IsRead);

/** The newest unread message of a kind ('Đơn hàng', 'Vận chuyển' …). */
export function newestUnread(kind: string): MessageData {
  const message = unreadMessages.find((candidate) => candidate.MessageType === kind);
  if (!message) throw new Error(`The seed world changed: no unread '${kind}' message on the first page`);
  return message;
}

/** Beyond what the mock serves, on purpose: a long title and text with markup, shown as text. */
export const longMessage: MessageData = {
  Id: 99,
  MessageType: 'Thông báo hệ thống về lịch nghỉ Tết Nguyên Đán và điều chỉnh tuyến vận chuyển',
  CreatedDate: '2026-11-21T20:00:00+07:00',
  Note:
    'Kính gửi Quý khách, <script>alert(1)</script> kho Quảng Châu sẽ nghỉ từ 25/01 đến 10/02. Các đơn đặt sau ngày 15/01 sẽ được mua và vận chuyển sau kỳ nghỉ. Trong thời gian này, phí vận chuyển tuyến Bằng Tường – Hà Nội tạm điều chỉnh theo bảng giá mới đăng tại mục Tin tức. Mọi thắc mắc xin liên hệ hotline 1900 6868 hoặc nhân viên chăm sóc khách hàng của bạn. Trân trọng cảm ơn!',
  IsRead: false,
};
