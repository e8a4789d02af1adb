import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../src/app/paths';
import MessageGroup from '../../../src/app/routes/groups/message';
import { fixtures, mockDb, scenarios } from '../../../src/mocks';
import { retryAfterLoadError, routeMeta } from './support';

/**
 * The messages (#/message/list-messages), wired: useMessages → GET /api/customer/getmessages and
 * useMarkMessagesRead → PUT /api/customer/updatereadmessage → the mock world.
 */
const meta = {
  title: 'App/Routes/Messages',
  component: MessageGroup,
  ...routeMeta(paths.messages),
} satisfies Meta<typeof MessageGroup>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The first page the world answers: newest first, 20 rows. */
const firstPage = () => fixtures.listPage(mockDb().demo.messages).Items;
const unreadOnPage = () => firstPage().filter((message) => !message.IsRead);

const list = async (canvas: Canvas) => within(await canvas.findByRole('list', { name: 'Danh sách tin nhắn' }, { timeout: 10_000 }));

/** The seeded customer's messages, newest first, the unread ones said in words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const unread = unreadOnPage().length;
    await expect(unread).toBeGreaterThan(1);
    const messages = await list(canvas);
    await expect(messages.getAllByRole('listitem')).toHaveLength(firstPage().length);
    await expect(messages.getAllByText('Chưa đọc')).toHaveLength(unread);
    await expect(canvas.getByText(`${String(unread)} tin chưa đọc trên trang này`)).toBeVisible();
    await expect(canvas.getByText(`Hiển thị 1–20 trên ${String(mockDb().demo.messages.length)}`)).toBeVisible();
    await expect(mockDb().requestCount('getmessages')).toBe(1);
  },
};

/** 'Đánh dấu tất cả đã đọc' marks the page's unread messages read on the server, in one request. */
export const MarkAllRead: Story = {
  play: async ({ canvas }) => {
    const unreadIds = unreadOnPage().map((message) => message.Id);
    const messages = await list(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await expect(await canvas.findByText('Bạn đã đọc hết tin nhắn trên trang này')).toBeVisible();
    await waitFor(() => expect(mockDb().requestCount('updatereadmessage')).toBe(1));
    await waitFor(() => expect(mockDb().demo.messages.filter((message) => unreadIds.includes(message.Id) && !message.IsRead)).toHaveLength(0));
    await expect(messages.queryByText('Chưa đọc')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.empty('getmessages')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Chưa có tin nhắn nào' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** A 500: the error state; once the server answers again, 'Thử lại' brings the messages back. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.error500('getmessages')),
  play: async ({ canvas, canvasElement, msw }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Không tải được dữ liệu');
    await expect(canvas.queryByRole('list', { name: 'Danh sách tin nhắn' })).not.toBeInTheDocument();
    await retryAfterLoadError(canvasElement, msw, 'getmessages', async () => expect((await list(canvas)).getAllByRole('listitem')).toHaveLength(firstPage().length));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.slow('getmessages')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.queryByRole('list', { name: 'Danh sách tin nhắn' })).not.toBeInTheDocument();
  },
};
