import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import TransactionGroup from '../../../src/app/routes/groups/transaction';
import { scenarios } from '../../../src/mocks';
import { acknowledgeUnclearOutcome, expectNoAlertDialog, findErrorArea, routeMeta } from './support';

/** The deposit declaration (#/transaction/deposit), wired: useTopUp → POST /api/customer/deposit → the mock world. */
const meta = {
  title: 'App/Routes/Deposit',
  component: TransactionGroup,
  ...routeMeta('/transaction/deposit'),
} satisfies Meta<typeof TransactionGroup>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Khai báo nạp tiền' }));
const amountField = (canvas: Canvas) => form(canvas).getByRole('textbox', { name: 'Số tiền đã chuyển' });

async function declare(canvas: Canvas) {
  await userEvent.type(await within(await canvas.findByRole('form', { name: 'Khai báo nạp tiền' })).findByRole('textbox', { name: 'Số tiền đã chuyển' }), '2000000');
  await userEvent.selectOptions(form(canvas).getByRole('combobox', { name: 'Ngân hàng bạn chuyển từ' }), 'Vietcombank');
  await userEvent.click(form(canvas).getByRole('button', { name: 'Gửi yêu cầu nạp tiền' }));
}

/**
 * Issue 12 §1: the proxy answers its HTML 502 page. The money may or may not have moved: the alert
 * starts with `Chưa rõ kết quả` and links to the deposit history, the form says the same and keeps
 * what was typed, so the same declaration can be sent again (with the same Idempotency-Key).
 */
export const UnclearOutcome: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.badGateway('deposit')),
  play: async ({ canvas, canvasElement }) => {
    await declare(canvas);
    await acknowledgeUnclearOutcome({ name: 'Xem lịch sử nạp tiền', href: '#/transaction/deposit' });
    const area = await findErrorArea(canvasElement, 'Chưa rõ kết quả');
    await expect(area).toHaveTextContent(/^Chưa rõ kết quả: chưa biết yêu cầu nạp tiền 2\.000\.000\s₫ đã được ghi nhận hay chưa/);
    await expect(area).not.toHaveTextContent('Bad Gateway');
    await expect(amountField(canvas)).toHaveValue('2.000.000\u00a0₫');
    await expect(form(canvas).getByRole('combobox', { name: 'Ngân hàng bạn chuyển từ' })).toHaveDisplayValue('Vietcombank');
  },
};

/** A 409 with the server's lines: shown in the form's error area, once, in Vietnamese; the form keeps its values. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.refused('deposit', 409, ['Bạn đã có một yêu cầu nạp tiền đang chờ xử lý.', 'Vui lòng đợi nhân viên xác nhận.'])),
  play: async ({ canvas, canvasElement }) => {
    await declare(canvas);
    const area = await findErrorArea(canvasElement, 'Bạn đã có một yêu cầu nạp tiền đang chờ xử lý.');
    await expect(area).toHaveTextContent('Vui lòng đợi nhân viên xác nhận.');
    await expectNoAlertDialog();
    await expect(amountField(canvas)).toHaveValue('2.000.000\u00a0₫');
  },
};
