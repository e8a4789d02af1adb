import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RouteErrorScreen } from '../../../src/features/shell';
import { RootErrorBoundary, rootErrorText } from '../../../src/app/RootErrorBoundary';
import { ErrorRoute } from '../../../src/app/routes/ErrorRoute';
import { InAppShell, latestMessages, paths } from './fixtures';

const meta = {
  title: 'Features/Shell/RouteErrorScreen',
  component: RouteErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn(), homeHref: '#/dashboard' },
  render: (args) => (
    <InAppShell currentPath={paths.orders} unreadCount={5} latestMessages={latestMessages} onLogout={fn()}>
      <RouteErrorScreen {...args} />
    </InAppShell>
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

function Crashes(): never {
  throw new Error('render failed');
}

/**
 * Issue 12 §4, no white page: what the root error boundary shows when a page outside any route
 * boundary crashed, or a chunk failed to load after the one automatic reload. The whole page, with
 * `Tải lại trang` and no link (a link could not reset the boundary).
 */
export const ReloadPage: Story = {
  args: { onRetry: undefined },
  render: () => (
    <RootErrorBoundary>
      <Crashes />
    </RootErrorBoundary>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(rootErrorText);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trang này gặp lỗi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tải lại trang' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Thử lại' })).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

/** SPEC §2's `error` route group, `#/error`: a public page of its own with the way back to login. */
export const ErrorPage: Story = {
  render: () => <ErrorRoute signedIn={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đã có lỗi xảy ra' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Về trang đăng nhập' })).toHaveAttribute('href', '#/login');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** `#/error` for a signed-in customer: the way back is the dashboard. */
export const ErrorPageSignedIn: Story = {
  render: () => <ErrorRoute signedIn />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '#/dashboard');
  },
};
