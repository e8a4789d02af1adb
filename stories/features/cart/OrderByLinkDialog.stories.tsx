import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { CreateOrderRequest } from '../../../src/features/cart/model';
import { OrderByLinkDialog } from '../../../src/features/cart/OrderByLinkDialog';
import { CURRENT_RATE } from '../../../src/mocks/fixtures/reference';
import { productLink, products } from '../../../src/mocks/fixtures/products';
import { formatCny } from '../../../src/ui/Money';
import { vnd } from '../../support/money';
import { orderLine } from './cart.data';
import { dress, earbuds, fitsWidth, group, imageHref, jacket, keyboardOnly, open, paste, sameShop, submitButton, tShirt, WithTrigger } from './orderByLinkDialog.steps';

const meta = {
  title: 'Features/Cart/OrderByLinkDialog',
  component: OrderByLinkDialog,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    rate: CURRENT_RATE,
    onSubmit: fn<(request: CreateOrderRequest) => Promise<void>>(() => Promise.resolve()),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof OrderByLinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened fresh: one empty line, nothing red, focus in the first link; the only line cannot be removed. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const { scope } = await open(canvas);
    const first = group(scope, 1);
    await waitFor(() => expect(first.getByRole('textbox', { name: 'Link sản phẩm' })).toHaveFocus());
    await expect(first.getByText('Link trang sản phẩm trên Taobao, Tmall hoặc 1688.')).toBeVisible();
    await expect(first.getByRole('textbox', { name: 'Số lượng' })).toHaveValue('1');
    await expect(first.queryByRole('button', { name: /Xóa sản phẩm/ })).not.toBeInTheDocument();
    await expect(scope.queryByRole('alert')).not.toBeInTheDocument();
    await expect(scope.getByRole('region', { name: 'Tổng tiền hàng' })).toHaveTextContent(`Tổng tiền hàng (0 sản phẩm)${formatCny(0)}`);
  },
};

/**
 * A valid line, typed as a customer does (the price as the shop writes it, '129.50'): one request with
 * the exact body — product id and marketplace derived from the link, options joined — then it closes.
 */
