import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { defaultHistoryFilters } from '../../../src/features/finance/FinanceParts';
import { financeMessages, type WithdrawalRequest } from '../../../src/features/finance/model';
import { WithdrawalScreen } from '../../../src/features/finance/WithdrawalScreen';
import { inAppShell, paths } from '../shell/fixtures';
import { BALANCE, money, newestWithdrawal, withdrawalPage } from './finance.data';

const meta = {
  title: 'Features/Finance/WithdrawalScreen',
  component: WithdrawalScreen,
  args: {
    balance: BALANCE,
    onSubmit: fn<(request: WithdrawalRequest) => Promise<void>>(() => Promise.resolve()),
    history: { status: 'ready', data: withdrawalPage, filters: defaultHistoryFilters, onFiltersChange: fn(), onRetry: fn() },
  },
} satisfies Meta<typeof WithdrawalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Yêu cầu rút tiền' }));
const amountField = (canvas: Canvas) => form(canvas).getByRole('textbox', { name: 'Số tiền rút' });
const submitButton = (canvas: Canvas) => form(canvas).getByRole('button', { name: 'Rút tiền' });

async function fill(canvas: Canvas, amount: string, holder = 'NGUYEN VAN AN') {
  await userEvent.type(amountField(canvas), amount);
  await userEvent.selectOptions(form(canvas).getByRole('combobox', { name: 'Ngân hàng' }), 'Techcombank');
  // Pasted, as customers copy account details from their bank app.
  await userEvent.click(form(canvas).getByRole('textbox', { name: 'Số tài khoản' }));
  await userEvent.paste('1903 6868 6860 18');
  await userEvent.click(form(canvas).getByRole('textbox', { name: 'Chủ tài khoản' }));
  await userEvent.paste(holder);
}

const validRequest: WithdrawalRequest = {
  Amount: 1_500_000,
  BankName: 'Techcombank',
  AccountNumber: '19036868686018',
  AccountHolder: 'NGUYEN VAN AN',
  Note: '',
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rút tiền' })).toBeVisible();
    await expect(canvas.getByText('Số dư có thể rút')).toBeVisible();
    await expect(canvas.getByText(money(BALANCE))).toBeVisible();
    const history = canvas.getByRole('table', { name: 'Lịch sử rút tiền' });
    await expect(within(history).getByRole('row', { name: new RegExp(newestWithdrawal.Code) })).toHaveTextContent('Chờ xử lý');
    await expect(within(history).getByText('Từ chối')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SubmitEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(financeMessages.amountRequired)).toBeVisible();
    await expect(canvas.getByText(financeMessages.bankRequired)).toBeVisible();
    await expect(canvas.getByText(financeMessages.accountNumberRequired)).toBeVisible();
    await expect(canvas.getByText(financeMessages.accountHolderRequired)).toBeVisible();
    await waitFor(() => expect(amountField(canvas)).toHaveFocus());
    await expect(screen.queryByRole('alertdialog', { name: 'Xác nhận rút tiền' })).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * On a phone, in the app's frame, the form sent empty with its top under the sticky header: the browser
 * scrolls to the amount the form focuses, and stops with its label below the header, not under it.
 */
export const SubmitEmptyOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { layout: 'fullscreen' },
  decorators: [inAppShell(paths.withdrawal)],
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    const label = form(canvas).getByText('Số tiền rút', { selector: 'label' });
    // Scrolled as a customer on a short screen is, down to the form's foot: the amount's label is under
    // the header, the box itself just below it.
    window.scrollBy(0, label.getBoundingClientRect().bottom - header.getBoundingClientRect().bottom + 4);
    await expect(label.getBoundingClientRect().top).toBeLessThan(header.getBoundingClientRect().bottom);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(amountField(canvas)).toHaveFocus());
    await waitFor(() => expect(label.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom));
  },
};

