import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { defaultTransportListFilters, TransportListScreen, type TransportListFilters } from '../../../src/features/parcels/TransportListScreen';
import { longTextPage, oneOfEachStatus, removeClipboard, stubClipboard, transportPage } from './transport.data';
import { retriesOnceAfterLoadError } from '../../support/loadError';

const filters: TransportListFilters = { ...defaultTransportListFilters, take: 10 };
const writeText = fn<(text: string) => Promise<void>>(() => Promise.resolve());

const meta = {
  title: 'Features/Parcels/TransportListScreen',
  component: TransportListScreen,
  args: {
    filters,
    onFiltersChange: fn(),
    status: 'ready',
    data: transportPage(47, 0, 10),
    onRetry: fn(),
    hrefs: {
      detail: (id: number) => `#/order/transport/${id}`,
      order: (orderId: number) => `#/order/detail/${orderId}`,
    },
    debounceMs: 300,
  },
} satisfies Meta<typeof TransportListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const bodyRows = (canvas: Canvas) => within(canvas.getByRole('table', { name: 'Kiện hàng' })).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Danh sách kiện hàng' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Lọc kiện hàng' })).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(10);
    const parcel = args.data!.Items[0]!;
    const first = bodyRows(canvas)[0]!;
    // The tracking code opens the parcel; the order code opens the order.
    await expect(within(first).getByRole('link', { name: parcel.TransportCode })).toHaveAttribute('href', `#/order/transport/${parcel.Id}`);
    await expect(within(first).getByRole('link', { name: parcel.OrderCode })).toHaveAttribute('href', `#/order/detail/${parcel.OrderId!}`);
    await expect(within(first).getByRole('button', { name: `Sao chép mã vận đơn ${parcel.TransportCode}` })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Phân trang kiện hàng' })).toHaveTextContent('Hiển thị 1–10 trên 47');
  },
};

/** Weight and volume once measured; 'Chưa cân' before; every status in words. */
export const WeightsAndStatuses: Story = {
  args: { data: oneOfEachStatus() },
  play: async ({ args, canvas }) => {
    const grid = canvas.getByRole('table', { name: 'Kiện hàng' });
    const rows = args.data!.Items;
    const unweighed = rows.filter((row) => row.Weight === null && (row.Volume ?? null) === null).length;
    const measured = rows.filter((row) => row.Weight !== null && row.Volume !== null && row.Volume !== undefined).length;
    // The seed has both kinds, so each count below says something.
    await expect([unweighed > 0, measured > 0]).toEqual([true, true]);
    await expect(within(grid).getAllByText('Chưa cân')).toHaveLength(unweighed);
    await expect(within(grid).getAllByText(/^\d+(,\d+)? kg · \d+(,\d+)? m³$/)).toHaveLength(measured);
    // One parcel of each status, each status in words once.
    for (const label of ['Shop đã phát hàng', 'Về kho Trung Quốc', 'Đang vận chuyển', 'Về kho Việt Nam', 'Đang giao hàng', 'Đã giao hàng', 'Thất lạc']) {
      await expect(within(grid).getAllByText(label)).toHaveLength(1);
    }
  },
};

/** Choosing a status reports the new filters from the first page. */
export const FilterByStatus: Story = {
  args: { filters: { ...filters, skip: 20 }, data: transportPage(47, 20, 10) },
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Trạng thái' }), 'Về kho Việt Nam');
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...args.filters, status: 4, skip: 0 });
  },
};

/** 'Tất cả trạng thái' takes the status filter off, again from the first page. */
export const ClearStatus: Story = {
  args: { filters: { ...filters, status: 7, skip: 10 } },
  play: async ({ args, canvas }) => {
    const status = canvas.getByRole('combobox', { name: 'Trạng thái' });
    await expect(status).toHaveDisplayValue('Thất lạc');
    await userEvent.selectOptions(status, 'Tất cả trạng thái');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...args.filters, status: null, skip: 0 });
  },
};

