import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultTransactionFilters, TransactionsScreen, type TransactionFilters } from '../../../src/features/finance/TransactionsScreen';
import { longTransactions, orderPayment, pageMoneyIn, pageMoneyOut, signedMoney, topUp, TRANSACTION_SKIP, transactionPage } from './finance.data';

const meta = {
  title: 'Features/Finance/TransactionsScreen',
  component: TransactionsScreen,
  args: {
    status: 'ready',
    data: transactionPage,
    // The page the data is (see data.ts).
    filters: { ...defaultTransactionFilters, skip: TRANSACTION_SKIP },
    onFiltersChange: fn(),
    onRetry: fn(),
    orderHref: (id: number) => `#/order/detail/${String(id)}`,
  },
  // Filters are the app's (the hash query): this keeps them in state so the controls respond.
  render: function StatefulTransactions(args) {
    const [filters, setFilters] = useState<TransactionFilters>(args.filters);
    return (
      <TransactionsScreen
        {...args}
        filters={filters}
        onFiltersChange={(next) => {
          args.onFiltersChange(next);
          setFilters(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TransactionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signs are text ('+', '−'), not colour alone; order codes link to the order; totals for the list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lịch sử giao dịch' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Giao dịch' });
    await expect(within(table).getByText(signedMoney(topUp.Amount))).toBeVisible();
    await expect(within(table).getAllByText(signedMoney(orderPayment.Amount))[0]).toBeVisible();
    const links = within(table).getAllByRole('link', { name: orderPayment.OrderCode ?? '' });
    await expect(links[0]).toHaveAttribute('href', `#/order/detail/${String(orderPayment.OrderId)}`);
    const totals = canvas.getByRole('region', { name: 'Tổng tiền vào, ra' });
    await expect(within(totals).getByText(signedMoney(pageMoneyIn))).toBeVisible();
    await expect(within(totals).getByText(signedMoney(pageMoneyOut))).toBeVisible();
    await expect(within(totals).getByText(String(transactionPage.Total))).toBeVisible();
    await expect(canvas.getByText(`Tổng tiền vào, ra tính trên ${String(transactionPage.Items.length)} giao dịch đang hiển thị.`)).toBeVisible();
    await expect(within(table).getByText('Nạp tiền')).toBeVisible();
  },
};

export const FilterByType: Story = {
  args: { filters: { ...defaultTransactionFilters, skip: 20 } },
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Loại giao dịch' }), 'Đặt cọc');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultTransactionFilters, transactionType: 3, skip: 0 });
  },
};

/** Enter searches; the code is trimmed and the list starts again at the first page. */
export const SearchByOrderCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Mã đơn hàng' }), '  DH2611-00123 {Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultTransactionFilters, orderCode: 'DH2611-00123' });
  },
};

/** The same box as every list: a pause in typing applies the code too, once. */
export const SearchAppliesAfterPause: Story = {
  args: { debounceMs: 300 },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Mã đơn hàng' }), 'DH2611');
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledWith({ ...defaultTransactionFilters, orderCode: 'DH2611' }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
  },
};

export const NextPage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Trang sau' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultTransactionFilters, skip: TRANSACTION_SKIP + 20, take: 20 });
    await expect(await canvas.findByText(`Hiển thị ${String(TRANSACTION_SKIP + 21)}–${String(TRANSACTION_SKIP + 40)} trên ${String(transactionPage.Total)}`)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', data: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang tải…')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: { Items: [], Total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chưa có giao dịch nào' })).toBeVisible();
  },
};

export const EmptyAfterFilter: Story = {
  args: { data: { Items: [], Total: 0 }, filters: { ...defaultTransactionFilters, orderCode: 'DH0000', from: new Date(2026, 10, 1), end: new Date(2026, 10, 20) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Không có giao dịch nào khớp bộ lọc' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Mã đơn hàng' })).toHaveValue('DH0000');
  },
};

export const Error: Story = {
  args: { status: 'error', data: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A huge refund, a long note, an unknown type code and a row without an order. */
export const LongContent: Story = {
  args: { data: longTransactions },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+1.234.567.890 ₫', { selector: 'td *' })).toBeVisible();
    await expect(canvas.getByText('Không rõ (42)')).toBeVisible();
    await expect(canvas.getByText('−1 ₫', { selector: 'td *' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(signedMoney(orderPayment.Amount))[0]).toBeVisible();
    await expect(canvas.getByText(`Trang ${String(TRANSACTION_SKIP / 20 + 1)}/${String(Math.ceil(transactionPage.Total / 20))}`)).toBeVisible();
  },
};
