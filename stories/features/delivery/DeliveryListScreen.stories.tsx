import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultDeliveryListFilters, DeliveryListScreen, type DeliveryListFilters, type DeliveryListScreenProps } from '../../../src/features/delivery/DeliveryListScreen';
import { deliveryRequest, longProfile, requestPage } from './delivery.data';
import { inAppShell, paths } from '../shell/fixtures';
import { placeholderFits } from '../../support/geometry';
import { retriesOnceAfterLoadError } from '../../support/loadError';
import { expectPrintable, pressPrint, whilePrinted } from '../../support/print';

const filters: DeliveryListFilters = { ...defaultDeliveryListFilters, take: 10 };

const meta = {
  title: 'Features/Delivery/DeliveryListScreen',
  component: DeliveryListScreen,
  args: {
    filters,
    onFiltersChange: fn<(next: DeliveryListFilters) => void>(),
    status: 'ready',
    data: requestPage(47, 0, 10),
    onRetry: fn(),
    hrefs: {
      order: (id: number) => `#/order/detail/${id}`,
      create: '#/delivery/create-request',
    },
    debounceMs: 300,
  },
} satisfies Meta<typeof DeliveryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const bodyRows = (canvas: Canvas) => within(canvas.getByRole('table', { name: 'Phiếu giao' })).getAllByRole('row').slice(1);

/** Code, date, the orders as links to their pages, receiver and address, fee (or not priced yet), status. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Danh sách phiếu giao' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tạo yêu cầu giao' })).toHaveAttribute('href', '#/delivery/create-request');
    await expect(canvas.getByRole('search', { name: 'Lọc phiếu giao' })).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(10);

    const request = args.data!.Items[3]!;
    const row = bodyRows(canvas)[3]!;
    await expect(within(row).getByText(request.Code)).toBeVisible();
    const chips = within(row).getByRole('list', { name: `${request.ListOrders.length} đơn hàng` });
    await expect(within(chips).getAllByRole('link')).toHaveLength(request.ListOrders.length);
    for (const order of request.ListOrders) {
      await expect(within(chips).getByRole('link', { name: order.OrderCode })).toHaveAttribute('href', `#/order/detail/${order.OrderId}`);
    }
    await expect(within(row).getByText(request.Address)).toBeVisible();
    await expect(within(row).getByText('Đã giao')).toBeVisible();

    // The first request awaits approval: no fee yet.
    await expect(within(bodyRows(canvas)[0]!).getByText('Chưa tính phí')).toBeVisible();
    await expect(within(bodyRows(canvas)[0]!).getByText('Chờ duyệt')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Phân trang phiếu giao' })).toHaveTextContent('Hiển thị 1–10 trên 47');
  },
};

/** Choosing a status on page 3 reports the new filters from page 1. */
export const FilterByStatusResetsPage: Story = {
  args: { filters: { ...filters, skip: 20 }, data: requestPage(47, 20, 10) },
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Trạng thái' }), 'Đang giao');
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...filters, status: 3, skip: 0 });
  },
};

/** The filters kept as the app keeps them (in the hash): each change comes back as the new props. */
function Controlled(args: DeliveryListScreenProps) {
  const [current, setCurrent] = useState(args.filters);
  return (
    <DeliveryListScreen
      {...args}
      filters={current}
      onFiltersChange={(next) => {
        args.onFiltersChange(next);
        setCurrent(next);
      }}
    />
  );
}

/** Typing a keyword on page 2 reports once, after a pause, from page 1; clearing applies at once. */
export const KeywordResetsPage: Story = {
  render: (args) => <Controlled {...args} />,
  args: { filters: { ...filters, skip: 10 }, data: requestPage(47, 10, 10) },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm kiếm' }), 'DH2611');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledTimes(1));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...filters, keyword: 'DH2611', skip: 0 });
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá tìm kiếm' }));
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledTimes(2));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, keyword: '', skip: 0 });
  },
};

/** Dates are typed into the range's segments; the range is reported from page 1. */
export const FilterByDatesResetsPage: Story = {
  render: (args) => <Controlled {...args} />,
  args: { filters: { ...filters, skip: 30 }, data: requestPage(47, 30, 10) },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Ngày tạo' });
    const [firstSegment] = within(group).getAllByRole('spinbutton');
    await userEvent.click(firstSegment!);
    await userEvent.keyboard('01112026');
    await userEvent.keyboard('30112026');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, from: new Date(2026, 10, 1), end: new Date(2026, 10, 30), skip: 0 }));
    for (const [next] of args.onFiltersChange.mock.calls) await expect(next.skip).toBe(0);
  },
};

