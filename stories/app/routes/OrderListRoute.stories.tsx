import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../../src/app/paths';
import OrderGroup from '../../../src/app/routes/groups/order';
import { fixtures, mockDb, scenarios } from '../../../src/mocks';
import { newest, retryAfterLoadError, routeMeta } from './support';

/**
 * The order list (#/order/list-orders), wired: the order group routes to the list, useOrders →
 * GET /api/order/orders and useWarehouses → GET /api/account/getwarehouses → the mock world.
 */
const meta = {
  title: 'App/Routes/OrderList',
  component: OrderGroup,
  ...routeMeta(paths.orders),
} satisfies Meta<typeof OrderGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const newestOrder = () => {
  const order = newest(mockDb().demo.orders);
  if (!order) throw new globalThis.Error('The mock world has no orders');
  return order;
};

/** The seeded customer's orders, newest first: its code links to its page, with the world's state and money. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const order = newestOrder();
    await expect(canvas.getByRole('heading', { name: 'Danh sách đơn hàng', level: 1 })).toBeVisible();
    const link = await canvas.findByRole('link', { name: order.Code }, { timeout: 10_000 });
    await expect(link).toHaveAttribute('href', `#/order/detail/${String(order.Id)}`);
    const row = within(canvas.getByRole('table', { name: 'Đơn hàng' })).getByRole('row', { name: new RegExp(order.Code) });
    await expect(row).toHaveTextContent(fixtures.formatMoney(order.TotalAmount));
    await expect(canvas.getByText(`Hiển thị 1–20 trên ${String(mockDb().demo.orders.length)}`)).toBeVisible();
    // One request for the page on screen: no duplicate or looping fetch.
    await expect(mockDb().requestCount('orders')).toBe(1);
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.empty('orders')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chưa có đơn hàng nào', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^DH/ })).not.toBeInTheDocument();
  },
};

/** A 500: the error state; once the server answers again, 'Thử lại' brings the orders back. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.error500('orders')),
  play: async ({ canvas, canvasElement, msw }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Không tải được dữ liệu');
    await expect(canvas.queryByRole('table', { name: 'Đơn hàng' })).not.toBeInTheDocument();
    await retryAfterLoadError(canvasElement, msw, 'orders', async () => expect(await canvas.findByRole('link', { name: newestOrder().Code })).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.slow('orders')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.queryByRole('table', { name: 'Đơn hàng' })).not.toBeInTheDocument();
  },
};
