import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DashboardScreen } from '../../../src/features/dashboard/DashboardScreen';
import { AppShell } from '../../../src/features/shell';
import { fixtures } from '../../../src/mocks';
import { Card } from '../../../src/ui/Card';
import { LoadingBar } from '../../../src/ui/LoadingBar';
import { PageHeader } from '../../../src/ui/PageHeader';
import { NoNavigation, cartCount, contacts, latestMessages, paths, readMessages, userName } from './fixtures';
import { mainNav, showsShellAndMenu, usesDrawer } from './appShell.steps';
import { afterFocusChecks } from '../../support/focusChecks';

const { NOTIFY_SITE, CURRENT_RATE, EXTENSION_LINK, FEE_BUYER, shopFavorites, supporter } = fixtures;

function SampleContent() {
  return (
    <>
      <PageHeader title="Trang chủ" description="Nội dung của màn hình hiện tại nằm ở đây." />
      <Card title="Đơn hàng gần đây">
        <p>Đơn hàng DH2611-00151 đang chờ thanh toán 1.000.354 ₫ để giao hàng.</p>
      </Card>
    </>
  );
}

const meta = {
  title: 'Features/Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <NoNavigation>
        <Story />
      </NoNavigation>
    ),
  ],
  args: {
    children: <SampleContent />,
    currentPath: paths.dashboard,
    paths,
    userName,
    avatarUrl: null,
    unreadCount: 5,
    latestMessages,
    cartCount,
    notice: null,
    contacts,
    onLogout: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, sidebar and the screen in <main>; the dashboard is the current page. */
export const Default: Story = {
  play: showsShellAndMenu,
};

/** The skip link is the first stop of the keyboard and moves focus to the content, not to a route. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Bỏ qua đến nội dung chính' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    await expect(window.location.hash).not.toBe('#main');
  },
};

/**
 * A long page on a phone: Tab into a field that the browser scrolls to, and it stops below the sticky
 * header with its label in sight; Shift+Tab back into the header's own buttons moves the page not at all.
 */
export const FocusClearOfTheHeader: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { visual: { skip: 'The page’s scroll is the test; the shell’s look is Default’s.' } },
  args: {
    children: (
      <>
        <PageHeader title="Trang chủ" />
        {Array.from({ length: 20 }, (_, index) => (
          <p key={index} style={{ display: 'grid', gap: 4 }}>
            <label htmlFor={`field-${index}`}>Ô số {index + 1}</label>
            <input id={`field-${index}`} />
          </p>
        ))}
      </>
    ),
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    // Half of field 10's label under the header, the box below it: in sight to the browser, hidden to a person.
    const label = canvas.getByText('Ô số 10');
    window.scrollBy(0, label.getBoundingClientRect().top + label.getBoundingClientRect().height / 2 - header.getBoundingClientRect().bottom);
    canvas.getByRole('textbox', { name: 'Ô số 9' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Ô số 10' })).toHaveFocus();
    await waitFor(() => expect(label.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom));

    const before = window.scrollY;
    await expect(before).toBeGreaterThan(0);
    within(header).getAllByRole('button')[0]?.focus();
    await afterFocusChecks();
    await expect(window.scrollY).toBe(before);
  },
};

export const NoUnreadMessages: Story = {
  args: { unreadCount: 0, latestMessages: readMessages },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tin nhắn' });
    await expect(button).toHaveTextContent('');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Tin nhắn' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(dialog).queryByText('Chưa đọc:')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Above 99 the badge and the name say '99+' (what is seen is what is said); the dropdown has the count. */
export const ManyUnreadMessages: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tin nhắn, 99+ chưa đọc' });
    await expect(button).toHaveTextContent('99+');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Tin nhắn' });
    // The popover fades in; wait until it is shown.
    await waitFor(() => expect(within(dialog).getByText('120 tin nhắn chưa đọc')).toBeVisible());
  },
};

/** The dropdown: newest first, unread marked in words, notes as text, and the way to all messages. */
export const MessagesOpen: Story = {
  args: {
    latestMessages: [
      ...latestMessages,
      { Id: 9001, MessageType: 'Hệ thống', CreatedDate: '2026-11-20T09:15:00+07:00', Note: '<b>Không</b> in đậm: đây là chữ.', IsRead: false },
    ],
  },
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Tin nhắn, 5 chưa đọc' });
    await step('opens with the latest five messages', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Tin nhắn' });
      const items = within(dialog).getAllByRole('listitem');
      await expect(items).toHaveLength(5);
      const newest = latestMessages.at(-1)!;
      await expect(items[0]).toHaveTextContent(newest.Note);
      await expect(items[0]).toHaveTextContent(newest.MessageType);
      await expect(items[0]).toHaveTextContent('22/11/2026 08:30');
      await expect(items[0]).toHaveTextContent(/^Chưa đọc:/);
      await expect(within(dialog).getAllByText('Chưa đọc:')).toHaveLength(3);
      // The sixth, older one is one link away.
      await expect(dialog).not.toHaveTextContent('Không in đậm');
      await waitFor(() => expect(within(dialog).getByText('5 tin nhắn chưa đọc')).toBeVisible());
      const all = within(dialog).getByRole('link', { name: 'Xem tất cả tin nhắn' });
      await expect(all).toHaveAttribute('href', '#/message/list-messages');
    });
    await step('Escape closes it and focus goes back to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('choosing "Xem tất cả tin nhắn" closes it', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Tin nhắn' });
      await userEvent.click(within(dialog).getByRole('link', { name: 'Xem tất cả tin nhắn' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** Server text stays text, even when it looks like markup. */
export const MessageNoteIsText: Story = {
  args: {
    unreadCount: 1,
    latestMessages: [{ Id: 9002, MessageType: 'Hệ thống', CreatedDate: '2026-11-22T10:00:00+07:00', Note: '<img src=x onerror=alert(1)> Bảo trì hệ thống lúc 23:00.', IsRead: false }],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tin nhắn, 1 chưa đọc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tin nhắn' });
    await expect(dialog).toHaveTextContent('<img src=x onerror=alert(1)> Bảo trì hệ thống lúc 23:00.');
    await expect(dialog.querySelector('img')).toBeNull();
  },
};

export const NoMessages: Story = {
  args: { unreadCount: 0, latestMessages: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tin nhắn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tin nhắn' });
    await waitFor(() => expect(within(dialog).getByText('Chưa có tin nhắn')).toBeVisible());
    await expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: 'Xem tất cả tin nhắn' })).toBeVisible();
  },
};

