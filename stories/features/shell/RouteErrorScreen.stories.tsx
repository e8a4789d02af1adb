import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AppShell, RouteErrorScreen } from '../../../src/features/shell';
import { NoNavigation, cartCount, contacts, latestMessages, paths, userName } from './fixtures';

const meta = {
  title: 'Features/Shell/RouteErrorScreen',
  component: RouteErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn(), homeHref: '#/dashboard' },
  render: (args) => (
    <NoNavigation>
      <AppShell
        currentPath={paths.orders}
        paths={paths}
        userName={userName}
        unreadCount={5}
        latestMessages={latestMessages}
        cartCount={cartCount}
        contacts={contacts}
        onLogout={fn()}
      >
        <RouteErrorScreen {...args} />
      </AppShell>
    </NoNavigation>
  ),
} satisfies Meta<typeof RouteErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen crashed: the shell stays, the page says so and offers a retry and the way home. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Trang này gặp lỗi');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trang này gặp lỗi' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '#/dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // The menu is still there to go elsewhere.
    await expect(canvas.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
  },
};

/** A reason the app knows, as text. */
export const WithMessage: Story = {
  args: { message: 'Dữ liệu đơn hàng không đúng định dạng (Items.3.Price). <b>Không</b> phải HTML.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Dữ liệu đơn hàng không đúng định dạng (Items.3.Price). <b>Không</b> phải HTML.');
    await expect(alert.querySelector('b')).toBeNull();
  },
};

/** Keyboard: the retry is reachable and works with Enter. */
export const KeyboardRetry: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Thử lại' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
