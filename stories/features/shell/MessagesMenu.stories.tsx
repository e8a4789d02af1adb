import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MessagesMenu } from '../../../src/features/shell/MessagesMenu';
import { latestMessages, NoNavigation, paths } from './fixtures';

/** The header's messages dropdown (SPEC §2 Header), on its own: AppShell's stories show it in place. */
const meta = {
  title: 'Features/Shell/MessagesMenu',
  component: MessagesMenu,
  args: { unreadCount: 3, latestMessages, allMessagesHref: `#${paths.messages}` },
  decorators: [
    (Story) => (
      <NoNavigation>
        <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 520 }}>
          <Story />
        </div>
      </NoNavigation>
    ),
  ],
} satisfies Meta<typeof MessagesMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button names the unread count; the popover lists the newest first, unread ones said in words. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tin nhắn, 3 chưa đọc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tin nhắn' });
    // Visible once the popover's entrance animation has run.
    await waitFor(() => expect(within(dialog).getByText('3 tin nhắn chưa đọc')).toBeVisible());
    const list = within(dialog).getByRole('list', { name: 'Tin nhắn mới nhất' });
    // It scrolls on a short screen, so a keyboard can reach it (axe: scrollable-region-focusable).
    await expect(list).toHaveAttribute('tabindex', '0');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(latestMessages.length);
    const unread = items.filter((item) => item.textContent.includes('Chưa đọc:'));
    await expect(unread).toHaveLength(latestMessages.filter((message) => !message.IsRead).length);
    await expect(within(dialog).getByRole('link', { name: 'Xem tất cả tin nhắn' })).toHaveAttribute('href', `#${paths.messages}`);
  },
};

/** 'Xem tất cả tin nhắn' closes the popover as it goes. */
export const AllMessagesCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Tin nhắn/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tin nhắn' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Xem tất cả tin nhắn' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tin nhắn' })).not.toBeInTheDocument());
  },
};

/** No message and none unread: the button is plain 'Tin nhắn' and the popover says so. */
export const Empty: Story = {
  args: { unreadCount: 0, latestMessages: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tin nhắn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tin nhắn' });
    await waitFor(() => expect(within(dialog).getByText('Chưa có tin nhắn')).toBeVisible());
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
};