/** The account menu from the keyboard: Enter opens it, arrows move, Escape closes, Enter logs out. */
export const UserMenuKeyboard: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: userName });
    await step('Enter opens it on the first item; arrows move; Escape closes', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu', { name: userName });
      const items = within(menu).getAllByRole('menuitem');
      await expect(items.map((item) => item.textContent)).toEqual(['Thông tin tài khoản', 'Đổi mật khẩu', 'Đăng xuất']);
      await expect(items[0]).toHaveAttribute('href', '#/user/user-info');
      await expect(items[1]).toHaveAttribute('href', '#/user/change-password');
      await waitFor(() => expect(items[0]).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await expect(items[1]).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(items[2]).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(items[1]).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      await expect(args.onLogout).not.toHaveBeenCalled();
    });
    await step('Enter on "Đăng xuất" logs out', async () => {
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu', { name: userName });
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Thông tin tài khoản' })).toHaveFocus());
      await userEvent.keyboard('{End}');
      await userEvent.keyboard('{Enter}');
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    });
  },
};

export const LogoutFromSidebar: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(within(mainNav(canvas)).getByRole('button', { name: 'Đăng xuất' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

const longName = 'nguyen.thi.minh.anh.khach.hang.than.thiet.chi.nhanh.cau.giay.2026';

/** A long user name is cut with an ellipsis but read out in full. */
export const LongUserName: Story = {
  args: { userName: longName },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: longName });
    const label = within(button).getByText(longName);
    await expect(label).toHaveAttribute('title', longName);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    // The header still fits the window.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Before userinfo answers the account menu still works, under a neutral name. */
export const NoUserNameYet: Story = {
  args: { userName: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tài khoản' })).toBeVisible();
  },
};

/** Settings.NotifySite in a banner, as text; closing it tells the app, which may remember it. */
export const WithNotice: Story = {
  render: function NoticeShell(args) {
    const [notice, setNotice] = useState(args.notice);
    return (
      <AppShell
        {...args}
        notice={notice}
        onDismissNotice={() => {
          args.onDismissNotice?.();
          setNotice(null);
        }}
      />
    );
  },
  args: { notice: NOTIFY_SITE },
  play: async ({ args, canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Thông báo' });
    await expect(banner).toHaveTextContent(NOTIFY_SITE);
    await userEvent.click(within(banner).getByRole('button', { name: 'Ẩn thông báo' }));
    await expect(args.onDismissNotice).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Thông báo' })).not.toBeInTheDocument());
  },
};

/** Without a way to remember the choice the notice has no close button. */
export const NoticeNotDismissible: Story = {
  args: { notice: '<script>alert(1)</script> Nghỉ lễ 01/01: kho không nhận hàng.', onDismissNotice: undefined },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Thông báo' });
    await expect(banner).toHaveTextContent('<script>alert(1)</script> Nghỉ lễ 01/01: kho không nhận hàng.');
    await expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A page under a menu entry (a parcel's detail, a filtered list) marks that entry. */
export const ActiveLink: Story = {
  args: { currentPath: '/order/transport/42?tab=events' },
  play: async ({ canvas }) => {
    const nav = mainNav(canvas);
    await expect(within(nav).getByRole('link', { name: 'Danh sách kiện' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Trang chủ' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'Khiếu nại' })).not.toHaveAttribute('aria-current');
  },
};

/** Requests in flight: the bar the app gives the shell (it follows the request counter by itself). */
export const Loading: Story = {
  args: { loadingBar: <LoadingBar count={2} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Đang tải' })).toBeInTheDocument();
  },
};

/** The empty cart has no badge; no phones from the server, no contact block. */
export const EmptyCartNoContacts: Story = {
  args: { cartCount: 0, contacts: [] },
  play: async ({ canvas }) => {
    await expect(within(mainNav(canvas)).getByRole('link', { name: 'Giỏ hàng' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Liên hệ' })).not.toBeInTheDocument();
  },
};

/**
 * On a phone the sidebar hides behind 'Mở menu', and the desktop one is not built at all (a cheap phone
 * renders 128 fewer elements on every page, issue 26); the page never scrolls sideways.
 */
export const MobileClosed: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { notice: NOTIFY_SITE },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Mở menu' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls');
    await expect(canvas.queryByRole('navigation', { name: 'Điều hướng chính' })).not.toBeInTheDocument();
    await expect(canvas.queryAllByRole('navigation', { hidden: true })).toHaveLength(0);
    // The name is read out but only the avatar shows.
    await expect(canvas.getByRole('button', { name: userName })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The drawer: a modal that keeps focus, closes on Escape and when a link is chosen. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { currentPath: paths.ordersWaitPay },
  play: usesDrawer,
};

/** The drawer closes by itself when the route changes from outside it (the back button). */
export const MobileDrawerRouteChange: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: function RouteChange(args) {
    const [path, setPath] = useState(args.currentPath);
    return (
      <>
        <button type="button" onClick={() => setPath(paths.cart)} style={{ position: 'fixed', bottom: 0, right: 0, zIndex: 1000, minHeight: 44 }}>
          Giả lập nút quay lại
        </button>
        <AppShell {...args} currentPath={path} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mở menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    // The modal makes the page inert, so the "back button" is pressed the way a browser would.
    canvas.getByText('Giả lập nút quay lại').click();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  },
};

/** The narrowest phone in use: everything still fits. */
export const Mobile320: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { userName: longName, unreadCount: 120, notice: NOTIFY_SITE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mở menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tin nhắn, 99+ chưa đọc' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: longName })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The shell around the real dashboard, as a customer sees it after logging in. */
export const WithDashboard: Story = {
  args: {
    notice: NOTIFY_SITE,
    children: (
      <DashboardScreen
        status="ready"
        onRetry={fn()}
        paths={paths}
        data={{
          CurrentRate: CURRENT_RATE,
          PocketMoney: 12_450_000,
          NumberCarts: cartCount,
          ExtensionLink: EXTENSION_LINK,
          Supporter: { ...supporter, Zalo: '0912686868' },
          ShopFavorites: shopFavorites.map((shop) => ({ ...shop, Name: shop.Name || shop.Link })),
          FeeBuyer: FEE_BUYER,
        }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const WithDashboardMobile: Story = {
  ...WithDashboard,
  globals: { viewport: { value: 'mobile' } },
};