/** Paging keeps the filters and moves skip. */
export const NextPage: Story = {
  args: { filters: { ...filters, status: 4 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 2' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...filters, status: 4, skip: 10, take: 10 });
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
  args: { data: { Items: [], Total: 0 }, filters: { ...filters, keyword: 'KHONGCO' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Không có phiếu giao nào')).toBeVisible();
    await expect(canvas.getByText('Thử bỏ bớt bộ lọc hoặc chọn khoảng ngày khác.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveValue('KHONGCO');
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang phiếu giao' })).not.toBeInTheDocument();
  },
};

/** No request at all and no filter set: the list says what will come, not what to unfilter. */
export const EmptyNothingYet: Story = {
  args: { data: { Items: [], Total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chưa có phiếu giao nào')).toBeVisible();
    await expect(canvas.getByText('Phiếu giao sẽ hiện ở đây khi bạn tạo yêu cầu giao hàng.')).toBeVisible();
    await expect(canvas.queryByText(/Thử bỏ bớt bộ lọc/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', data: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', data: undefined },
  play: async ({ args, canvasElement }) => {
    await retriesOnceAfterLoadError(canvasElement, args.onRetry);
  },
};

/** A request of many orders, a long receiver, address and note: chips and text wrap, nothing spills. */
export const LongVietnameseText: Story = {
  args: {
    data: {
      Items: [
        deliveryRequest(0, {
          ...longProfile,
          ListOrders: Array.from({ length: 14 }, (_, index) => ({ OrderId: 1300 + index, OrderCode: `DH2611-${String(300 + index).padStart(5, '0')}` })),
          Note: 'Giao vào buổi sáng từ 8 giờ đến 11 giờ, gọi trước 30 phút; nếu không có người nhận thì gửi bảo vệ toà nhà ở sảnh tầng 1 và nhắn tin Zalo.',
        }),
        ...requestPage(3, 1, 2).Items,
      ],
      Total: 3,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(bodyRows(canvas)[0]!).getAllByRole('link')).toHaveLength(14);
    await expect(canvas.getByText(longProfile.Address)).toBeVisible();
    // Wide content scrolls inside the table's own box, never the page sideways.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <DeliveryListScreen {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await expect(getComputedStyle(bodyRows(canvas)[0]!).display).toBe('grid');
    // Every order of the first request is a link on its card.
    const orders = args.data!.Items[0]!.ListOrders;
    await expect(within(bodyRows(canvas)[0]!).getAllByRole('link').map((link) => link.textContent)).toEqual(orders.map((order) => order.OrderCode));
  },
};

/** At 1280 px beside the sidebar the search box is one 228 px filter column: its example shows whole. */
export const DesktopInShell: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
  decorators: [inAppShell(paths.deliveryList)],
  play: async ({ canvas }) => {
    const search = canvas.getByRole<HTMLInputElement>('searchbox', { name: 'Tìm kiếm' });
    await expect({ placeholder: search.placeholder, fits: placeholderFits(search) }).toMatchObject({ fits: true });
  },
};

/**
 * A delivery request has no page of its own: its row in this list is what is printed. `In` asks the app to
 * print; on paper the rows, their request and order codes whole, without the shell, filters or buttons.
 */
export const Print: Story = {
  args: { onPrint: fn() },
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    layout: 'fullscreen',
    visual: { skip: 'Checks the printed page in print media; the screen baselines are shot in screen media, where this is Default.' },
  },
  decorators: [inAppShell(paths.deliveryList)],
  play: async ({ args, canvas, canvasElement }) => {
    await pressPrint(canvasElement, args.onPrint);
    const rows = bodyRows(canvas);
    const codes = args.data!.Items.slice(0, rows.length).map((request, index) => within(rows[index]!).getByText(request.Code));
    const orderCodes = within(rows[3]!).getAllByRole('link');
    const screenOnly = [canvas.getByRole('search', { name: 'Lọc phiếu giao' }), canvas.getByRole('combobox', { name: /Số dòng/ })];
    await whilePrinted(async () => {
      await expectPrintable(canvasElement.ownerDocument, [...codes, ...orderCodes]);
      for (const part of screenOnly) await expect(part).not.toBeVisible();
      for (const row of rows) await expect(getComputedStyle(row).breakInside).toBe('avoid');
    });
  },
};
