import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrderDetailScreen, type OrderItemChange } from '../../../src/features/orders/OrderDetailScreen';
import { OrderState } from '../../../src/features/shared/statuses';
import { fixtures } from '../../../src/mocks';
import { orderDetail } from './orders.data';
import { inAppShell, paths } from '../shell/fixtures';
import { expectPrintable, pressPrint, whilePrinted } from '../../support/print';

const order = orderDetail(OrderState.AwaitingDeposit);

const meta = {
  title: 'Features/Orders/OrderDetailScreen',
  component: OrderDetailScreen,
  args: {
    status: 'ready',
    order,
    onRetry: fn(),
    onSaveOrderNote: fn<(note: string) => Promise<void>>(() => Promise.resolve()),
    onSaveItem: fn<(itemId: number, change: OrderItemChange) => Promise<void>>(() => Promise.resolve()),
    hrefs: {
      back: '#/order/list-orders',
      transport: (id: number) => `#/order/transport/${id}`,
      deposit: '#/order/order-wait-deposit',
      pay: '#/order/order-wait-pay',
      complaint: (id: number) => `#/order/complain?orderId=${id}`,
    },
  },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Awaiting deposit: notes and quantities can still change; the deposit action is offered. */
export const AwaitingDeposit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `Đơn hàng ${order.Code}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Đặt cọc' })).toHaveAttribute('href', '#/order/order-wait-deposit');
    await expect(canvas.getByRole('textbox', { name: 'Ghi chú đơn hàng' })).toHaveValue(order.Note);
    await expect(canvas.getAllByRole('textbox', { name: 'Ghi chú sản phẩm' })).toHaveLength(3);
    const money = canvas.getByRole('region', { name: 'Thanh toán' });
    await expect(within(money).getByText('Phí mua hàng')).toBeVisible();
    // The mock's deposit: 70 % of goods, buyer fee and shipping inside China; no parcel fees yet.
    await expect(within(money).getByText('Tiền cọc (70%)')).toBeVisible();
    await expect(within(money).getByText(fixtures.formatMoney(order.DepositAmount))).toBeVisible();
    await expect(order.DepositAmount).toBe(Math.round(((order.GoodsAmount + order.BuyerFee + order.ChinaShippingFee) * 70) / 100));
    await expect(canvas.getByText('Chưa có kiện hàng nào.')).toBeVisible();
  },
};

/** Leaving the note field saves it once. */
export const NoteSavesOnBlur: Story = {
  play: async ({ args, canvas }) => {
    const note = canvas.getByRole('textbox', { name: 'Ghi chú đơn hàng' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Gói kỹ giúp em');
    await expect(args.onSaveOrderNote).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onSaveOrderNote).toHaveBeenCalledTimes(1);
    await expect(args.onSaveOrderNote).toHaveBeenCalledWith('Gói kỹ giúp em');
    await expect(note).toHaveValue('Gói kỹ giúp em');
  },
};

/** The save fails: the old note comes back, with a message saying so. */
export const NoteRollsBackOnFailure: Story = {
  args: { onSaveOrderNote: fn<(note: string) => Promise<void>>(() => Promise.reject(new Error('400'))) },
  play: async ({ args, canvas }) => {
    const note = canvas.getByRole('textbox', { name: 'Ghi chú đơn hàng' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Ghi chú mới');
    await userEvent.tab();
    await expect(args.onSaveOrderNote).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(note).toHaveValue(order.Note));
    await expect(await canvas.findByText('Không lưu được thay đổi, đã khôi phục giá trị cũ.')).toBeVisible();
  },
};

export const ItemQuantitySaves: Story = {
  play: async ({ args, canvas }) => {
    const quantity = canvas.getAllByRole('textbox', { name: 'Số lượng' })[0]!;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.tab();
    await expect(args.onSaveItem).toHaveBeenCalledWith(order.Items[0]!.Id, { field: 'Quantity', value: 4 });
  },
};

/** In transit: nothing to edit any more, parcels link to their tracking pages, a complaint is possible. */
export const InTransit: Story = {
  args: { order: orderDetail(OrderState.InTransit) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'YT7512345678901' })).toHaveAttribute('href', '#/order/transport/801');
    await expect(canvas.getByRole('link', { name: 'Khiếu nại' })).toBeVisible();
  },
};

/** Under complaint already: the order may get another one (the rule the list, the form and the server share). */
export const UnderComplaint: Story = {
  args: { order: orderDetail(OrderState.Complaint) },
  play: async ({ canvas }) => {
    const order = orderDetail(OrderState.Complaint);
    await expect(canvas.getByRole('link', { name: 'Khiếu nại' })).toHaveAttribute('href', `#/order/complain?orderId=${order.Id}`);
  },
};

/** Cancelled: nothing to complain about. */
export const Cancelled: Story = {
  args: { order: orderDetail(OrderState.Cancelled) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Khiếu nại' })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', order: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Không tìm thấy đơn hàng');
    await expect(canvas.getByRole('link', { name: 'Quay lại danh sách đơn hàng' })).toHaveAttribute('href', '#/order/list-orders');
  },
};

export const Loading: Story = {
  args: { status: 'loading', order: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải…');
  },
};

export const LoadError: Story = {
  args: { status: 'error', order: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <OrderDetailScreen {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

const printReason = 'Checks the printed page in print media; the screen baselines are shot in screen media, where this is InTransit in the shell.';

/**
 * `In` asks the app to print; the printed order has no shell, no button, black on white, and its code and
 * its parcels' codes whole.
 */
export const Print: Story = {
  args: { order: orderDetail(OrderState.InTransit), onPrint: fn() },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', visual: { skip: printReason } },
  decorators: [inAppShell(paths.orders)],
  play: async ({ args, canvas, canvasElement }) => {
    await pressPrint(canvasElement, args.onPrint);
    const heading = canvas.getByRole('heading', { level: 1, name: `Đơn hàng ${args.order?.Code ?? ''}` });
    const parcel = canvas.getByRole('link', { name: 'YT7512345678901' });
    const complain = within(canvas.getByRole('main')).getByRole('link', { name: 'Khiếu nại' });
    await whilePrinted(async () => {
      await expectPrintable(canvasElement.ownerDocument, [heading, parcel]);
      // The page's own links (back, complaint) go with the buttons; the items and their money stay.
      await expect(complain).not.toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Thanh toán' })).toBeVisible();
    });
  },
};
