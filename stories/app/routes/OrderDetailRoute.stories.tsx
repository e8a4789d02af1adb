import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../src/app/paths';
import OrderGroup from '../../../src/app/routes/groups/order';
import { OrderState } from '../../../src/features/shared/statuses';
import { fixtures, mockDb, scenarios } from '../../../src/mocks';
import { newest, retryAfterLoadError, routeMeta } from './support';

/**
 * One order's page (#/order/detail/{id}), wired: the order group routes to it, useOrderDetail →
 * GET /api/order/getorderdetails/{id} (and the saves, POST updateorderfield / updateorderitemfield) →
 * the mock world. The order is the newest one waiting for its deposit, so its note can still change.
 */
const waiting = newest(fixtures.seedBooks().orders.filter((order) => order.State === OrderState.AwaitingDeposit));
if (!waiting) throw new globalThis.Error('The mock world has no order waiting for its deposit');
const ORDER_ID = waiting.Id;

const meta = {
  title: 'App/Routes/OrderDetail',
  component: OrderGroup,
  ...routeMeta(paths.orderDetail(ORDER_ID)),
} satisfies Meta<typeof OrderGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's world holds the same order (same seed); read from it, so the figures are what it serves. */
const theOrder = () => {
  const order = mockDb().demo.orders.find((candidate) => candidate.Id === ORDER_ID);
  if (!order) throw new globalThis.Error(`The story's world has no order ${String(ORDER_ID)}`);
  return order;
};

/** The order as the customer sees it: its code, state, the mock's money (deposit 70 %) and its items. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const order = theOrder();
    await expect(await canvas.findByRole('heading', { level: 1, name: `Đơn hàng ${order.Code}` }, { timeout: 10_000 })).toBeVisible();
    const money = canvas.getByRole('region', { name: 'Thanh toán' });
    await expect(within(money).getByText(`Tiền cọc (${String(order.DepositPercent)}%)`)).toBeVisible();
    await expect(within(money).getByText(fixtures.formatMoney(order.DepositAmount))).toBeVisible();
    await expect(within(money).getAllByText(fixtures.formatMoney(order.TotalAmount))[0]).toBeVisible();
    await expect(canvas.getAllByRole('textbox', { name: 'Ghi chú sản phẩm' })).toHaveLength(order.Items.length);
    await expect(canvas.getByRole('link', { name: 'Đặt cọc' })).toHaveAttribute('href', '#/order/order-wait-deposit');
    await expect(mockDb().requestCount('getorderdetails')).toBe(1);
  },
};

/** Leaving the note field saves it on the server once; the page shows the saved note. */
export const NoteSaves: Story = {
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('textbox', { name: 'Ghi chú đơn hàng' }, { timeout: 10_000 });
    await userEvent.clear(note);
    await userEvent.type(note, 'Gói kỹ giúp em, hàng dễ vỡ');
    await userEvent.tab();
    await waitFor(() => expect(theOrder().Note).toBe('Gói kỹ giúp em, hàng dễ vỡ'));
    await expect(mockDb().requestCount('updateorderfield')).toBe(1);
    await waitFor(() => expect(canvas.queryByText('Đang lưu…')).not.toBeInTheDocument());
    await expect(note).toHaveValue('Gói kỹ giúp em, hàng dễ vỡ');
  },
};

/** The server refuses the note (500): the saved note comes back, with the message saying so. */
export const NoteSaveFails: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.error500('updateorderfield')),
  play: async ({ canvas }) => {
    const saved = theOrder().Note;
    const note = await canvas.findByRole('textbox', { name: 'Ghi chú đơn hàng' }, { timeout: 10_000 });
    await userEvent.clear(note);
    await userEvent.type(note, 'Ghi chú không lưu được');
    await userEvent.tab();
    await expect(await canvas.findByText('Không lưu được thay đổi, đã khôi phục giá trị cũ.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(note).toHaveValue(saved);
    await expect(theOrder().Note).toBe(saved);
  },
};

/** An order the server does not know (gone, or another customer's): 404, said in words, with a way back. */
export const NotFound: Story = {
  beforeEach: () => {
    mockDb().demo.orders = mockDb().demo.orders.filter((order) => order.Id !== ORDER_ID);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Không tìm thấy đơn hàng');
    await expect(canvas.getByRole('link', { name: 'Quay lại danh sách đơn hàng' })).toHaveAttribute('href', '#/order/list-orders');
  },
};

/** A 500: the error state; once the server answers again, 'Thử lại' brings the order back. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.error500('getorderdetails')),
  play: async ({ canvas, canvasElement, msw }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Không tải được dữ liệu');
    await expect(canvas.queryByRole('region', { name: 'Thanh toán' })).not.toBeInTheDocument();
    await retryAfterLoadError(canvasElement, msw, 'getorderdetails', async () => expect(await canvas.findByRole('heading', { level: 1, name: `Đơn hàng ${theOrder().Code}` })).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.slow('getorderdetails')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.queryByRole('region', { name: 'Thanh toán' })).not.toBeInTheDocument();
  },
};
