import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import OrderGroup from '../../../src/app/routes/groups/order';
import { OrderState } from '../../../src/features/shared/statuses';
import { mockDb, scenarios } from '../../../src/mocks';
import { acknowledgeUnclearOutcome, expectNoAlertDialog, findErrorArea, retryAfterLoadError, routeMeta, tickFirstAndConfirm } from './support';

/**
 * The orders awaiting their deposit (#/order/order-wait-deposit), wired: the order group routes to it,
 * useOrdersWaitDeposit → GET /api/order/getOrderdeposits → the mock world.
 */
const meta = {
  title: 'App/Routes/PayDeposit',
  component: OrderGroup,
  ...routeMeta('/order/order-wait-deposit'),
} satisfies Meta<typeof OrderGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const awaitingCodes = () => mockDb().demo.orders.filter((order) => order.State === OrderState.AwaitingDeposit).map((order) => order.Code);

/** The seeded customer's orders awaiting a deposit, each linking to its detail. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const codes = awaitingCodes();
    await expect(codes.length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('heading', { name: 'Đơn hàng chờ đặt cọc', level: 1 })).toBeVisible();
    for (const code of codes) await expect(await canvas.findByRole('link', { name: code })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.empty('getOrderdeposits')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Không có đơn hàng nào chờ đặt cọc' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A 500: the error state; once the server answers again, 'Thử lại' brings the orders back. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.error500('getOrderdeposits')),
  play: async ({ canvas, canvasElement, msw }) => {
    await retryAfterLoadError(canvasElement, msw, 'getOrderdeposits', async () => {
      const [first] = awaitingCodes();
      await expect(await canvas.findByRole('link', { name: first ?? '' })).toBeVisible();
    });
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.slow('getOrderdeposits')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};


/** Issue 12 §1: a 502 HTML page: `Chưa rõ kết quả` with the transaction list's link; the order stays ticked. */
export const UnclearOutcome: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.badGateway('updateorderdeposit')),
  play: async ({ canvasElement }) => {
    const ticked = await tickFirstAndConfirm(canvasElement, { table: 'Đơn hàng chờ đặt cọc', summary: 'Tổng thanh toán', action: 'Đặt cọc' });
    await acknowledgeUnclearOutcome({ name: 'Xem lịch sử giao dịch', href: '#/transaction/list' });
    await expect(await findErrorArea(canvasElement, 'Chưa rõ kết quả')).toHaveTextContent(/^Chưa rõ kết quả: chưa biết thanh toán tiền đặt cọc/);
    await expect(ticked).toBeChecked();
  },
};

/** A 409 with the server's lines: in the screen's error area, once; the order stays ticked. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.refused('updateorderdeposit', 409, ['Đơn hàng đã được đặt cọc ở một thiết bị khác.'])),
  play: async ({ canvasElement }) => {
    const ticked = await tickFirstAndConfirm(canvasElement, { table: 'Đơn hàng chờ đặt cọc', summary: 'Tổng thanh toán', action: 'Đặt cọc' });
    await findErrorArea(canvasElement, 'Đơn hàng đã được đặt cọc ở một thiết bị khác.');
    await expectNoAlertDialog();
    await expect(ticked).toBeChecked();
  },
};
