import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import TransactionGroup from '../../../src/app/routes/groups/transaction';
import { scenarios } from '../../../src/mocks';
import { acknowledgeUnclearOutcome, expectNoAlertDialog, findErrorArea, routeMeta } from './support';

/** The withdrawal request (#/transaction/withdrawal), wired: useWithdraw → POST /api/customer/withdrawal → the mock world. */
const meta = {
  title: 'App/Routes/Withdrawal',
  component: TransactionGroup,
  ...routeMeta('/transaction/withdrawal'),
} satisfies Meta<typeof TransactionGroup>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Yêu cầu rút tiền' }));
const amountField = (canvas: Canvas) => form(canvas).getByRole('textbox', { name: 'Số tiền rút' });

async function requestWithdrawal(canvas: Canvas) {
  await canvas.findByRole('form', { name: 'Yêu cầu rút tiền' });
  await userEvent.type(amountField(canvas), '500000');
  await userEvent.selectOptions(form(canvas).getByRole('combobox', { name: 'Ngân hàng' }), 'Techcombank');
  await userEvent.click(form(canvas).getByRole('textbox', { name: 'Số tài khoản' }));
  await userEvent.paste('1903 6868 6860 18');
  await userEvent.click(form(canvas).getByRole('textbox', { name: 'Chủ tài khoản' }));
  await userEvent.paste('NGUYEN VAN AN');
  await userEvent.click(form(canvas).getByRole('button', { name: 'Rút tiền' }));
  const question = await screen.findByRole('alertdialog', { name: 'Xác nhận rút tiền' });
  await userEvent.click(within(question).getByRole('button', { name: 'Rút tiền' }));
}

/** Issue 12 §1: a 502 HTML page: `Chưa rõ kết quả` with the withdrawal history's link; the form keeps its values. */
export const UnclearOutcome: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.badGateway('withdrawal')),
  play: async ({ canvas, canvasElement }) => {
    await requestWithdrawal(canvas);
    await acknowledgeUnclearOutcome({ name: 'Xem lịch sử rút tiền', href: '#/transaction/withdrawal' });
    const area = await findErrorArea(canvasElement, 'Chưa rõ kết quả');
    await expect(area).toHaveTextContent(/^Chưa rõ kết quả: chưa biết yêu cầu rút tiền 500\.000\s₫ đã được ghi nhận hay chưa/);
    await expect(amountField(canvas)).toHaveValue('500.000\u00a0₫');
    await expect(form(canvas).getByRole('textbox', { name: 'Chủ tài khoản' })).toHaveValue('NGUYEN VAN AN');
  },
};

/** A 409 with the server's lines: in the form's error area, once; the form keeps its values. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.refused('withdrawal', 409, ['Yêu cầu rút tiền trước đó đang chờ xử lý.'])),
  play: async ({ canvas, canvasElement }) => {
    await requestWithdrawal(canvas);
    await findErrorArea(canvasElement, 'Yêu cầu rút tiền trước đó đang chờ xử lý.');
    await expectNoAlertDialog();
    await expect(amountField(canvas)).toHaveValue('500.000\u00a0₫');
  },
};
