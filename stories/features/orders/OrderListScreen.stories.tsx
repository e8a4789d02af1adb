import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OrderListScreen, type OrderListFilters } from '../../../src/features/orders/OrderListScreen';
import { orderPage, warehouses } from './data';

const filters: OrderListFilters = { orderCode: '', state: null, wareHouse: null, from: null, end: null, skip: 0, take: 10 };

const meta = {
  title: 'Features/Orders/OrderListScreen',
  component: OrderListScreen,
  args: {
    filters,
    onFiltersChange: fn(),
    status: 'ready',
    data: orderPage(135, 0, 10),
    onRetry: fn(),
    warehouses,
    hrefs: {
      detail: (id: number) => `#/order/detail/${id}`,
      deposit: '#/order/order-wait-deposit',
      pay: '#/order/order-wait-pay',
      complaint: (id: number) => `#/order/complain?orderId=${id}`,
    },
    debounceMs: 300,
  },
} satisfies Meta<typeof OrderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const bodyRows = (canvas: Canvas) => within(canvas.getByRole('grid', { name: 'Đơn hàng' })).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Danh sách đơn hàng' })).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(10);
    const first = bodyRows(canvas)[0]!;
    const order = args.data!.Items[0]!;
    await expect(within(first).getByRole('link', { name: order.Code })).toHaveAttribute('href', `#/order/detail/${order.Id}`);
    // The first order awaits its deposit: its action leads to the deposit list.
    await expect(within(first).getByRole('link', { name: 'Đặt cọc' })).toHaveAttribute('href', '#/order/order-wait-deposit');
    await expect(canvas.getByRole('navigation', { name: 'Phân trang đơn hàng' })).toHaveTextContent('Hiển thị 1–10 trên 135');
  },
};

/** Choosing a state reports the new filters from page 1. */
export const FilterByState: Story = {
  args: { filters: { ...filters, skip: 20 }, data: orderPage(135, 20, 10), stateCounts: { 1: 3, 9: 2 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Trạng thái/ }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Chờ thanh toán (2)' }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...args.filters, state: 9, skip: 0 });
  },
};

export const FilterByWarehouse: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Kho nhận hàng/ }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Kho TP. Hồ Chí Minh' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...filters, wareHouse: 2, skip: 0 });
  },
};

/** Typing the code reports once, after a pause; not once per key. */
export const TypingCodeIsDebounced: Story = {
  render: function Controlled(args) {
    const [current, setCurrent] = useState(args.filters);
    return (
      <OrderListScreen
        {...args}
        filters={current}
        onFiltersChange={(next) => {
          args.onFiltersChange(next);
          setCurrent(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Mã đơn hàng' }), 'DH125');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledTimes(1));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...filters, orderCode: 'DH125', skip: 0 });
    // Clearing applies at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá tìm kiếm' }));
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledTimes(2));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, orderCode: '', skip: 0 });
  },
};

/** Paging keeps the filters and moves skip. */
export const NextPage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 2' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...filters, skip: 10, take: 10 });
  },
};

/** The next page is loading: the previous one stays readable, with a note that it is updating. */
export const LoadingNextPage: Story = {
  args: { filters: { ...filters, skip: 10 }, isValidating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang cập nhật…')).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(10);
  },
};

export const Empty: Story = {
  args: { data: { Items: [], Total: 0 }, filters: { ...filters, orderCode: 'KHONGCO' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Không có đơn hàng nào')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang đơn hàng' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', data: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải…');
  },
};

export const LoadError: Story = {
  args: { status: 'error', data: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <OrderListScreen {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(bodyRows(canvas)[0]!).display).toBe('grid');
  },
};