/** Typing a code reports once, after a pause, from the first page; not once per key. */
export const TypingCodesIsDebounced: Story = {
  args: { filters: { ...filters, skip: 20 } },
  // Keeps the filters the screen reports, as the app's hash query does.
  render: function Controlled(args) {
    const [current, setCurrent] = useState(args.filters);
    return (
      <TransportListScreen
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
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Mã vận đơn' }), 'YT75');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledTimes(1));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...filters, transportCode: 'YT75', skip: 0 });

    // The second box keeps the first one's code.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Mã đơn hàng' }), 'DH2611');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledTimes(2));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, transportCode: 'YT75', code: 'DH2611', skip: 0 });

    // Clearing applies at once.
    const orderBox = canvas.getByRole('searchbox', { name: 'Mã đơn hàng' });
    await userEvent.click(within(orderBox.parentElement!).getByRole('button', { name: 'Xoá tìm kiếm' }));
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledTimes(3));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, transportCode: 'YT75', code: '', skip: 0 });
  },
};

/** Enter applies the code at once, without waiting for the pause. */
export const EnterAppliesCode: Story = {
  args: { debounceMs: 60_000 },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Mã đơn hàng' }), ' DH2611-00142 {Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...filters, code: 'DH2611-00142', skip: 0 });
  },
};

/** The copy button puts the tracking code on the clipboard and says so. */
export const CopyTrackingCode: Story = {
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard(writeText);
  },
  play: async ({ args, canvas }) => {
    const parcel = args.data!.Items[1]!;
    await userEvent.click(canvas.getByRole('button', { name: `Sao chép mã vận đơn ${parcel.TransportCode}` }));
    await expect(writeText).toHaveBeenCalledTimes(1);
    await expect(writeText).toHaveBeenCalledWith(parcel.TransportCode);
    const toast = await screen.findByText('Đã sao chép');
    await expect(toast.closest('[role="status"]')).not.toBeNull();
    // The keyboard too.
    canvas.getByRole('button', { name: `Sao chép mã vận đơn ${args.data!.Items[2]!.TransportCode}` }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenLastCalledWith(args.data!.Items[2]!.TransportCode);
  },
};

/** No clipboard (an http page on a LAN address): the code is selected for copying by hand. */
export const CopyWithoutClipboard: Story = {
  beforeEach: () => removeClipboard(),
  play: async ({ args, canvas }) => {
    const parcel = args.data!.Items[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Sao chép mã vận đơn ${parcel.TransportCode}` }));
    const note = await screen.findByText(/Mã đã được chọn sẵn/);
    await waitFor(() => expect(note).toBeVisible());
    await expect(window.getSelection()?.toString()).toBe(parcel.TransportCode);
  },
};

/** Paging keeps the filters and moves skip. */
export const NextPage: Story = {
  args: { filters: { ...filters, status: 4 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 2' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...args.filters, skip: 10, take: 10 });
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

/** A long page: fifty parcels at once, deep into a long list. */
export const LongList: Story = {
  args: { filters: { ...filters, skip: 150, take: 50 }, data: transportPage(240, 150, 50) },
  play: async ({ canvas }) => {
    await expect(bodyRows(canvas)).toHaveLength(50);
    await expect(canvas.getByRole('navigation', { name: 'Phân trang kiện hàng' })).toHaveTextContent('Hiển thị 151–200 trên 240');
  },
};

/** Long order codes and warehouse names wrap inside their cells. */
export const LongText: Story = {
  args: { data: longTextPage() },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('table', { name: 'Kiện hàng' });
    await expect(within(grid).getAllByText(/^Kho Thành phố Hồ Chí Minh – Quận Tân Bình/)).toHaveLength(6);
    // Nothing sticks out of the page sideways.
    const scroller = grid.parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1);
  },
};

/** Filters that match nothing: say so, and how to widen the search. */
export const EmptyFiltered: Story = {
  args: { data: { Items: [], Total: 0 }, filters: { ...filters, transportCode: 'KHONGCO' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Không có kiện hàng nào khớp bộ lọc')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang kiện hàng' })).not.toBeInTheDocument();
  },
};

/** A new customer without parcels yet. */
export const Empty: Story = {
  args: { data: { Items: [], Total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chưa có kiện hàng nào')).toBeVisible();
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
  play: async ({ args, canvasElement }) => {
    await retriesOnceAfterLoadError(canvasElement, args.onRetry);
  },
};

/** On a 375 px phone each parcel is a card, its fields named. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <TransportListScreen {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const first = bodyRows(canvas)[0]!;
    await expect(getComputedStyle(first).display).toBe('grid');
    await expect(within(first).getByRole('link', { name: args.data!.Items[0]!.TransportCode })).toBeVisible();
  },
};
