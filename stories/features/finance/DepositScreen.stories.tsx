import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DepositScreen } from '../../../src/features/finance/DepositScreen';
import { defaultHistoryFilters, type HistoryFilters } from '../../../src/features/finance/FinanceParts';
import { financeMessages, type DepositRequest } from '../../../src/features/finance/model';
import { bankAccounts } from '../../../src/mocks/fixtures/reference';
import { BALANCE, depositPage, money, newestDeposit } from './finance.data';
import { InAppShell, paths } from '../shell/fixtures';

const meta = {
  title: 'Features/Finance/DepositScreen',
  component: DepositScreen,
  args: {
    balance: BALANCE,
    userName: 'nguyễn.văn.an',
    bankAccounts,
    onCopy: fn(),
    onSubmit: fn<(request: DepositRequest) => Promise<void>>(() => Promise.resolve()),
    history: { status: 'ready', data: depositPage, filters: defaultHistoryFilters, onFiltersChange: fn(), onRetry: fn() },
  },
  render: function StatefulDeposit(args) {
    const [filters, setFilters] = useState<HistoryFilters>(args.history.filters);
    return (
      <DepositScreen
        {...args}
        history={{
          ...args.history,
          filters,
          onFiltersChange: (next) => {
            args.history.onFiltersChange(next);
            setFilters(next);
          },
        }}
      />
    );
  },
} satisfies Meta<typeof DepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Khai báo nạp tiền' }));
const amountField = (canvas: Canvas) => form(canvas).getByRole('textbox', { name: 'Số tiền đã chuyển' });
const submitButton = (canvas: Canvas) => form(canvas).getByRole('button', { name: 'Gửi yêu cầu nạp tiền' });

