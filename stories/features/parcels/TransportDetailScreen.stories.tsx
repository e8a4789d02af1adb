import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TransportDetailScreen, type TransportDetailData } from '../../../src/features/parcels/TransportDetailScreen';
import { formatDateTime } from '../../../src/ui/DateText';
import { longTextTransport, manyItemsTransport, stubClipboard, transportDetail } from './transport.data';
import { retriesOnceAfterLoadError } from '../../support/loadError';

const inVietnam = transportDetail(4);
const writeText = fn<(text: string) => Promise<void>>(() => Promise.resolve());

const meta = {
  title: 'Features/Parcels/TransportDetailScreen',
  component: TransportDetailScreen,
  args: {
    status: 'ready',
    transport: inVietnam,
    onRetry: fn(),
    hrefs: {
      back: '#/order/transport',
      order: (orderId: number) => `#/order/detail/${orderId}`,
      complaint: ({ Id, OrderId }: { Id: number; OrderId: number | null }) =>
        OrderId === null ? `#/order/complain?transportId=${Id}` : `#/order/complain?transportId=${Id}&orderId=${OrderId}`,
    },
  },
} satisfies Meta<typeof TransportDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The five steps of the journey, in order. */
const steps = (canvas: Canvas) => within(within(canvas.getByRole('region', { name: 'Hành trình' })).getByRole('list')).getAllByRole('listitem');

/** When the parcel reached `status`, as the page writes it. */
const dateOf = (transport: TransportDetailData, status: number) => {
  const event = transport.Events.find((candidate) => candidate.Status === status);
  if (!event) throw new Error(`No event ${String(status)}`);
  return formatDateTime(event.Date);
};

const stepNames = ['Shop đã phát hàng', 'Về kho Trung Quốc', 'Đang vận chuyển', 'Về kho Việt Nam'];

/** In the Vietnam warehouse: four steps behind it, the fifth ahead; each dated from the parcel's events. */
export const InVietnamWarehouse: Story = {
  play: async ({ canvas }) => {
    const transport = inVietnam;
    await expect(canvas.getByRole('heading', { level: 1, name: `Kiện hàng ${transport.TransportCode}` })).toBeVisible();
    const items = steps(canvas);
    await expect(items).toHaveLength(5);
    for (const [index, name] of stepNames.slice(0, 3).entries()) {
      await expect(items[index]).toHaveTextContent(name);
      await expect(items[index]).toHaveTextContent('Đã hoàn thành');
      await expect(items[index]).toHaveTextContent(dateOf(transport, index + 1));
      await expect(items[index]).not.toHaveAttribute('aria-current');
    }
    await expect(items[3]).toHaveTextContent('Về kho Việt Nam');
    await expect(items[3]).toHaveTextContent('Hiện tại');
    await expect(items[3]).toHaveTextContent(dateOf(transport, 4));
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
    await expect(items[4]).toHaveTextContent('Đã giao hàng');
    await expect(items[4]).toHaveTextContent('Chưa đến');
    await expect(items[4]).not.toHaveTextContent(/\d{2}\/\d{2}\/\d{4}/);

    // The complaint screen learns which parcel and order it is about.
    await expect(canvas.getByRole('link', { name: 'Khiếu nại' })).toHaveAttribute(
      'href',
      `#/order/complain?transportId=${transport.Id}&orderId=${transport.OrderId!}`,
    );
    await expect(canvas.getByRole('link', { name: transport.OrderCode })).toHaveAttribute('href', `#/order/detail/${transport.OrderId!}`);
    await expect(canvas.getByRole('link', { name: /Danh sách kiện hàng/ })).toHaveAttribute('href', '#/order/transport');

    const fees = canvas.getByRole('region', { name: 'Cân nặng và phí' });
    await expect(within(fees).getByText('Tổng phí')).toBeVisible();
    await expect(within(fees).getByText(/^\d+(,\d+)? kg$/)).toBeVisible();
    const products = canvas.getByRole('region', { name: `Sản phẩm trong kiện (${transport.Items.length})` });
    await expect(within(products).getAllByRole('listitem')).toHaveLength(transport.Items.length);
  },
};

/** Just shipped by the shop: only the first step, not weighed yet. */
export const JustShipped: Story = {
  args: { transport: transportDetail(1) },
  play: async ({ args, canvas }) => {
    const items = steps(canvas);
    await expect(items[0]).toHaveTextContent('Hiện tại');
    await expect(items[0]).toHaveTextContent(dateOf(args.transport!, 1));
    for (const item of items.slice(1)) await expect(item).toHaveTextContent('Chưa đến');
    const fees = canvas.getByRole('region', { name: 'Cân nặng và phí' });
    await expect(within(fees).getByText('Chưa cân')).toBeVisible();
  },
};

