import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import OrderGroup from '../../../src/app/routes/groups/order';
import { scenarios } from '../../../src/mocks';
import { acknowledgeUnclearOutcome, expectNoAlertDialog, findErrorArea, routeMeta } from './support';

/** The orders awaiting their final payment (#/order/order-wait-pay), wired: usePayRemainder → POST /api/order/updateorderpay. */
const meta = {
  title: 'App/Routes/PayRemainder',
  component: OrderGroup,
  ...routeMeta('/order/order-wait-pay'),
} satisfies Meta<typeof OrderGroup>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const payFirstOrder = async (canvas: Canvas) => {
  const grid = await canvas.findByRole('grid', { name: 'Đơn hàng chờ thanh toán' });
  const [firstRow] = within(grid).getAllByRole('row').slice(1);
  await userEvent.click(within(firstRow ?? grid).getByRole('checkbox'));
  await userEvent.click(within(canvas.getByRole('region', { name: 'Tổng thanh toán' })).getByRole('button', { name: 'Thanh toán' }));
  const question = await screen.findByRole('alertdialog', { name: 'Xác thực' });
  await userEvent.click(within(question).getByRole('button', { name: 'Thanh toán' }));
  return within(firstRow ?? grid).getByRole('checkbox');
};

/** Issue 12 §1: a 502 HTML page: `Chưa rõ kết quả` with the transaction list's link; the order stays ticked. */
export const UnclearOutcome: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.badGateway('updateorderpay')),
  play: async ({ canvas, canvasElement }) => {
    const ticked = await payFirstOrder(canvas);
    await acknowledgeUnclearOutcome({ name: 'Xem lịch sử giao dịch', href: '#/transaction/list' });
    await expect(await findErrorArea(canvasElement, 'Chưa rõ kết quả')).toHaveTextContent(/^Chưa rõ kết quả: chưa biết thanh toán tiền còn lại/);
    await expect(ticked).toBeChecked();
  },
};

/** A 409 with the server's lines: in the screen's error area, once; the order stays ticked. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.refused('updateorderpay', 409, ['Đơn hàng đã được thanh toán ở một thiết bị khác.'])),
  play: async ({ canvas, canvasElement }) => {
    const ticked = await payFirstOrder(canvas);
    await findErrorArea(canvasElement, 'Đơn hàng đã được thanh toán ở một thiết bị khác.');
    await expectNoAlertDialog();
    await expect(ticked).toBeChecked();
  },
};
