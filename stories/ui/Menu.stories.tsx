import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../src/ui/Menu';
import { vars } from '../../src/ui/theme';

const icon = (d: string) => (
  <svg width={18} height={18} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);
const userIcon = icon('M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3.5 17a6.5 6.5 0 0 1 13 0');
const keyIcon = icon('M12.5 7.5a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM9.5 10.5V17M9.5 14h2.5');
const logoutIcon = icon('M8 17H4V3h4M13 14l4-4-4-4M17 10H8');

/** Draws the popover portal inside the story, so the open menu has a screenshot baseline (see Dialog). */
function OverlayFrame({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} style={{ position: 'relative', height: 280, overflow: 'hidden', transform: 'translateZ(0)' }}>
      {container ? <UNSAFE_PortalProvider getContainer={() => container}>{children}</UNSAFE_PortalProvider> : null}
    </div>
  );
}

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => <AvatarMenuDemo {...args} />,
} satisfies Meta<typeof Menu>;

function AvatarMenuDemo({ defaultOpen, ...args }: Parameters<typeof Menu>[0] & { defaultOpen?: boolean }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <MenuTrigger defaultOpen={defaultOpen}>
        <Button variant="ghost">
          <span
            aria-hidden="true"
            style={{
              display: 'inline-grid',
              placeItems: 'center',
              width: 28,
              height: 28,
              borderRadius: vars.radius.pill,
              background: vars.color.brandSoft,
              fontSize: vars.fontSize.xs,
            }}
          >
            KH
          </span>
          khachhang01
        </Button>
        <Menu {...args}>
          <MenuItem id="profile" href="#/user/user-info" icon={userIcon}>
            Thông tin tài khoản
          </MenuItem>
          <MenuItem id="password" href="#/user/change-password" icon={keyIcon}>
            Đổi mật khẩu
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="logout" icon={logoutIcon}>
            Đăng xuất
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

/** The avatar menu of the header; the list is named by its trigger. Its baseline shows the closed trigger. */
export const AvatarMenu: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'khachhang01' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'khachhang01' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Thông tin tài khoản', 'Đổi mật khẩu', 'Đăng xuất']);
    // Profile and password are real links, so they open in a new tab with a middle click too.
    await expect(items[0]).toHaveAttribute('href', '#/user/user-info');
    await expect(items[1]).toHaveAttribute('href', '#/user/change-password');
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Keyboard: ArrowDown opens on the first item, arrows move, Escape closes and returns focus, Enter acts. */
export const Keyboard: Story = {
  parameters: { visual: false },
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'khachhang01' });

    await step('ArrowDown opens it with the first item focused; arrows move; Escape closes', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      const menu = await screen.findByRole('menu', { name: 'khachhang01' });
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Thông tin tài khoản' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: 'Đổi mật khẩu' })).toHaveFocus();
      // The separator is skipped.
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: 'Đăng xuất' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(within(menu).getByRole('menuitem', { name: 'Đổi mật khẩu' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('Enter opens it; End then Enter logs out and the menu closes', async () => {
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu', { name: 'khachhang01' });
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Thông tin tài khoản' })).toHaveFocus());
      await userEvent.keyboard('{End}');
      await expect(within(menu).getByRole('menuitem', { name: 'Đăng xuất' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onAction).toHaveBeenCalledTimes(1);
      await expect(mocked(args.onAction!).mock.calls[0]?.[0]).toBe('logout');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** The open menu as a customer sees it, under the avatar at the right of the header. */
export const Open: Story = {
  render: (args) => (
    <OverlayFrame>
      {/* Room on the right, as in the header, so the popover is not clipped by the frame's edge. */}
      <div style={{ padding: vars.space.lg }}>
        <AvatarMenuDemo {...args} defaultOpen />
      </div>
    </OverlayFrame>
  ),
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'khachhang01' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  },
};
