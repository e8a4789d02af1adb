import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppShell, ComingSoon } from '../../../src/features/shell';
import { NoNavigation, cartCount, contacts, latestMessages, paths, userName } from './fixtures';

const meta = {
  title: 'Features/Shell/ComingSoon',
  component: ComingSoon,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Rút tiền', homeHref: '#/dashboard' },
  render: (args) => (
    <NoNavigation>
      <AppShell
        currentPath={paths.withdrawal}
        paths={paths}
        userName={userName}
        unreadCount={5}
        latestMessages={latestMessages}
        cartCount={cartCount}
        contacts={contacts}
        onLogout={fn()}
      >
        <ComingSoon {...args} />
      </AppShell>
    </NoNavigation>
  ),
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A menu entry whose screen is not built yet says so honestly, under its own title. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rút tiền' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Đang phát triển' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '#/dashboard');
    await expect(canvas.getByRole('link', { name: 'Rút tiền' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Đang phát triển' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
