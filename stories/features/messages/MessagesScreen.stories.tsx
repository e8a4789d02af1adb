import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultMessageFilters, MessagesScreen, type MessageFilters } from '../../../src/features/messages/MessagesScreen';
import { longMessage, messages } from './data';

const meta = {
  title: 'Features/Messages/MessagesScreen',
  component: MessagesScreen,
  args: {
    status: 'ready',
    data: { Items: messages, Total: 4 },
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
    await expect(list(canvas).getAllByRole('listitem')).toHaveLength(4);
    await expect(list(canvas).getAllByText('Chưa đọc')).toHaveLength(2);
    await expect(canvas.getByText('2 tin chưa đọc trên trang này')).toBeVisible();
  },
};

/** Opening an unread message marks it read at once and tells the app (onOpen). */
export const OpenMarksRead: Story = {
  play: async ({ args, canvas }) => {
    const opener = list(canvas).getByRole('button', { name: /Chưa đọc Đơn hàng/ });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(opener);
    await expect(args.onOpen).toHaveBeenCalledWith(41);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(list(canvas).getAllByText('Chưa đọc')).toHaveLength(1);
    await expect(canvas.getByText('1 tin chưa đọc trên trang này')).toBeVisible();
    const reopened = list(canvas).getByRole('button', { name: /^Đơn hàng/ });
    await expect(reopened).toHaveAttribute('aria-expanded', 'true');
    // Closing and opening again does not ask the server twice.
    reopened.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const MarkReadButton: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(list(canvas).getByRole('button', { name: 'Đánh dấu đã đọc: Ví tiền' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith([40]);
    await expect(list(canvas).queryByRole('button', { name: 'Đánh dấu đã đọc: Ví tiền' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await expect(args.onMarkRead).toHaveBeenLastCalledWith([41]);
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
  args: { data: { Items: [longMessage, ...messages], Total: 5 } },
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
    await expect(list(canvas).getAllByRole('listitem')).toHaveLength(4);
  },
};
