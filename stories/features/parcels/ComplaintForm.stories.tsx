import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComplaintForm, type ComplaintFormProps } from '../../../src/features/parcels/ComplaintForm';
import { complaintMessages, type ComplaintRequest } from '../../../src/features/parcels/model';
import { bigOrder, orderOptions, pdfFile, PNG_BASE64, pngFile, useOrderSource, type OrderSourceOptions } from './complaint.data';

/** The form as the dialog holds it, fed by an in-memory stand-in for the app (see useOrderSource). */
const withSource = (options?: OrderSourceOptions) =>
  function Harness(args: ComplaintFormProps) {
    const source = useOrderSource(args, options);
    return (
      <div style={{ maxWidth: 752 }}>
        <ComplaintForm {...args} {...source} />
      </div>
    );
  };

const meta = {
  title: 'Features/Parcels/ComplaintForm',
  component: ComplaintForm,
  args: {
    orders: orderOptions,
    ordersStatus: 'ready',
    onOrderSearch: fn(),
    orderStatus: 'ready',
    onOrderChange: fn(),
    onOrderRetry: fn(),
    onSubmit: fn<(request: ComplaintRequest) => Promise<void>>(() => Promise.resolve()),
    onCancel: fn(),
    onSubmitted: fn(),
    debounceMs: 150,
  },
  render: withSource(),
} satisfies Meta<typeof ComplaintForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Tạo khiếu nại' }));
const orderBox = (canvas: Canvas) => form(canvas).getByRole('combobox', { name: 'Đơn hàng' });
const submitButton = (canvas: Canvas) => form(canvas).getByRole('button', { name: 'Gửi khiếu nại' });
const photoData = `data:image/png;base64,${PNG_BASE64}`;

