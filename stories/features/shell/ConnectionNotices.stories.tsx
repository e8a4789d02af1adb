import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConnectionNotices } from '../../../src/features/shell';
import { InAppShell, latestMessages } from './fixtures';

const meta = {
  title: 'Features/Shell/ConnectionNotices',
  component: ConnectionNotices,
  parameters: { layout: 'fullscreen' },
  args: { offline: false, updateReady: false, onReload: fn() },
  // As the app mounts them: before the shell, so the bar pushes the page down instead of covering it.
  render: (args) => (
    <>
      <ConnectionNotices {...args} />
      <InAppShell currentPath="/dashboard" unreadCount={5} latestMessages={latestMessages} onLogout={fn()}>
        <h1>Trang chủ</h1>
      </InAppShell>
    </>
  ),
} satisfies Meta<typeof ConnectionNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online and up to date: the live region is there, empty, and takes no room. */
export const Quiet: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toBeEmptyDOMElement();
    await expect(region.getBoundingClientRect().height).toBe(0);
  },
};

/** The phone lost its network (or the portal opened from the service worker's cache). */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bạn đang ngoại tuyến. Hãy kiểm tra kết nối mạng.');
    await expect(canvas.queryByRole('button', { name: 'Tải lại' })).not.toBeInTheDocument();
  },
};

/** A deploy landed under the open page: the customer chooses when to reload, nothing reloads on its own. */
export const NewVersion: Story = {
  args: { updateReady: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đã có phiên bản mới.');
    await expect(args.onReload).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Tải lại' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Both at once stack, offline first: reloading cannot help until the network is back. */
export const OfflineWithNewVersion: Story = {
  args: { offline: true, updateReady: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent(/^Bạn đang ngoại tuyến.*Đã có phiên bản mới\./);
    await expect(canvas.getByRole('button', { name: 'Tải lại' })).toBeVisible();
  },
};