export const ValidLine: Story = {
  play: async ({ args, canvas }) => {
    const { scope } = await open(canvas);
    const first = group(scope, 1);
    await paste(first.getByRole('textbox', { name: 'Link sản phẩm' }), `  ${productLink(dress)} `);
    await paste(first.getByRole('textbox', { name: 'Tên sản phẩm' }), dress.Name);
    await paste(first.getByRole('textbox', { name: 'Kích cỡ' }), 'M');
    await paste(first.getByRole('textbox', { name: 'Màu sắc' }), 'Đỏ');
    const quantity = first.getByRole('textbox', { name: 'Số lượng' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.type(first.getByRole('textbox', { name: 'Đơn giá (¥)' }), '129.50');
    await paste(first.getByRole('textbox', { name: 'Link ảnh (không bắt buộc)' }), imageHref('dress'));
    await paste(first.getByRole('textbox', { name: 'Ghi chú sản phẩm' }), 'Lấy đúng màu như ảnh');
    await paste(scope.getByRole('textbox', { name: 'Ghi chú đơn hàng' }), 'Giao giờ hành chính');

    // 2 × ¥129,50 = ¥259,00 ≈ 259 × 3 650 ₫.
    await expect(first.getByText('Thành tiền').parentElement).toHaveTextContent(`Thành tiền${formatCny(259)}≈ ${vnd(259 * CURRENT_RATE)}`);
    await expect(scope.getByRole('region', { name: 'Tổng tiền hàng' })).toHaveTextContent(`(1 sản phẩm)${formatCny(259)}≈ ${vnd(945_350)}`);

    await userEvent.click(submitButton(scope));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      Lines: [
        {
          Link: productLink(dress),
          ProductId: dress.ProductId,
          Source: 'taobao',
          Name: dress.Name,
          Size: 'M',
          Color: 'Đỏ',
          Options: 'M;Đỏ',
          Quantity: 2,
          Price: 129.5,
          Image: imageHref('dress'),
          Note: 'Lấy đúng màu như ảnh',
        },
      ],
      Note: 'Giao giờ hành chính',
    } satisfies CreateOrderRequest);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Tạo đơn bằng link' })).toHaveFocus());

    // Opening again starts afresh.
    const again = await open(canvas);
    await expect(group(again.scope, 1).getByRole('textbox', { name: 'Link sản phẩm' })).toHaveValue('');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The customer sees what the link was read as: marketplace and product id, for each marketplace. */
export const DerivedProduct: Story = {
  play: async ({ canvas }) => {
    const { scope } = await open(canvas);
    const first = group(scope, 1);
    const link = first.getByRole('textbox', { name: 'Link sản phẩm' });
    const derived = () => first.getByRole('status');
    await expect(derived()).toBeEmptyDOMElement();

    await paste(link, productLink(dress));
    await waitFor(() => expect(derived()).toHaveTextContent(`Taobao · Mã sản phẩm: ${dress.ProductId}`));
    await expect(first.queryByText('Link trang sản phẩm trên Taobao, Tmall hoặc 1688.')).not.toBeInTheDocument();

    await userEvent.clear(link);
    await paste(link, `${productLink(earbuds)}?spm=a2615.7691456`);
    await waitFor(() => expect(derived()).toHaveTextContent(`1688 · Mã sản phẩm: ${earbuds.ProductId}`));

    await userEvent.clear(link);
    await paste(link, productLink(jacket));
    await waitFor(() => expect(derived()).toHaveTextContent(`Tmall · Mã sản phẩm: ${jacket.ProductId}`));
    // The words describe the field, so a screen reader reads them with it.
    await expect(link).toHaveAccessibleDescription(`Tmall · Mã sản phẩm: ${jacket.ProductId}`);

    // A link it cannot read shows nothing derived — and no error before a submit.
    await userEvent.clear(link);
    await paste(link, 'https://item.taobao.com/item.htm?spm=abc');
    await waitFor(() => expect(derived()).toBeEmptyDOMElement());
    await expect(link).not.toHaveAttribute('aria-invalid');
  },
};

/** A link that is not a Taobao, Tmall or 1688 product is refused with a clear message; nothing is sent. */
export const UnreadableLink: Story = {
  args: { initialValues: { Lines: [orderLine({ Link: 'https://shopee.vn/product/123456/7890123' })], Note: '' } },
  play: async ({ args, canvas }) => {
    const { scope } = await open(canvas);
    const first = group(scope, 1);
    const link = first.getByRole('textbox', { name: 'Link sản phẩm' });
    await expect(first.getByRole('status')).toBeEmptyDOMElement();
    await expect(link).not.toHaveAttribute('aria-invalid');

    await userEvent.click(submitButton(scope));
    await expect(await first.findByText('Link sản phẩm không hợp lệ, chỉ nhận link sản phẩm Taobao, Tmall hoặc 1688')).toBeVisible();
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(link).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Only the link is wrong.
    await expect(scope.getAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid') === 'true')).toEqual([link]);
  },
};

/** SPEC §5: nothing is red before a submit; after it, a Vietnamese message under each wrong field. */
export const ErrorsAfterSubmit: Story = {
  play: async ({ args, canvas }) => {
    const { scope } = await open(canvas);
    const first = group(scope, 1);
    const link = first.getByRole('textbox', { name: 'Link sản phẩm' });
    await userEvent.type(first.getByRole('textbox', { name: 'Đơn giá (¥)' }), 'mười tệ');
    await paste(first.getByRole('textbox', { name: 'Link ảnh (không bắt buộc)' }), 'javascript:alert(1)');
    await expect(scope.queryByText('Bạn chưa nhập link sản phẩm')).not.toBeInTheDocument();

    await userEvent.click(submitButton(scope));
    await expect(await first.findByText('Bạn chưa nhập link sản phẩm')).toBeVisible();
    await expect(first.getByText('Bạn chưa nhập tên sản phẩm')).toBeVisible();
    await expect(first.getByText('Giá không hợp lệ, hãy nhập số như 89,50')).toBeVisible();
    await expect(first.getByText('Link ảnh phải bắt đầu bằng http:// hoặc https://')).toBeVisible();
    await waitFor(() => expect(link).toHaveFocus());

    // Fixing a field clears its message; the others stay until the next submit.
    await paste(link, productLink(dress));
    await userEvent.tab();
    await expect(first.queryByText('Bạn chưa nhập link sản phẩm')).not.toBeInTheDocument();
    await expect(first.getByText('Bạn chưa nhập tên sản phẩm')).toBeVisible();

    const price = first.getByRole('textbox', { name: 'Đơn giá (¥)' });
    await userEvent.clear(price);
    await userEvent.click(submitButton(scope));
    await expect(await first.findByText('Bạn chưa nhập giá')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Several products of the same shop in one order: each line with its amount, and the total. */
export const SeveralLines: Story = {
  args: {
    initialValues: {
      Lines: [...sameShop.Lines, orderLine({ Link: productLink(products[2]), Name: products[2].Name, Size: '', Color: '', Quantity: 1, Price: products[2].Price })],
      Note: 'Ba sản phẩm cùng shop, gói chung',
    },
  },
  play: async ({ args, canvas }) => {
    const { scope } = await open(canvas);
    await expect(scope.getAllByRole('group', { name: /^Sản phẩm \d$/ })).toHaveLength(3);
    for (const position of [1, 2, 3]) await expect(group(scope, position).getByRole('button', { name: `Xóa sản phẩm ${String(position)}` })).toBeVisible();
    // 2 × 129 + 3 × 39 + 1 × 45,5 = 420,5 ¥.
    await expect(group(scope, 2).getByText('Thành tiền').parentElement).toHaveTextContent(`${formatCny(117)}≈ ${vnd(117 * CURRENT_RATE)}`);
    const total = scope.getByRole('region', { name: 'Tổng tiền hàng' });
    await expect(total).toHaveTextContent(`(3 sản phẩm)${formatCny(420.5)}≈ ${vnd(Math.round(420.5 * CURRENT_RATE))}`);
    await expect(total).toHaveTextContent(`Tỷ giá 1 ¥ = ${vnd(CURRENT_RATE)}.`);

    // A wrong second line: focus goes to it, the first is left alone.
    const name = group(scope, 2).getByRole('textbox', { name: 'Tên sản phẩm' });
    await userEvent.clear(name);
    await userEvent.click(submitButton(scope));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(group(scope, 2).getByText('Bạn chưa nhập tên sản phẩm')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await paste(name, tShirt.Name);
    await userEvent.click(submitButton(scope));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      Lines: [
        expect.objectContaining({ ProductId: dress.ProductId, Source: 'taobao', Options: 'M;Đỏ', Quantity: 2, Price: 129 }),
        expect.objectContaining({ ProductId: tShirt.ProductId, Name: tShirt.Name, Options: 'XL;Xanh dương', Quantity: 3, Price: 39 }),
        expect.objectContaining({ ProductId: products[2].ProductId, Options: '', Quantity: 1, Price: 45.5 }),
      ],
      Note: 'Ba sản phẩm cùng shop, gói chung',
    });
  },
};

/** `Thêm sản phẩm` adds a line and takes focus to its link; `Xóa sản phẩm` removes it again. */
export const AddAndRemoveLine: Story = {
  args: { initialValues: { Lines: [orderLine()], Note: '' } },
  play: async ({ args, canvas }) => {
    const { scope } = await open(canvas);
    await expect(scope.queryByRole('button', { name: /Xóa sản phẩm/ })).not.toBeInTheDocument();

    await userEvent.click(scope.getByRole('button', { name: 'Thêm sản phẩm' }));
    const second = group(scope, 2);
    await waitFor(() => expect(second.getByRole('textbox', { name: 'Link sản phẩm' })).toHaveFocus());
    await expect(second.getByRole('textbox', { name: 'Số lượng' })).toHaveValue('1');
    await expect(group(scope, 1).getByRole('button', { name: 'Xóa sản phẩm 1' })).toBeVisible();

    // An empty second line blocks the order, with its errors on its own fields.
    await userEvent.click(submitButton(scope));
    await expect(await second.findByText('Bạn chưa nhập link sản phẩm')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(second.getByRole('button', { name: 'Xóa sản phẩm 2' }));
    await expect(scope.queryByRole('group', { name: 'Sản phẩm 2' })).not.toBeInTheDocument();
    await waitFor(() => expect(group(scope, 1).getByRole('textbox', { name: 'Link sản phẩm' })).toHaveFocus());
    await expect(scope.queryByRole('button', { name: /Xóa sản phẩm/ })).not.toBeInTheDocument();
    await expect(scope.queryByText('Bạn chưa nhập link sản phẩm')).not.toBeInTheDocument();

    await userEvent.click(submitButton(scope));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ Lines: [expect.objectContaining({ ProductId: dress.ProductId })], Note: '' });
  },
};

/** A 400 (onSubmit rejects with the server's lines): they show, the dialog stays open, nothing typed is lost. */
export const ServerRefuses: Story = {
  args: {
    initialValues: { ...sameShop, Note: 'Giao giờ hành chính' },
    onSubmit: fn<(request: CreateOrderRequest) => Promise<void>>(() =>
      Promise.reject(Object.assign(new Error('400'), { lines: ['Sản phẩm 2: Shop đã ngừng bán sản phẩm này', 'Vui lòng kiểm tra lại link.'] })),
    ),
  },
  play: async ({ args, canvas }) => {
    const { scope } = await open(canvas);
    await userEvent.type(group(scope, 2).getByRole('textbox', { name: 'Ghi chú sản phẩm' }), 'Màu xanh nhạt');
    await userEvent.click(submitButton(scope));
    const alert = await scope.findByRole('alert');
    await expect(alert).toHaveTextContent('Sản phẩm 2: Shop đã ngừng bán sản phẩm này');
    await expect(alert).toHaveTextContent('Vui lòng kiểm tra lại link.');
    // Beside the button just pressed, not out of sight at the top of a long form.
    await expect(alert.compareDocumentPosition(submitButton(scope)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(screen.getByRole('dialog', { name: 'Tạo đơn bằng link' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);

    await expect(group(scope, 1).getByRole('textbox', { name: 'Link sản phẩm' })).toHaveValue(productLink(dress));
    await expect(group(scope, 1).getByRole('textbox', { name: 'Đơn giá (¥)' })).toHaveValue('129');
    await expect(group(scope, 2).getByRole('textbox', { name: 'Tên sản phẩm' })).toHaveValue(tShirt.Name);
    await expect(group(scope, 2).getByRole('textbox', { name: 'Số lượng' })).toHaveValue('3');
    await expect(group(scope, 2).getByRole('textbox', { name: 'Ghi chú sản phẩm' })).toHaveValue('Màu xanh nhạt');
    await expect(scope.getByRole('textbox', { name: 'Ghi chú đơn hàng' })).toHaveValue('Giao giờ hành chính');
    await waitFor(() => expect(submitButton(scope)).not.toHaveAttribute('aria-disabled'));

    // Trying again sends again: a new intent.
    await userEvent.click(submitButton(scope));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

/** Any other failure (no lines to show) gets a Vietnamese message, never a technical text. */
export const UnknownFailure: Story = {
  args: {
    initialValues: sameShop,
    onSubmit: fn<(request: CreateOrderRequest) => Promise<void>>(() => Promise.reject(new Error('Failed to fetch'))),
  },
  play: async ({ canvas }) => {
    const { scope } = await open(canvas);
    await userEvent.click(submitButton(scope));
    const alert = await scope.findByRole('alert');
    await expect(alert).toHaveTextContent('Chưa tạo được đơn hàng. Vui lòng thử lại sau ít phút.');
    await expect(alert).not.toHaveTextContent('Failed to fetch');
  },
};

/** While the request runs: the button is pending; a double click, Enter or Escape sends or closes nothing. */
export const Pending: Story = {
  args: {
    initialValues: sameShop,
    onSubmit: fn<(request: CreateOrderRequest) => Promise<void>>(() => new Promise<void>(() => undefined)),
  },
  play: async ({ args, canvas }) => {
    const { scope } = await open(canvas);
    const send = submitButton(scope);
    await userEvent.dblClick(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(send);
    await userEvent.click(group(scope, 1).getByRole('textbox', { name: 'Tên sản phẩm' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await expect(scope.getByRole('button', { name: 'Huỷ' })).toBeDisabled();
    await expect(scope.getByRole('button', { name: 'Thêm sản phẩm' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Tạo đơn bằng link' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

const longName =
  '2026新款韩版宽松显瘦中长款加厚羽绒服女冬季时尚百搭连帽大衣外套ins潮 — Áo phao lông vũ nữ dáng dài, có mũ, phong cách Hàn Quốc, siêu ấm mùa đông, nhiều màu cho bạn lựa chọn thoải mái';
const longLink = `${productLink(dress)}&spm=a21n57.1.item.49.6f2b523cXyZabcDEFghiJKLmnoPQRstu&ns=1&abbucket=17&skuId=5123456789012345&utparam=%7B%22aplus_abtest%22%3A%22c2f5c8a1%22%7D`;

/** Long Chinese and Vietnamese text and a long link wrap inside the sheet; nothing runs off the side. */
export const LongText: Story = {
  args: {
    initialValues: {
      Lines: [
        orderLine({
          Link: longLink,
          Name: longName,
          Size: 'XXL (chiều cao 170–175 cm, cân nặng 65–70 kg)',
          Color: '雾霾蓝 — Xanh khói mù nhạt pha xám',
          Quantity: 9999,
          Price: 1_000_000,
          Image: `${imageHref('down-jacket')}?${'x'.repeat(120)}`,
          Note: 'Nhờ shop kiểm tra kỹ đường may, đóng gói hai lớp chống ẩm, không lấy hàng lỗi hoặc hàng trưng bày; nếu hết màu này thì báo lại, không tự đổi.',
        }),
      ],
      Note: 'Đơn quà tặng cuối năm cho công ty — 请卖家务必仔细检查每件商品的质量，谢谢！Giao trước ngày 20/12 nếu có thể, cảm ơn shop rất nhiều.',
    },
  },
  play: async ({ args, canvas }) => {
    const { dialog, scope } = await open(canvas);
    await expect(group(scope, 1).getByRole('status')).toHaveTextContent(`Taobao · Mã sản phẩm: ${dress.ProductId}`);
    // The largest line: 9 999 × ¥1.000.000.
    await expect(scope.getByRole('region', { name: 'Tổng tiền hàng' })).toHaveTextContent(formatCny(9_999_000_000));
    await fitsWidth(dialog);
    await userEvent.click(submitButton(scope));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A 375 px phone: a full-width sheet whose body scrolls; every field and both buttons within reach. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { initialValues: sameShop },
  play: async ({ args, canvas }) => {
    const { dialog, scope } = await open(canvas);
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeGreaterThan(360));
    await waitFor(() => expect(submitButton(scope)).toBeVisible());
    await fitsWidth(dialog);
    // Size beside colour on a phone, the link on its own row.
    const second = group(scope, 2);
    const size = second.getByRole('textbox', { name: 'Kích cỡ' }).getBoundingClientRect();
    const color = second.getByRole('textbox', { name: 'Màu sắc' }).getBoundingClientRect();
    await expect(Math.abs(size.top - color.top)).toBeLessThan(1);
    await expect(size.width).toBeGreaterThan(120);

    await userEvent.click(scope.getByRole('button', { name: 'Thêm sản phẩm' }));
    const third = group(scope, 3);
    const link = third.getByRole('textbox', { name: 'Link sản phẩm' });
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.click(third.getByRole('button', { name: 'Xóa sản phẩm 3' }));
    await userEvent.click(submitButton(scope));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard only: Enter opens, Tab walks the fields in reading order, Enter submits, Escape closes. */
export const Keyboard: Story = {
  play: keyboardOnly,
};
