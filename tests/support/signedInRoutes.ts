/** The pages a signed-in customer has, by address, with the level-1 heading each one shows. */
export const signedInRoutes: readonly { path: string; heading: string }[] = [
  { path: '/order/cart', heading: 'Giỏ hàng' },
  { path: '/order/order-wait-deposit', heading: 'Đơn hàng chờ đặt cọc' },
  { path: '/order/order-wait-pay', heading: 'Đơn hàng chờ thanh toán' },
  { path: '/order/list-orders', heading: 'Danh sách đơn hàng' },
  { path: '/order/transport', heading: 'Danh sách kiện hàng' },
  { path: '/order/complain', heading: 'Khiếu nại' },
  { path: '/transaction/list', heading: 'Lịch sử giao dịch' },
  { path: '/transaction/deposit', heading: 'Nạp tiền' },
  { path: '/transaction/withdrawal', heading: 'Rút tiền' },
  { path: '/delivery/create-request', heading: 'Yêu cầu giao hàng' },
  { path: '/delivery/list-request', heading: 'Danh sách phiếu giao' },
  { path: '/user/user-info', heading: 'Thông tin tài khoản' },
  { path: '/user/change-password', heading: 'Đổi mật khẩu' },
  { path: '/message/list-messages', heading: 'Tin nhắn' },
];
