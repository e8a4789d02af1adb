import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import OrderGroup from '../../../src/app/routes/groups/order';
import { scenarios } from '../../../src/mocks';
import { acknowledgeUnclearOutcome, expectNoAlertDialog, findErrorArea, routeMeta, tickFirstAndConfirm } from './support';

/** The orders awaiting their final payment (#/order/order-wait-pay), wired: usePayRemainder → POST /api/order/updateorderpay. */
const meta = {
  title: 'App/Routes/PayRemainder',
  component: OrderGroup,
  ...routeMeta('/order/order-wait-pay'),
} satisfies Meta<typeof OrderGroup>;

export default meta;
type Story = StoryObj<typeof meta>;


/** Issue 12 §1: a 502 HTML page: `Chưa rõ kết quả` with the transaction list's link; the order stays ticked. */
export const UnclearOutcome: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.badGateway('updateorderpay')),
  play: async ({ canvasElement }) => {
    const ticked = await tickFirstAndConfirm(canvasElement, { table: 'Đơn hàng chờ thanh toán', summary: 'Tổng thanh toán', action: 'Thanh toán' });
    await acknowledgeUnclearOutcome({ name: 'Xem lịch sử giao dịch', href: '#/transaction/list' });
    await expect(await findErrorArea(canvasElement, 'Chưa rõ kết quả')).toHaveTextContent(/^Chưa rõ kết quả: chưa biết thanh toán tiền còn lại/);
    await expect(ticked).toBeChecked();
  },
};

/** A 409 with the server's lines: in the screen's error area, once; the order stays ticked. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.refused('updateorderpay', 409, ['Đơn hàng đã được thanh toán ở một thiết bị khác.'])),
  play: async ({ canvasElement }) => {
    const ticked = await tickFirstAndConfirm(canvasElement, { table: 'Đơn hàng chờ thanh toán', summary: 'Tổng thanh toán', action: 'Thanh toán' });
    await findErrorArea(canvasElement, 'Đơn hàng đã được thanh toán ở một thiết bị khác.');
    await expectNoAlertDialog();
    await expect(ticked).toBeChecked();
  },
};
