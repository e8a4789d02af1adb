import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComplaintsScreen, defaultComplaintFilters, type ComplaintsScreenProps } from '../../../src/features/parcels/ComplaintsScreen';
import type { ComplaintRequest } from '../../../src/features/parcels/model';
import { complaintPage, complaintRow, longComplaint, orderOptions, pngFile, useOrderSource } from './complaint.data';
import { inside, placeholderFits } from '../../support/geometry';

/** The screen with its dialog working: opening and closing is kept here, the orders come from memory. */
function Screen(args: ComplaintsScreenProps) {
  const [isOpen, setOpen] = useState(args.isFormOpen);
  const source = useOrderSource(args.form);
  return (
    <ComplaintsScreen
      {...args}
      isFormOpen={isOpen}
      onFormOpenChange={(open) => {
        args.onFormOpenChange(open);
        setOpen(open);
      }}
      form={{ ...args.form, ...source }}
    />
  );
}

const meta = {
  title: 'Features/Parcels/ComplaintsScreen',
  component: ComplaintsScreen,
  args: {
    filters: defaultComplaintFilters,
    onFiltersChange: fn(),
    status: 'ready',
    data: complaintPage(37, 0, 10),
    onRetry: fn(),
    orderHref: (orderId: number) => `#/order/detail/${orderId}`,
    isFormOpen: false,
    onFormOpenChange: fn(),
    form: {
      orders: orderOptions,
      ordersStatus: 'ready',
      onOrderSearch: fn(),
      orderStatus: 'ready',
      onOrderChange: fn(),
      onOrderRetry: fn(),
      onSubmit: fn<(request: ComplaintRequest) => Promise<void>>(() => Promise.resolve()),
      debounceMs: 150,
    },
  },
  render: Screen,
} satisfies Meta<typeof ComplaintsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const grid = (canvas: Canvas) => canvas.getByRole('table', { name: 'Khiếu nại' });
const bodyRows = (canvas: Canvas) => within(grid(canvas)).getAllByRole('row').slice(1);
const dialog = () => screen.getByRole('dialog', { name: 'Tạo khiếu nại' });

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Khiếu nại' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Lọc khiếu nại' })).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(10);
    const first = within(bodyRows(canvas)[0]!);
    const row = args.data!.Items[0]!;
    await expect(first.getByRole('link', { name: row.OrderCode })).toHaveAttribute('href', `#/order/detail/${row.OrderId}`);
    await expect(first.getByText('Thiếu hàng')).toBeVisible();
    await expect(first.getByText(/^Sản phẩm: /)).toBeVisible();
    await expect(first.getByText('Chờ xử lý')).toBeVisible();
    await expect(first.getByText('Chưa có phản hồi')).toBeVisible();
    // A refunded complaint shows what was asked and what was refunded, and the answer with its date.
    const refunded = within(bodyRows(canvas)[2]!);
    await expect(refunded.getByText('Đã hoàn tiền')).toBeVisible();
    await expect(refunded.getByText('Yêu cầu')).toBeVisible();
    await expect(refunded.getByText('Đã hoàn')).toBeVisible();
    await expect(refunded.getByText('Đã hoàn tiền sản phẩm lỗi vào ví.')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Phân trang khiếu nại' })).toHaveTextContent('Hiển thị 1–10 trên 37');
  },
};

/** Choosing a status reports the new filter from page 1. */
export const FilterByStatus: Story = {
  args: { filters: { ...defaultComplaintFilters, skip: 20 }, data: complaintPage(37, 20, 10) },
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Trạng thái' }), 'Đã hoàn tiền');
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 3, skip: 0, take: 10 });
  },
};

/** Back to all statuses, from page 2: the filter goes and the list starts again at its first page. */
export const FilterBackToAll: Story = {
  args: { filters: { status: 3, skip: 10, take: 10 } },
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Trạng thái' }), 'Tất cả trạng thái');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: null, skip: 0, take: 10 });
  },
};

export const NextPage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 2' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: null, skip: 10, take: 10 });
  },
};

/** The next page is loading: the previous one stays readable, with a note that it is updating. */
export const LoadingNextPage: Story = {
  args: { filters: { ...defaultComplaintFilters, skip: 10 }, isValidating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang cập nhật…')).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(10);
  },
};