/** More than the balance is refused before any question or request. */
export const InsufficientBalance: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, String(BALANCE + 1));
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Số dư không đủ')).toBeVisible();
    await expect(amountField(canvas)).toHaveAccessibleDescription(/Số dư không đủ/);
    await expect(screen.queryByRole('alertdialog', { name: 'Xác nhận rút tiền' })).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidAccountNumber: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(form(canvas).getByRole('textbox', { name: 'Số tài khoản' }), '12ab');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(financeMessages.accountNumberInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The question repeats the amount and the account; 'Rút tiền' sends once, even after a double click. */
export const ConfirmAndSend: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, '1500000');
    await expect(amountField(canvas)).toHaveValue('1.500.000\u00a0₫');
    await userEvent.dblClick(submitButton(canvas));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận rút tiền' });
    await expect(dialog).toHaveTextContent('Rút 1.500.000 ₫ về tài khoản 19036868686018 (Techcombank) của NGUYEN VAN AN?');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rút tiền' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(validRequest);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Xác nhận rút tiền' })).not.toBeInTheDocument());
    // The toast region is inert while the modal is open; once it closes, the confirmation is seen.
    await waitFor(() => expect(screen.getByText('Đã gửi yêu cầu rút 1.500.000 ₫.')).toBeVisible());
    await waitFor(() => expect(amountField(canvas)).toHaveValue(''));
    // The emptied form is new elements: focus is on its submit button, where the customer left it, not lost.
    await waitFor(() => expect(submitButton(canvas)).toHaveFocus());
  },
};

/**
 * The holder typed with Vietnamese marks, as people write their names: the confirmation asks about the
 * name as on the card, and that is what is sent.
 */
export const HolderAsOnTheCard: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, '1500000', 'Nguyễn Văn An');
    await userEvent.click(submitButton(canvas));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận rút tiền' });
    await expect(dialog).toHaveTextContent('của NGUYEN VAN AN?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rút tiền' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(validRequest);
  },
};

/** 'Huỷ' (or Escape) sends nothing and keeps what was typed. */
export const ConfirmCancelled: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, '1500000');
    await userEvent.click(submitButton(canvas));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận rút tiền' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Xác nhận rút tiền' })).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(amountField(canvas)).toHaveValue('1.500.000\u00a0₫');
    await userEvent.click(submitButton(canvas));
    await screen.findByRole('alertdialog', { name: 'Xác nhận rút tiền' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Xác nhận rút tiền' })).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: { serverErrors: ['Tài khoản nhận không đúng tên chủ tài khoản.', 'Bạn chỉ được rút 3 lần mỗi ngày.'] },
  play: async ({ canvas }) => {
    const alert = form(canvas).getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await expect(alert).toHaveTextContent('Bạn chỉ được rút 3 lần mỗi ngày.');
  },
};

/** A refused request keeps the form as typed, so the customer can fix and try again. */
export const ServerRefused: Story = {
  args: { onSubmit: fn<(request: WithdrawalRequest) => Promise<void>>(() => Promise.reject(new globalThis.Error('400'))) },
  play: async ({ args, canvas }) => {
    await fill(canvas, '1500000');
    await userEvent.click(submitButton(canvas));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận rút tiền' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rút tiền' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(submitButton(canvas)).not.toHaveAttribute('aria-disabled'));
    await expect(amountField(canvas)).toHaveValue('1.500.000\u00a0₫');
  },
};

export const HistoryLoading: Story = {
  args: { history: { ...meta.args.history, status: 'loading', data: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang tải…')).toBeInTheDocument();
  },
};

export const HistoryEmpty: Story = {
  args: { history: { ...meta.args.history, data: { Items: [], Total: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chưa có yêu cầu rút tiền nào' })).toBeVisible();
  },
};

export const HistoryError: Story = {
  args: { history: { ...meta.args.history, status: 'error', data: undefined } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.history.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ZeroBalance: Story = {
  args: { balance: 0 },
  play: async ({ args, canvas }) => {
    await fill(canvas, '50000');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Số dư không đủ')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(submitButton(canvas)).toBeVisible();
  },
};