async function chooseOrder(canvas: Canvas, code: string) {
  await userEvent.click(form(canvas).getByRole('button', { name: 'Mở danh sách Đơn hàng' }));
  // An order's option is named by its code, then its state.
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${code} `) }));
  await waitFor(() => expect(orderBox(canvas)).toHaveValue(code));
}

async function chooseReason(canvas: Canvas, label: string) {
  await userEvent.selectOptions(form(canvas).getByRole('combobox', { name: 'Lý do khiếu nại' }), label);
}

/** Pasted, as a customer writes a long text elsewhere first; typing it key by key only slows the test. */
async function describe(canvas: Canvas, text: string) {
  await userEvent.click(form(canvas).getByRole('textbox', { name: 'Nội dung khiếu nại' }));
  await userEvent.paste(text);
}

async function pickFiles(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('no file input');
  await fireEvent.change(input, { target: { files } });
}

const previews = (canvas: Canvas) => within(canvas.queryByRole('list', { name: 'Ảnh đã chọn' }) ?? document.createElement('ul')).queryAllByRole('img');

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(orderBox(canvas)).toHaveValue('');
    await expect(form(canvas).getByText('Chọn đơn hàng để xem các sản phẩm.')).toBeVisible();
    await expect(form(canvas).getByText('Đã chọn 0/5 ảnh')).toBeVisible();
    // Nothing is red before a submit attempt.
    await expect(canvas.queryByText(complaintMessages.orderRequired)).not.toBeInTheDocument();
  },
};

/** Submitting the empty form shows every message in Vietnamese and sends nothing. */
export const ErrorsAfterSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(complaintMessages.orderRequired)).toBeVisible();
    await expect(canvas.getByText(complaintMessages.reasonRequired)).toBeVisible();
    await expect(canvas.getByText(complaintMessages.descriptionRequired)).toBeVisible();
    await waitFor(() => expect(orderBox(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // A reason about items, no item chosen; a description too short.
    await chooseOrder(canvas, 'DH2611-00125');
    await chooseReason(canvas, 'Thiếu hàng');
    await describe(canvas, 'Thiếu áo');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(complaintMessages.itemsRequired)).toBeVisible();
    await expect(canvas.getByText(complaintMessages.descriptionLength)).toBeVisible();
    await expect(canvas.queryByText(complaintMessages.orderRequired)).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refund above the chosen items' value is refused with the ceiling in the message. */
export const AmountAboveItemValue: Story = {
  play: async ({ args, canvas }) => {
    await chooseOrder(canvas, 'DH2611-00125');
    // Space ticks an item, as for any checkbox.
    form(canvas).getByRole('checkbox', { name: /Váy liền nữ/ }).focus();
    await userEvent.keyboard(' ');
    await expect(form(canvas).getByRole('checkbox', { name: /Váy liền nữ/ })).toBeChecked();
    await expect(form(canvas).getByText(/tối đa 470\.850 ₫ \(giá trị sản phẩm đã chọn\)/)).toBeVisible();
    await chooseReason(canvas, 'Hàng lỗi/hỏng');
    await userEvent.type(form(canvas).getByRole('textbox', { name: 'Số tiền yêu cầu hoàn' }), '500000');
    await describe(canvas, 'Váy bị rách ở đường may sườn trái.');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Số tiền yêu cầu không quá giá trị sản phẩm (470.850 ₫)')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled and sent: one request (even on a double click), exactly what was entered, photos as data URLs. */
export const FillAndSubmit: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await chooseOrder(canvas, 'DH2611-00125');
    await expect(args.onOrderChange).toHaveBeenCalledWith(2001);
    await userEvent.click(form(canvas).getByRole('checkbox', { name: /Bình giữ nhiệt/ }));
    await chooseReason(canvas, 'Hàng lỗi/hỏng');
    await userEvent.type(form(canvas).getByRole('textbox', { name: 'Số tiền yêu cầu hoàn' }), '150000');
    await describe(canvas, '  Hai bình giữ nhiệt bị móp, nắp không kín.  ');
    await pickFiles(canvasElement, [pngFile('binh-mop.png')]);
    await expect(await canvas.findByRole('img', { name: 'Ảnh 1: binh-mop.png' })).toBeVisible();
    await userEvent.dblClick(submitButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      OrderId: 2001,
      OrderItemIds: [20012],
      ReasonType: 3,
      Description: 'Hai bình giữ nhiệt bị móp, nắp không kín.',
      AmountRequested: 150_000,
      Photos: [photoData],
    } satisfies ComplaintRequest);
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** From a parcel's page: the order and the parcel are chosen already. */
export const PrefilledFromParcel: Story = {
  args: { initialOrderId: 2001, initialTransportId: 802 },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(orderBox(canvas)).toHaveValue('DH2611-00125'));
    await expect(form(canvas).getByRole('combobox', { name: 'Kiện hàng' })).toHaveDisplayValue(/SF1402233445566/);
    await expect(form(canvas).getAllByRole('checkbox')).toHaveLength(3);
    await chooseReason(canvas, 'Giao chậm');
    await expect(form(canvas).getByText('Không bắt buộc với lý do này.')).toBeVisible();
    await describe(canvas, 'Kiện về kho Việt Nam chậm 5 ngày.');
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      OrderId: 2001,
      OrderItemIds: [],
      ReasonType: 4,
      Description: 'Kiện về kho Việt Nam chậm 5 ngày.',
      AmountRequested: null,
      Photos: [],
      TransportId: 802,
    } satisfies ComplaintRequest);
  },
};

/** From an order's page: the order is chosen; another one can still be picked, which clears the items. */
export const PrefilledFromOrder: Story = {
  args: { initialOrderId: 2002 },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(orderBox(canvas)).toHaveValue('DH2611-00131'));
    await userEvent.click(form(canvas).getByRole('checkbox', { name: /Áo phông cotton/ }));
    await chooseOrder(canvas, 'DH2611-00140');
    await expect(args.onOrderChange).toHaveBeenLastCalledWith(2003);
    await expect(form(canvas).getByRole('checkbox', { name: /Áo phao lông vũ/ })).not.toBeChecked();
    await expect(form(canvas).getAllByRole('checkbox')).toHaveLength(1);
  },
};

/** A link from an order still waiting for its deposit: the form says so instead of sending. */
export const OrderNotComplainableYet: Story = {
  args: { initialOrderId: 2004 },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(orderBox(canvas)).toHaveValue('DH2611-00152'));
    await chooseReason(canvas, 'Khác');
    await describe(canvas, 'Tôi muốn đổi màu sản phẩm.');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(complaintMessages.orderNotComplainable)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typing searches after a pause; orders not yet shipped or cancelled are listed but cannot be picked. */
export const SearchOrders: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(orderBox(canvas), '0016');
    await waitFor(() => expect(args.onOrderSearch).toHaveBeenCalledWith('0016'));
    await expect(args.onOrderSearch).toHaveBeenCalledTimes(1);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(within(listbox).getByRole('option', { name: 'DH2611-00160 Đã huỷ · chưa thể khiếu nại' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(listbox).getByRole('option', { name: /^DH2611-00163 Đang vận chuyển · đặt ngày / })).not.toHaveAttribute('aria-disabled');
    // Keyboard: the arrow skips nothing it should not, Enter picks.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(orderBox(canvas)).toHaveValue('DH2611-00163'));
    await expect(args.onOrderChange).toHaveBeenCalledWith(2006);
  },
};

/** A picture over 5 MB is refused with its message, never previewed. */
export const PhotoTooBig: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pickFiles(canvasElement, [pngFile('anh-lon.png', 5 * 1024 * 1024 + 1)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ảnh “anh-lon.png” lớn hơn 5 MB');
    await expect(previews(canvas)).toHaveLength(0);
    await expect(canvas.getByText('Đã chọn 0/5 ảnh')).toBeVisible();
  },
};

/** A file that is not a JPG, PNG or WebP image is refused; the good one picked with it is kept. */
export const PhotoWrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pickFiles(canvasElement, [pdfFile('hoa-don.pdf'), pngFile('anh-tot.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ảnh “hoa-don.pdf” không đúng định dạng (chỉ nhận JPG, PNG hoặc WebP)');
    await expect(previews(canvas)).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Ảnh 1: anh-tot.png' })).toBeVisible();
  },
};

/** Five is the limit: a sixth is refused. */
export const SixthPhotoRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pickFiles(canvasElement, [1, 2, 3, 4, 5].map((index) => pngFile(`anh-${index}.png`)));
    await waitFor(() => expect(previews(canvas)).toHaveLength(5));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await pickFiles(canvasElement, [pngFile('anh-6.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(complaintMessages.photosTooMany);
    await expect(previews(canvas)).toHaveLength(5);
    await expect(canvas.getByText('Đã chọn 5/5 ảnh')).toBeVisible();
  },
};

/** A photo can be taken off again, by mouse or keyboard; focus goes to the next one. */
export const RemovePhoto: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pickFiles(canvasElement, [pngFile('anh-a.png'), pngFile('anh-b.png'), pngFile('anh-c.png')]);
    await waitFor(() => expect(previews(canvas)).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Bỏ ảnh anh-a.png' }));
    await waitFor(() => expect(previews(canvas)).toHaveLength(2));
    await expect(canvas.queryByRole('img', { name: /anh-a\.png/ })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bỏ ảnh anh-b.png' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(previews(canvas)).toHaveLength(1));
    await expect(canvas.getByRole('img', { name: 'Ảnh 1: anh-c.png' })).toBeVisible();
  },
};

/** The server refuses (400): its lines show and the form keeps every value, photos included. */
export const ServerRefuses: Story = {
  args: { onSubmit: fn<(request: ComplaintRequest) => Promise<void>>(() => Promise.reject(new globalThis.Error('400'))) },
  render: function Refusing(args) {
    const source = useOrderSource(args);
    const [lines, setLines] = useState<string[]>([]);
    return (
      <div style={{ maxWidth: 752 }}>
        <ComplaintForm
          {...args}
          {...source}
          serverErrors={lines}
          onSubmit={async (request) => {
            setLines([]);
            try {
              await args.onSubmit(request);
            } catch (error) {
              setLines(['Đơn hàng chưa được shop phát hàng, chưa thể khiếu nại']);
              throw error;
            }
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    await chooseOrder(canvas, 'DH2611-00125');
    await userEvent.click(form(canvas).getByRole('checkbox', { name: /Bộ ấm chén/ }));
    await chooseReason(canvas, 'Sai hàng');
    await userEvent.type(form(canvas).getByRole('textbox', { name: 'Số tiền yêu cầu hoàn' }), '200000');
    await describe(canvas, 'Shop giao bộ 4 chén thay vì 6 chén.');
    await pickFiles(canvasElement, [pngFile('bo-chen.png')]);
    await userEvent.click(submitButton(canvas));
    await expect(await form(canvas).findByRole('alert')).toHaveTextContent('Đơn hàng chưa được shop phát hàng, chưa thể khiếu nại');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmitted).not.toHaveBeenCalled();
    await expect(orderBox(canvas)).toHaveValue('DH2611-00125');
    await expect(form(canvas).getByRole('checkbox', { name: /Bộ ấm chén/ })).toBeChecked();
    await expect(form(canvas).getByRole('combobox', { name: 'Lý do khiếu nại' })).toHaveDisplayValue('Sai hàng');
    await expect(form(canvas).getByRole<HTMLInputElement>('textbox', { name: 'Số tiền yêu cầu hoàn' }).value).toMatch(/^200\.000\s₫$/);
    await expect(form(canvas).getByRole('textbox', { name: 'Nội dung khiếu nại' })).toHaveValue('Shop giao bộ 4 chén thay vì 6 chén.');
    await expect(canvas.getByRole('img', { name: 'Ảnh 1: bo-chen.png' })).toBeVisible();
    // Sending again is one more request, not a stuck button.
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

/** While the complaint is on its way the button is busy and a second press sends nothing. */
export const Sending: Story = {
  args: { initialOrderId: 2001, onSubmit: fn<(request: ComplaintRequest) => Promise<void>>(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(orderBox(canvas)).toHaveValue('DH2611-00125'));
    await chooseReason(canvas, 'Khác');
    await describe(canvas, 'Hộp quà bị thiếu thiệp chúc mừng.');
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(submitButton(canvas)).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(submitButton(canvas));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(form(canvas).getByRole('button', { name: 'Huỷ' })).toBeDisabled();
  },
};

export const LoadingItems: Story = {
  args: { initialOrderId: 2001 },
  render: withSource({ detailsStatus: 'loading' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang tải sản phẩm…')).toBeInTheDocument();
  },
};

export const ItemsLoadError: Story = {
  args: { initialOrderId: 2001 },
  render: withSource({ detailsStatus: 'error' }),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Không tải được sản phẩm của đơn hàng.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onOrderRetry).toHaveBeenCalledTimes(1);
  },
};

/** Thirty items with long Vietnamese names, on a phone. */
export const LongOrderOnPhone: Story = {
  args: { initialOrderId: bigOrder.Id },
  globals: { viewport: { value: 'mobile' } },
  render: withSource({ options: [bigOrder, ...orderOptions], detailsById: { [bigOrder.Id]: bigOrder } }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(form(canvas).getAllByRole('checkbox')).toHaveLength(30));
    const root = canvas.getByRole('form', { name: 'Tạo khiếu nại' });
    // Nothing sticks out sideways at 375 px.
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