/** Fifty rows a page out of five hundred: the page stays a list, the pager stays short. */
export const LongList: Story = {
  args: { filters: { ...defaultComplaintFilters, take: 50, skip: 250 }, data: complaintPage(500, 250, 50) },
  play: async ({ canvas }) => {
    await expect(bodyRows(canvas)).toHaveLength(50);
    await expect(canvas.getByRole('navigation', { name: 'Phân trang khiếu nại' })).toHaveTextContent('Hiển thị 251–300 trên 500');
  },
};

export const LongVietnameseText: Story = {
  args: { data: { Items: [longComplaint, complaintRow(1), { ...longComplaint, Id: 4000, Status: 2, RefundAmount: null }], Total: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/Khi nhận hàng tôi phát hiện bộ ấm chén sứ bị nứt/)).toHaveLength(2);
    await expect(canvas.getAllByText(/Số tiền hoàn sẽ được cộng vào ví/)[0]).toBeVisible();
    const table = grid(canvas);
    // Long words and answers wrap inside the table; the page does not scroll sideways.
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth + 1);
  },
};

export const Empty: Story = {
  args: { data: { Items: [], Total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bạn chưa có khiếu nại nào')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang khiếu nại' })).not.toBeInTheDocument();
  },
};

export const EmptyForStatus: Story = {
  args: { filters: { ...defaultComplaintFilters, status: 4 }, data: { Items: [], Total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Không có khiếu nại nào ở trạng thái này')).toBeVisible();
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
  args: { data: { Items: [longComplaint, ...complaintPage(37, 0, 4).Items], Total: 37 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(getComputedStyle(bodyRows(canvas)[0]!).display).toBe('grid');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** `Tạo khiếu nại` opens the form in a dialog; Escape closes it and focus returns to the button. */
export const OpenAndCloseForm: Story = {
  play: async ({ args, canvas }) => {
    const open = canvas.getByRole('button', { name: 'Tạo khiếu nại' });
    await userEvent.click(open);
    await expect(args.onFormOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(dialog()).toBeVisible());
    await expect(within(dialog()).getByRole('combobox', { name: 'Đơn hàng' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onFormOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/**
 * Opened from a parcel's page: the order and the parcel are chosen. Sent: the dialog closes and a toast
 * confirms.
 */
export const PrefilledAndSent: Story = {
  args: { isFormOpen: true, form: { ...meta.args.form, initialOrderId: 2001, initialTransportId: 801 } },
  play: async ({ args }) => {
    const body = within(await screen.findByRole('dialog', { name: 'Tạo khiếu nại' }));
    await waitFor(() => expect(body.getByRole('combobox', { name: 'Đơn hàng' })).toHaveValue('DH2611-00125'));
    await expect(body.getByRole('combobox', { name: 'Kiện hàng' })).toHaveDisplayValue(/YT7512345678901/);
    await userEvent.selectOptions(body.getByRole('combobox', { name: 'Lý do khiếu nại' }), 'Giao chậm');
    await userEvent.click(body.getByRole('textbox', { name: 'Nội dung khiếu nại' }));
    await userEvent.paste('Kiện về chậm một tuần so với dự kiến.');
    await userEvent.click(body.getByRole('button', { name: 'Gửi khiếu nại' }));
    await waitFor(() => expect(args.form.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.form.onSubmit).toHaveBeenCalledWith({
      OrderId: 2001,
      OrderItemIds: [],
      ReasonType: 4,
      Description: 'Kiện về chậm một tuần so với dự kiến.',
      AmountRequested: null,
      Photos: [],
      TransportId: 801,
    } satisfies ComplaintRequest);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The toast fades in from transparent: visible once its first frame has run.
    await waitFor(() => expect(screen.getByText('Đã gửi khiếu nại')).toBeVisible());
  },
};

/** The form on a phone: a full-width sheet whose fields fit 375 px. */
export const FormOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { isFormOpen: true, form: { ...meta.args.form, initialOrderId: 2001 } },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Tạo khiếu nại' });
    await waitFor(() => expect(within(sheet).getAllByRole('checkbox')).toHaveLength(3));
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth + 1);
    await expect(within(sheet).getByRole('button', { name: 'Gửi khiếu nại' })).toBeInTheDocument();
    // The order's example shows whole, not cut to 'VD: DH2611-0…'.
    await expect(placeholderFits(within(sheet).getByRole<HTMLInputElement>('combobox', { name: 'Đơn hàng' }))).toBe(true);
  },
};

/**
 * The form in its dialog on a 1280 × 800 screen, an order with items chosen: the form is taller than the
 * dialog, and `Huỷ` and `Gửi khiếu nại` stay whole in the dialog's visible box before any scrolling.
 */
export const FormOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { isFormOpen: true, form: { ...meta.args.form, initialOrderId: 2001 } },
  play: async () => {
    const dialogBox = await screen.findByRole('dialog', { name: 'Tạo khiếu nại' });
    await waitFor(() => expect(within(dialogBox).getAllByRole('checkbox')).toHaveLength(3));
    const visible = dialogBox.getBoundingClientRect();
    for (const name of ['Huỷ', 'Gửi khiếu nại']) {
      const button = within(dialogBox).getByRole('button', { name }).getBoundingClientRect();
      await expect({ name, whole: inside(button, visible), bottom: Math.round(button.bottom), visibleBottom: Math.round(visible.bottom) }).toMatchObject({ name, whole: true });
    }
    const order = within(dialogBox).getByRole('combobox', { name: 'Đơn hàng' });
    await expect(placeholderFits(order as HTMLInputElement)).toBe(true);
  },
};

/** The form on a tablet (768 × 1024): the same buttons whole in the dialog. */
export const FormOnTablet: Story = {
  ...FormOnDesktop,
  globals: { viewport: { value: 'tablet' } },
  parameters: { visual: { skip: 'A tablet’s 768 px, checked by its play’s geometry; screen shots are taken at 375 and 1280, which the other stories of this screen keep.' } },
};

/**
 * On a phone the form is taller than its sheet. Sent from the sheet's foot with a refund above the items'
 * value, it scrolls back to the refund: the box and its label whole between the sheet's top and the
 * buttons held at its foot, not cut by the sheet's edge (WebKit showed only its lower half).
 */
export const RefundErrorOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { visual: { skip: 'Its state is a scroll position inside the sheet, which resizing for the shots moves; FormOnPhone keeps the sheet’s look.' } },
  args: { isFormOpen: true, form: { ...meta.args.form, initialOrderId: 2001 } },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Tạo khiếu nại' });
    const inSheet = within(sheet);
    await waitFor(() => expect(inSheet.getAllByRole('checkbox')).toHaveLength(3));
    await userEvent.click(inSheet.getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.selectOptions(inSheet.getByRole('combobox', { name: 'Lý do khiếu nại' }), 'Hàng lỗi/hỏng');
    const refund = inSheet.getByRole('textbox', { name: 'Số tiền yêu cầu hoàn' });
    await userEvent.type(refund, '99999999');
    await userEvent.type(inSheet.getByRole('textbox', { name: 'Nội dung khiếu nại' }), 'Vỡ nắp chai khi mở hộp.');
    // Five photos, the most a complaint takes: the form grows well past the sheet.
    const photoInput = sheet.querySelector<HTMLInputElement>('input[type="file"]');
    if (!photoInput) throw new Error('The form has no photo input');
    await fireEvent.change(photoInput, { target: { files: [1, 2, 3, 4, 5].map((n) => pngFile(`nap-${n}.png`)) } });
    await waitFor(() => expect(within(inSheet.getByRole('list', { name: 'Ảnh đã chọn' })).getAllByRole('img')).toHaveLength(5));
    const send = inSheet.getByRole('button', { name: 'Gửi khiếu nại' });
    let scroller: HTMLElement | null = refund.parentElement;
    while (scroller && getComputedStyle(scroller).overflowY !== 'auto') scroller = scroller.parentElement;
    if (!scroller) throw new Error('The form has no scrolling box');
    // At the sheet's foot, the refund scrolled out above.
    scroller.scrollTop = scroller.scrollHeight;
    await expect(refund.getBoundingClientRect().bottom).toBeLessThan(scroller.getBoundingClientRect().top);
    await userEvent.click(send);
    await waitFor(() => expect(refund).toHaveFocus());

    const label = inSheet.getByText('Số tiền yêu cầu hoàn', { selector: 'label' });
    const buttons = send.parentElement as HTMLElement;
    const sheetBody = scroller;
    await waitFor(async () => {
      await expect(label.getBoundingClientRect().top).toBeGreaterThanOrEqual(sheetBody.getBoundingClientRect().top);
      await expect(refund.getBoundingClientRect().bottom).toBeLessThanOrEqual(buttons.getBoundingClientRect().top);
    });
  },
};
