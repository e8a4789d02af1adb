import { describe, expect, test } from 'vitest';
import { isCurrentPath, navigation } from './navigation';
import type { ShellPaths } from './types';

const paths: ShellPaths = {
  dashboard: '/dashboard',
  cart: '/order/cart',
  ordersWaitDeposit: '/order/order-wait-deposit',
  ordersWaitPay: '/order/order-wait-pay',
  orders: '/order/list-orders',
  transports: '/order/transport',
  complaints: '/order/complain',
  transactions: '/transaction/list',
  deposit: '/transaction/deposit',
  withdrawal: '/transaction/withdrawal',
  deliveryCreate: '/delivery/create-request',
  deliveryList: '/delivery/list-request',
  userInfo: '/user/user-info',
  changePassword: '/user/change-password',
  messages: '/message/list-messages',
};

describe('navigation', () => {
  test('is the sidebar of SPEC §2, in order', () => {
    expect(navigation(paths).map((group) => [group.title, group.items.map((item) => item.label)])).toEqual([
      [null, ['Trang chủ', 'Giỏ hàng']],
      ['Đơn hàng', ['Chờ đặt cọc', 'Chờ thanh toán', 'Danh sách đơn hàng']],
      ['Giao hàng', ['Yêu cầu giao hàng', 'Danh sách phiếu giao']],
      ['Kiện hàng', ['Danh sách kiện', 'Khiếu nại']],
      ['Tài chính', ['Lịch sử giao dịch', 'Nạp tiền', 'Rút tiền']],
      ['Tài khoản', ['Thông tin', 'Đổi mật khẩu', 'Đăng xuất']],
    ]);
  });

  test('links every menu route of SPEC §2 except the messages list (the header has it)', () => {
    const linked = navigation(paths).flatMap((group) => group.items.flatMap((item) => (item.kind === 'link' ? [item.path] : [])));
    expect(new Set(linked)).toEqual(new Set(Object.values(paths).filter((path) => path !== paths.messages)));
  });
});

describe('isCurrentPath', () => {
  test.each([
    ['/order/cart', '/order/cart', true],
    ['/order/cart', '#/order/cart', true],
    ['/order/list-orders', '/order/list-orders?state=3', true],
    ['/order/transport', '/order/transport/42', true],
    ['/order/transport', '/order/transport/', true],
    ['/order/transport', '/order/transports', false],
    ['/order/cart', '/order/complain', false],
    ['/dashboard', '/', false],
    ['/dashboard', '', false],
  ])('%j on %j → %j', (link, current, expected) => {
    expect(isCurrentPath(link, current)).toBe(expected);
  });
});
