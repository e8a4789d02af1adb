import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { NotFoundScreen } from '../../../src/features/shell';
import { InAppShell, latestMessages } from './fixtures';

/** The shell around a status screen, as the app shows it inside the layout. */
function InShell({ children, currentPath = '/order/khong-co' }: { children: ReactNode; currentPath?: string }) {
  return (
    <InAppShell currentPath={currentPath} unreadCount={5} latestMessages={latestMessages} onLogout={fn()}>
      {children}
    </InAppShell>
  );
}

const meta = {
  title: 'Features/Shell/NotFoundScreen',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '#/dashboard' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the shell: the menu still works, the page offers the way home. */
export const InsideShell: Story = {
  render: (args) => (
    <InShell>
      <NotFoundScreen {...args} />
    </InShell>
  ),
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(main).toHaveTextContent('Không tìm thấy trang');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '#/dashboard');
  },
};

/** Outside the shell (a public route that does not exist) it brings its own <main>. */
export const Standalone: Story = {
  args: { standalone: true, homeHref: '#/login', homeLabel: 'Về trang đăng nhập' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Không tìm thấy trang');
    await expect(canvas.getByRole('link', { name: 'Về trang đăng nhập' })).toHaveAttribute('href', '#/login');
  },
};

export const StandaloneMobile: Story = {
  ...Standalone,
  globals: { viewport: { value: 'mobile' } },
};
