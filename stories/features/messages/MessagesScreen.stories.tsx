import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultMessageFilters, MessagesScreen, type MessageFilters } from '../../../src/features/messages/MessagesScreen';
import { longMessage, messagePage, messages, newestUnread, unreadMessages } from './messages.data';

const meta = {
  title: 'Features/Messages/MessagesScreen',
  component: MessagesScreen,
  args: {
    status: 'ready',
    data: messagePage,
    filters: defaultMessageFilters,
    onFiltersChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onMarkRead: fn(),
  },
  render: function StatefulMessages(args) {
    const [filters, setFilters] = useState<MessageFilters>(args.filters);
    return (
      <MessagesScreen
        {...args}
        filters={filters}
        onFiltersChange={(next) => {
          args.onFiltersChange(next);
          setFilters(next);
        }}
      />
    );
  },
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const list = (canvas: Canvas) => within(canvas.getByRole('list', { name: 'Danh sách tin nhắn' }));

/** Unread messages say so in words ('Chưa đọc'), not by colour alone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tin nhắn' })).toBeVisible();
    await expect(list(canvas).getAllByRole('listitem')).toHaveLength(messages.length);
    await expect(list(canvas).getAllByText('Chưa đọc')).toHaveLength(unreadMessages.length);
    await expect(canvas.getByText(`${String(unreadMessages.length)} tin chưa đọc trên trang này`)).toBeVisible();
  },
};

/** Opening an unread message marks it read at once and tells the app (onOpen). */
export const OpenMarksRead: Story = {
  play: async ({ args, canvas }) => {
    const message = newestUnread('Đơn hàng');
    // The list is newest first, so the first unread order message on screen is the newest.
    const [opener] = list(canvas).getAllByRole('button', { name: /^Chưa đọc Đơn hàng/ });
    if (!opener) throw new globalThis.Error('no unread order message on screen');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(opener);
    await expect(args.onOpen).toHaveBeenCalledWith(message.Id);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(list(canvas).getAllByText('Chưa đọc')).toHaveLength(unreadMessages.length - 1);
    await expect(canvas.getByText(`${String(unreadMessages.length - 1)} tin chưa đọc trên trang này`)).toBeVisible();
    await expect(opener).toHaveAccessibleName(/^Đơn hàng/);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    // Closing and opening again does not ask the server twice.
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const MarkReadButton: Story = {
  play: async ({ args, canvas }) => {
    const message = newestUnread('Vận chuyển');
    const markButtons = () => list(canvas).queryAllByRole('button', { name: 'Đánh dấu đã đọc: Vận chuyển' });
    const before = markButtons().length;
    const [first] = markButtons();
    if (!first) throw new globalThis.Error('no unread shipping message on screen');
    await userEvent.click(first);
    await expect(args.onMarkRead).toHaveBeenCalledWith([message.Id]);
    await expect(markButtons()).toHaveLength(before - 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await expect(args.onMarkRead).toHaveBeenLastCalledWith(unreadMessages.filter((unread) => unread.Id !== message.Id).map((unread) => unread.Id));
    await expect(canvas.getByText('Bạn đã đọc hết tin nhắn trên trang này')).toBeVisible();
    await expect(list(canvas).queryByText('Chưa đọc')).not.toBeInTheDocument();
  },
};

export const Search: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Từ khoá' }), 'nạp tiền{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultMessageFilters, message: 'nạp tiền' });
  },
};

/** Server text is text: markup is shown, never run; line breaks are kept. */
export const LongContent: Story = {
  args: { data: { Items: [longMessage, ...messages], Total: messagePage.Total + 1 } },
  play: async ({ canvas }) => {
    await userEvent.click(list(canvas).getByRole('button', { name: /^Chưa đọc Thông báo hệ thống/ }));
    const body = canvas.getByText(/Kính gửi Quý khách/, { selector: 'p' });
    await expect(body).toHaveTextContent('<script>alert(1)</script>');
    await expect(body.querySelector('script')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', data: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang tải…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: { Items: [], Total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chưa có tin nhắn nào' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', data: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(list(canvas).getAllByRole('listitem')).toHaveLength(messages.length);
  },
};
