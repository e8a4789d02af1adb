import type { MessageData } from '../../../src/features/messages/MessagesScreen';

export const messages: MessageData[] = [
  { Id: 41, MessageType: 'Đơn hàng', CreatedDate: '2026-11-21T08:30:00+07:00', Note: 'Đơn DH2611-00123 đã về kho Hà Nội. Vui lòng thanh toán 1.845.000 ₫ để được giao hàng.', IsRead: false },
  { Id: 40, MessageType: 'Ví tiền', CreatedDate: '2026-11-20T09:02:00+07:00', Note: 'Yêu cầu nạp 5.000.000 ₫ (NT2611-0030) đã được duyệt.', IsRead: false },
  { Id: 39, MessageType: 'Kiện hàng', CreatedDate: '2026-11-18T15:45:00+07:00', Note: 'Kiện YT7522341987 đã rời kho Quảng Châu, dự kiến về Hà Nội sau 4–6 ngày.', IsRead: true },
  { Id: 38, MessageType: 'Khiếu nại', CreatedDate: '2026-11-17T10:00:00+07:00', Note: 'Khiếu nại KN-0087 đã được hoàn 356.000 ₫ vào ví.\nCảm ơn bạn đã kiên nhẫn.', IsRead: true },
];

export const longMessage: MessageData = {
  Id: 99,
  MessageType: 'Thông báo hệ thống về lịch nghỉ Tết Nguyên Đán và điều chỉnh tuyến vận chuyển',
  CreatedDate: '2026-11-21T20:00:00+07:00',
  Note:
    'Kính gửi Quý khách, <script>alert(1)</script> kho Quảng Châu sẽ nghỉ từ 25/01 đến 10/02. Các đơn đặt sau ngày 15/01 sẽ được mua và vận chuyển sau kỳ nghỉ. Trong thời gian này, phí vận chuyển tuyến Bằng Tường – Hà Nội tạm điều chỉnh theo bảng giá mới đăng tại mục Tin tức. Mọi thắc mắc xin liên hệ hotline 1900 6868 hoặc nhân viên chăm sóc khách hàng của bạn. Trân trọng cảm ơn!',
  IsRead: false,
};
