/**
 * What AppShell's stories share that is not a story: the main menu's locator and the longer play functions
 * (each named beside its story). Not a story file: Storybook only collects *.stories.tsx.
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AppShell } from '../../../src/features/shell';
import { cartCount, userName } from './fixtures';

type Play = NonNullable<StoryObj<typeof AppShell>['play']>;
type Canvas = Parameters<Play>[0]['canvas'];

export const mainNav = (canvas: Canvas) => canvas.getByRole('navigation', { name: 'Điều hướng chính' });

/** Default's play: the header, the current page, every menu link in its group and order, the phones; no notice. */
export const showsShellAndMenu: Play = async ({ canvas }) => {
  await expect(canvas.getByRole('banner')).toBeVisible();
  const main = canvas.getByRole('main');
  await expect(main).toHaveAttribute('id', 'main');
  await expect(within(main).getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible();

  const button = canvas.getByRole('button', { name: 'Tin nhắn, 5 chưa đọc' });
  await expect(button).toHaveTextContent('5');
  await expect(canvas.getByRole('button', { name: userName })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Cổng khách hàng' })).toHaveAttribute('href', '#/dashboard');

  const nav = mainNav(canvas);
  await expect(nav).toBeVisible();
  const home = within(nav).getByRole('link', { name: 'Trang chủ' });
  await expect(home).toHaveAttribute('aria-current', 'page');
  await expect(home).toHaveAttribute('href', '#/dashboard');
  await expect(within(nav).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  await expect(within(nav).getByRole('link', { name: `Giỏ hàng ${String(cartCount)} sản phẩm trong giỏ` })).toHaveAttribute('href', '#/order/cart');

  // SPEC §2: every menu link, in its group, in order.
  const groups = {
    'Đơn hàng': ['Chờ đặt cọc', 'Chờ thanh toán', 'Danh sách đơn hàng'],
    'Giao hàng': ['Yêu cầu giao hàng', 'Danh sách phiếu giao'],
    'Kiện hàng': ['Danh sách kiện', 'Khiếu nại'],
    'Tài chính': ['Lịch sử giao dịch', 'Nạp tiền', 'Rút tiền'],
    'Tài khoản': ['Thông tin', 'Đổi mật khẩu', 'Đăng xuất'],
  };
  for (const [group, items] of Object.entries(groups)) {
    const list = within(nav).getByRole('list', { name: group });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(items);
  }
  const hrefs = within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  await expect(hrefs).toEqual([
    '#/dashboard',
    '#/order/cart',
    '#/order/order-wait-deposit',
    '#/order/order-wait-pay',
    '#/order/list-orders',
    '#/delivery/create-request',
    '#/delivery/list-request',
    '#/order/transport',
    '#/order/complain',
    '#/transaction/list',
    '#/transaction/deposit',
    '#/transaction/withdrawal',
    '#/user/user-info',
    '#/user/change-password',
  ]);
  await expect(within(nav).getByRole('button', { name: 'Đăng xuất' })).toBeVisible();

  // Hotline and warehouse phones, callable.
  const phones = canvas.getByRole('region', { name: 'Liên hệ' });
  await expect(within(phones).getByRole('link', { name: /Hotline hỗ trợ/ })).toHaveAttribute('href', 'tel:0912686868');
  await expect(within(phones).getByRole('link', { name: /Kho Hà Nội/ })).toHaveAttribute('href', 'tel:02437956868');
  await expect(within(phones).getByRole('link', { name: /Kho Trung Quốc/ })).toHaveAttribute('href', 'tel:+8613524686868');

  // No notice, no loading bar.
  await expect(canvas.queryByRole('region', { name: 'Thông báo' })).not.toBeInTheDocument();
  await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  // The drawer button is for phones only.
  await expect(canvas.queryByRole('button', { name: 'Mở menu' })).not.toBeInTheDocument();
};

/** MobileDrawer's play: opened as a dialog, focus kept inside, closed by Escape, a link and the logout. */
export const usesDrawer: Play = async ({ args, canvas, step }) => {
  const button = canvas.getByRole('button', { name: 'Mở menu' });

  await step('opens as a dialog holding the menu', async () => {
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button.getAttribute('aria-controls')).toBe(drawer.id);
    const nav = within(drawer).getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(within(nav).getByRole('link', { name: 'Chờ thanh toán' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
  });

  await step('focus stays inside (Tab and Shift+Tab wrap)', async () => {
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    for (let index = 0; index < 25; index += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(drawer.contains(document.activeElement)).toBe(true);
  });

  await step('Escape closes it and focus returns to the button', async () => {
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  await step('choosing a link closes it', async () => {
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Chờ đặt cọc' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  await step('logout from the drawer closes it and logs out', async () => {
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Đăng xuất' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
};