async function fillValid(canvas: Canvas) {
  await userEvent.type(amountField(canvas), '2000000');
  await userEvent.click(form(canvas).getByRole('button', { name: /Ngân hàng bạn chuyển từ/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Vietcombank' }));
  await userEvent.type(form(canvas).getByRole('textbox', { name: 'Ghi chú' }), ' Nạp đặt cọc ');
}

const validRequest: DepositRequest = { Amount: 2_000_000, BankName: 'Vietcombank', TransferContent: 'NAP TIEN NGUYENVANAN', Note: 'Nạp đặt cọc' };

/** Balance, where to transfer, the suggested content and the history with its status tags. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nạp tiền' })).toBeVisible();
    await expect(canvas.getByText(money(BALANCE))).toBeVisible();
    const accounts = canvas.getByRole('list', { name: 'Tài khoản nhận tiền' });
    await expect(within(accounts).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(accounts).getByText('0451000386868')).toBeVisible();
    await expect(form(canvas).getByRole('textbox', { name: 'Nội dung chuyển khoản' })).toHaveValue('NAP TIEN NGUYENVANAN');
    const history = canvas.getByRole('grid', { name: 'Lịch sử nạp tiền' });
    // The newest request waits for staff; older ones were approved and one refused.
    await expect(within(history).getByRole('row', { name: new RegExp(newestDeposit.Code) })).toHaveTextContent('Chờ xử lý');
    await expect(within(history).getAllByText('Thành công')[0]).toBeVisible();
    await expect(within(history).getAllByText('Từ chối')[0]).toBeVisible();
    await expect(canvas.queryByText(financeMessages.amountRequired)).not.toBeInTheDocument();
  },
};

/** The app does the clipboard; the screen confirms it with 'Đã sao chép'. */
export const CopyAccountNumber: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sao chép số tài khoản Vietcombank' });
    await userEvent.click(button);
    await expect(args.onCopy).toHaveBeenCalledWith('0451000386868');
    await expect(await canvas.findByText('Đã sao chép')).toBeVisible();
    canvas.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenLastCalledWith('NAP TIEN NGUYENVANAN');
  },
};

export const CopyFailed: Story = {
  args: { onCopy: fn(() => Promise.reject(new globalThis.Error('denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    await expect(await canvas.findByText('Không sao chép được')).toBeVisible();
  },
};

/** Errors appear only after a submit, with the model's messages; nothing is sent. */
export const SubmitEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.clear(form(canvas).getByRole('textbox', { name: 'Nội dung chuyển khoản' }));
    await expect(canvas.queryByText(financeMessages.transferContentRequired)).not.toBeInTheDocument();
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(financeMessages.amountRequired)).toBeVisible();
    await expect(canvas.getByText(financeMessages.bankRequired)).toBeVisible();
    await expect(canvas.getByText(financeMessages.transferContentRequired)).toBeVisible();
    await waitFor(() => expect(amountField(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BelowMinimum: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(amountField(canvas), '5000');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(financeMessages.depositMin)).toBeVisible();
    await expect(amountField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid declaration is sent once, even on a double click; the amount shows with vi-VN grouping. */
export const ValidSubmit: Story = {
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await expect(amountField(canvas)).toHaveValue('2.000.000\u00a0₫');
    await userEvent.dblClick(submitButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(validRequest);
    await waitFor(() => expect(screen.getByText(/Đã gửi yêu cầu nạp 2\.000\.000 ₫/)).toBeVisible());
    await waitFor(() => expect(amountField(canvas)).toHaveValue(''));
  },
};

/** While the request runs, the button is busy and Enter sends nothing more. */
export const Pending: Story = {
  args: { onSubmit: fn<(request: DepositRequest) => Promise<void>>(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(submitButton(canvas)).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(amountField(canvas));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(submitButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** SPEC §8: a 400's lines, as text, on the form. */
export const ServerErrors: Story = {
  args: { serverErrors: ['Bạn đã có một yêu cầu nạp tiền đang chờ xử lý.', '<b>Vui lòng</b> đợi nhân viên xác nhận.'] },
  play: async ({ canvas }) => {
    const alert = form(canvas).getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await expect(alert).toHaveTextContent('<b>Vui lòng</b> đợi nhân viên xác nhận.');
    await expect(alert.querySelector('b')).toBeNull();
  },
};

export const HistoryFilter: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Trạng thái/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Thành công' }));
    await expect(args.history.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultHistoryFilters, status: 2 });
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
    await expect(canvas.getByRole('heading', { name: 'Chưa có yêu cầu nạp tiền nào' })).toBeVisible();
  },
};

export const HistoryError: Story = {
  args: { history: { ...meta.args.history, status: 'error', data: undefined } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.history.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const AccountsLoading: Story = {
  args: { bankAccountsStatus: 'loading', bankAccounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang tải tài khoản ngân hàng…')).toBeInTheDocument();
  },
};

export const AccountsEmpty: Story = {
  args: { bankAccounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chưa có tài khoản nhận tiền' })).toBeVisible();
  },
};

export const AccountsError: Story = {
  args: { bankAccountsStatus: 'error', bankAccounts: [], onBankAccountsRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onBankAccountsRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    balance: 9_876_543_210,
    bankAccounts: [
      {
        BankName: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (BIDV)',
        AccountName: 'CONG TY TNHH THUONG MAI DICH VU GIAO NHAN VAN TAI QUOC TE VIET TRUNG',
        AccountNumber: '12010000123456789012',
        Branch: 'Chi nhánh Sở giao dịch 1, 20 Hàng Tre, phường Hoàn Kiếm, Hà Nội',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12010000123456789012')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sao chép số tài khoản Vietcombank' })).toBeVisible();
  },
};

/** Whether every account's `Sao chép` sits beside its number, not on a line below it. */
async function copyButtonsBesideNumbers(canvas: Canvas) {
  const accounts = canvas.getByRole('list', { name: 'Tài khoản nhận tiền' });
  for (const account of bankAccounts) {
    const number = within(accounts).getByText(account.AccountNumber).getBoundingClientRect();
    const button = within(accounts).getByRole('button', { name: `Sao chép số tài khoản ${account.BankName}` }).getBoundingClientRect();
    await expect({ bank: account.BankName, besideNumber: button.top < number.bottom && button.left >= number.right }).toEqual({ bank: account.BankName, besideNumber: true });
  }
}

/**
 * The bank accounts at 1280 px beside the sidebar: the longest number (Techcombank, 14 digits) keeps its
 * `Sao chép` beside it.
 */
export const AccountsInShell: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <InAppShell currentPath={paths.deposit}>
        <Story />
      </InAppShell>
    ),
  ],
  play: async ({ canvas }) => {
    await copyButtonsBesideNumbers(canvas);
  },
};

/** On a phone, `Đã sao chép` appears without pushing the button off its number's line. */
export const CopiedOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sao chép số tài khoản Techcombank' }));
    await expect(await canvas.findByText('Đã sao chép')).toBeVisible();
    await copyButtonsBesideNumbers(canvas);
  },
};
