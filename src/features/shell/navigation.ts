import type { ShellPaths } from './types';

export type NavIconName =
  | 'home'
  | 'cart'
  | 'clock'
  | 'wallet'
  | 'order'
  | 'truck'
  | 'list'
  | 'box'
  | 'warning'
  | 'history'
  | 'plus'
  | 'minus'
  | 'user'
  | 'key'
  | 'logout';

export interface NavLinkItem {
  kind: 'link';
  label: string;
  path: string;
  icon: NavIconName;
  /** Shows the cart count beside the label. */
  badge?: 'cart';
}

export interface NavLogoutItem {
  kind: 'logout';
  label: string;
}

export type NavItem = NavLinkItem | NavLogoutItem;

export interface NavGroup {
  /** null for the links above the first group (home, cart). */
  title: string | null;
  items: NavItem[];
}

/** The sidebar of SPEC §2, in its order. */
export function navigation(paths: ShellPaths): NavGroup[] {
  return [
    {
      title: null,
      items: [
        { kind: 'link', label: 'Trang chủ', path: paths.dashboard, icon: 'home' },
        { kind: 'link', label: 'Giỏ hàng', path: paths.cart, icon: 'cart', badge: 'cart' },
      ],
    },
    {
      title: 'Đơn hàng',
      items: [
        { kind: 'link', label: 'Chờ đặt cọc', path: paths.ordersWaitDeposit, icon: 'clock' },
        { kind: 'link', label: 'Chờ thanh toán', path: paths.ordersWaitPay, icon: 'wallet' },
        { kind: 'link', label: 'Danh sách đơn hàng', path: paths.orders, icon: 'order' },
      ],
    },
    {
      title: 'Giao hàng',
      items: [
        { kind: 'link', label: 'Yêu cầu giao hàng', path: paths.deliveryCreate, icon: 'truck' },
        { kind: 'link', label: 'Danh sách phiếu giao', path: paths.deliveryList, icon: 'list' },
      ],
    },
    {
      title: 'Kiện hàng',
      items: [
        { kind: 'link', label: 'Danh sách kiện', path: paths.transports, icon: 'box' },
        { kind: 'link', label: 'Khiếu nại', path: paths.complaints, icon: 'warning' },
      ],
    },
    {
      title: 'Tài chính',
      items: [
        { kind: 'link', label: 'Lịch sử giao dịch', path: paths.transactions, icon: 'history' },
        { kind: 'link', label: 'Nạp tiền', path: paths.deposit, icon: 'plus' },
        { kind: 'link', label: 'Rút tiền', path: paths.withdrawal, icon: 'minus' },
      ],
    },
    {
      title: 'Tài khoản',
      items: [
        { kind: 'link', label: 'Thông tin', path: paths.userInfo, icon: 'user' },
        { kind: 'link', label: 'Đổi mật khẩu', path: paths.changePassword, icon: 'key' },
        { kind: 'logout', label: 'Đăng xuất' },
      ],
    },
  ];
}

const routeOf = (path: string) => {
  const bare = path.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/**
 * Whether a menu link stands for the page the customer is on: the same route, or a page under it
 * ('/order/transport/12' under 'Danh sách kiện'). A query string (a list's filters) does not matter.
 */
export function isCurrentPath(linkPath: string, currentPath: string): boolean {
  const link = routeOf(linkPath);
  const current = routeOf(currentPath);
  if (link === '' || current === '') return false;
  return current === link || current.startsWith(`${link}/`);
}