/** On its way to the customer: the last step has begun and reads 'Đang giao hàng'. */
export const Delivering: Story = {
  args: { transport: transportDetail(5) },
  play: async ({ args, canvas }) => {
    const items = steps(canvas);
    for (const item of items.slice(0, 4)) await expect(item).toHaveTextContent('Đã hoàn thành');
    await expect(items[4]).toHaveTextContent('Đang giao hàng');
    await expect(items[4]).toHaveTextContent('Hiện tại');
    await expect(items[4]).toHaveTextContent(dateOf(args.transport!, 5));
  },
};

/** Delivered: every step done, the last one dated by the delivery. */
export const Delivered: Story = {
  args: { transport: transportDetail(6) },
  play: async ({ args, canvas }) => {
    const items = steps(canvas);
    for (const item of items) await expect(item).toHaveTextContent('Đã hoàn thành');
    await expect(items[4]).toHaveTextContent('Đã giao hàng');
    await expect(items[4]).toHaveTextContent(dateOf(args.transport!, 6));
    await expect(canvas.queryByText('Hiện tại')).not.toBeInTheDocument();
  },
};

/** Lost: the step it never finished says so, and the page offers a complaint. */
export const Lost: Story = {
  args: { transport: transportDetail(7) },
  play: async ({ args, canvas }) => {
    const items = steps(canvas);
    await expect(items[1]).toHaveTextContent('Đã hoàn thành');
    await expect(items[2]).toHaveTextContent('Thất lạc');
    await expect(items[2]).toHaveTextContent(dateOf(args.transport!, 7));
    await expect(items[3]).toHaveTextContent('Chưa đến');
    await expect(canvas.getByText(/Kiện hàng đã bị thất lạc/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'gửi khiếu nại' })).toHaveAttribute('href', canvas.getByRole('link', { name: 'Khiếu nại' }).getAttribute('href'));
  },
};

/** A parcel the service has not matched to an order yet: the complaint link names the parcel only. */
export const WithoutOrder: Story = {
  args: { transport: { ...inVietnam, OrderId: null, OrderCode: '' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Khiếu nại' })).toHaveAttribute('href', `#/order/complain?transportId=${args.transport!.Id}`);
    const facts = canvas.getByRole('region', { name: 'Thông tin kiện hàng' });
    await expect(within(facts).getByText('—')).toBeVisible();
  },
};

/** The copy button beside the tracking code. */
export const CopyTrackingCode: Story = {
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard(writeText);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Sao chép mã vận đơn ${inVietnam.TransportCode}` }));
    await expect(writeText).toHaveBeenCalledWith(inVietnam.TransportCode);
    const toast = await screen.findByText('Đã sao chép');
    await expect(toast.closest('[role="status"]')).not.toBeNull();
  },
};

/** A refused clipboard: the code is selected instead, for copying by hand. */
export const CopyRefused: Story = {
  beforeEach: () => stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Sao chép mã vận đơn ${inVietnam.TransportCode}` }));
    const note = await screen.findByText(/Mã đã được chọn sẵn/);
    await waitFor(() => expect(note).toBeVisible());
    await expect(window.getSelection()?.toString()).toBe(inVietnam.TransportCode);
  },
};

/** Long Vietnamese and Chinese text: names, options, notes and the warehouse wrap inside the page. */
export const LongText: Story = {
  args: { transport: longTextTransport() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/^2024新款韩版宽松百搭加厚羊羔毛连帽外套女冬季学生棉服/)).toBeVisible();
    await expect(canvas.getByText(/^卖家已发货/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Many products in one parcel. */
export const ManyItems: Story = {
  args: { transport: manyItemsTransport(24) },
  play: async ({ canvas }) => {
    const products = canvas.getByRole('region', { name: 'Sản phẩm trong kiện (24)' });
    await expect(within(products).getAllByRole('listitem')).toHaveLength(24);
  },
};

export const Loading: Story = {
  args: { status: 'loading', transport: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chi tiết kiện hàng' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', transport: undefined },
  play: async ({ args, canvasElement }) => {
    await retriesOnceAfterLoadError(canvasElement, args.onRetry);
  },
};

/** A parcel that does not exist (or is someone else's): say so, and lead back to the list. */
export const NotFound: Story = {
  args: { status: 'notFound', transport: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Không tìm thấy kiện hàng');
    await expect(canvas.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Quay lại danh sách kiện hàng' })).toHaveAttribute('href', '#/order/transport');
  },
};

/** On a 375 px phone: one column, the journey first; nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { transport: longTextTransport() },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <TransportDetailScreen {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(steps(canvas)).toHaveLength(5);
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};
