import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import DeliveryGroup from '../../../src/app/routes/groups/delivery';
import { scenarios } from '../../../src/mocks';
import { acknowledgeUnclearOutcome, expectNoAlertDialog, findErrorArea, routeMeta, tickFirstAndConfirm } from './support';

/** A delivery request (#/delivery/create-request), wired: useCreateDeliveryRequest → POST /api/order/createrequestdelivery. */
const meta = {
  title: 'App/Routes/DeliveryCreate',
  component: DeliveryGroup,
  ...routeMeta('/delivery/create-request'),
} satisfies Meta<typeof DeliveryGroup>;

export default meta;
type Story = StoryObj<typeof meta>;


/** Issue 12 §1: a 502 HTML page: `Chưa rõ kết quả` with the delivery list's link; the choice and receiver are kept. */
export const UnclearOutcome: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.badGateway('createrequestdelivery')),
  play: async ({ canvas, canvasElement }) => {
    const ticked = await tickFirstAndConfirm(canvasElement, { table: 'Đơn hàng ở kho Việt Nam', summary: 'Tổng yêu cầu giao', action: 'Gửi yêu cầu giao' });
    await acknowledgeUnclearOutcome({ name: 'Xem danh sách phiếu giao', href: '#/delivery/list-request' });
    await expect(await findErrorArea(canvasElement, 'Chưa rõ kết quả')).toHaveTextContent(/^Chưa rõ kết quả: chưa biết yêu cầu giao hàng đã được ghi nhận hay chưa/);
    await expect(ticked).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Người nhận' })).not.toHaveValue('');
  },
};

/** A 409 with the server's lines: in the screen's error area, once; the choice is kept. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.refused('createrequestdelivery', 409, ['Đơn hàng đã nằm trong một phiếu giao khác.'])),
  play: async ({ canvasElement }) => {
    const ticked = await tickFirstAndConfirm(canvasElement, { table: 'Đơn hàng ở kho Việt Nam', summary: 'Tổng yêu cầu giao', action: 'Gửi yêu cầu giao' });
    await findErrorArea(canvasElement, 'Đơn hàng đã nằm trong một phiếu giao khác.');
    await expectNoAlertDialog();
    await expect(ticked).toBeChecked();
  },
};
