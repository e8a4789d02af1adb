import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { defaultTransactionFilters, TransactionsScreen, type TransactionFilters } from '../../../src/features/finance/TransactionsScreen';
import { longTransactions, transactionPage } from './data';

const meta = {
  title: 'Features/Finance/TransactionsScreen',
  component: TransactionsScreen,
  args: {
    status: 'ready',
    data: transactionPage,
    filters: defaultTransactionFilters,
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
    const table = canvas.getByRole('grid', { name: 'Giao dịch' });
    await expect(within(table).getByText('+5.000.000 ₫')).toBeVisible();
    await expect(within(table).getByText('−1.845.000 ₫')).toBeVisible();
    const links = within(table).getAllByRole('link', { name: 'DH2611-00123' });
    await expect(links[0]).toHaveAttribute('href', '#/order/detail/123');
    const totals = canvas.getByRole('region', { name: 'Tổng tiền vào, ra' });
    await expect(within(totals).getByText('+5.381.000 ₫')).toBeVisible();
    await expect(within(totals).getByText('−3.881.000 ₫')).toBeVisible();
    await expect(within(totals).getByText('47')).toBeVisible();
    await expect(canvas.getByText('Tổng tiền vào, ra tính trên 8 giao dịch đang hiển thị.')).toBeVisible();
    await expect(within(table).getByText('Nạp tiền')).toBeVisible();
  },
};

export const FilterByType: Story = {
  args: { filters: { ...defaultTransactionFilters, skip: 20 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Loại giao dịch/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Đặt cọc' }));
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
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultTransactionFilters, skip: 20, take: 20 });
    await expect(await canvas.findByText('Hiển thị 21–40 trên 47')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', data: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang tải…')).toBeInTheDocument();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
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
    await expect(canvas.getByText('−1.845.000 ₫')).toBeVisible();
    await expect(canvas.getByText('Trang 1/3')).toBeVisible();
  },
};
