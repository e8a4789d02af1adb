import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  emptyOrderLineDraft,
  fromOrderLineDraft,
  orderLineAmount,
  toOrderLineDraft,
  validateCreateOrderDraft,
  type OrderLineDraft,
} from '../../../src/features/cart/model';
import { lineFieldName, OrderLineFields, type OrderLineFieldsProps } from '../../../src/features/cart/OrderLineFields';
import { fixtures } from '../../../src/mocks';
import { Button } from '../../../src/ui/Button';
import { Form } from '../../../src/ui/Form';
import { formatCny } from '../../../src/ui/Money';
import { orderLine, RATE } from './cart.data';
import { vnd } from '../../support/money';

const [dress] = fixtures.products;
const LINE_KEY = 3;

const dressLine: OrderLineDraft = toOrderLineDraft(orderLine());

/** Price × quantity as the dialog computes it for the line. */
const amountOf = (line: OrderLineDraft) => orderLineAmount(fromOrderLineDraft(line), RATE);

/** One product line of `Tạo đơn bằng link` (OrderByLinkDialog's stories show it in the dialog), as wide as the dialog. */
const meta = {
  title: 'Features/Cart/OrderLineFields',
  component: OrderLineFields,
  args: {
    position: 2,
    lineKey: LINE_KEY,
    line: dressLine,
    onChange: fn<(line: OrderLineDraft) => void>(),
    amount: amountOf(dressLine),
    showVnd: true,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 752 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderLineFields>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The dialog's part: it keeps the line and works out its amount from what was typed. */
function useLiveLine(args: OrderLineFieldsProps): OrderLineFieldsProps {
  const [line, setLine] = useState(args.line);
  return {
    ...args,
    line,
    amount: amountOf(line),
    onChange: (next) => {
      args.onChange(next);
      setLine(next);
    },
  };
}

function LiveLine(args: OrderLineFieldsProps) {
  return <OrderLineFields {...useLiveLine(args)} />;
}

const group = (canvas: Canvas, position: number) => within(canvas.getByRole('group', { name: `Sản phẩm ${String(position)}` }));
const amountText = (scope: ReturnType<typeof group>) => scope.getByText('Thành tiền').parentElement?.textContent.replace(/\s/g, ' ');

/**
 * A filled second line: what the link was read as, its amount in ¥ and ₫; a price typed the Vietnamese
 * way ('89,5') goes out as typed and the amount follows; `Xóa sản phẩm 2` asks to remove this line.
 */
export const Filled: Story = {
  args: { onRemove: fn() },
  render: (args) => <LiveLine {...args} />,
  play: async ({ args, canvas }) => {
    const line = group(canvas, 2);
    const link = line.getByRole('textbox', { name: 'Link sản phẩm' });
    await expect(link).toHaveValue(fixtures.productLink(dress));
    await expect(line.getByRole('status')).toHaveTextContent(`Taobao · Mã sản phẩm: ${dress.ProductId}`);
    await expect(link).toHaveAccessibleDescription(`Taobao · Mã sản phẩm: ${dress.ProductId}`);
    await expect(line.getByRole('textbox', { name: 'Tên sản phẩm' })).toHaveValue(dress.Name);
    await expect(line.getByRole('textbox', { name: 'Kích cỡ' })).toHaveValue('M');
    await expect(line.getByRole('textbox', { name: 'Màu sắc' })).toHaveValue('Đỏ');
    await expect(line.getByRole('textbox', { name: 'Số lượng' })).toHaveValue('2');
    await expect(line.getByRole('textbox', { name: 'Đơn giá (¥)' })).toHaveValue('129');
    // 2 × ¥129 = ¥258 ≈ 258 × the rate.
    await expect(amountText(line)).toBe(`Thành tiền${formatCny(258)}≈ ${vnd(258 * RATE)}`);

    const price = line.getByRole('textbox', { name: 'Đơn giá (¥)' });
    await userEvent.clear(price);
    await userEvent.type(price, '89,5');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...dressLine, PriceText: '89,5' });
    await expect(amountText(line)).toBe(`Thành tiền${formatCny(179)}≈ ${vnd(179 * RATE)}`);

    await userEvent.click(line.getByRole('button', { name: 'Xóa sản phẩm 2' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/**
 * The only line, fresh: focus in its link, the hint of which links it takes, no amount yet and no way to
 * remove it; a pasted link is passed up and read at once.
 */
export const FirstLineEmpty: Story = {
  args: { position: 1, line: emptyOrderLineDraft, amount: null, autoFocus: true },
  render: (args) => <LiveLine {...args} />,
  play: async ({ args, canvas }) => {
    const line = group(canvas, 1);
    const link = line.getByRole('textbox', { name: 'Link sản phẩm' });
    await waitFor(() => expect(link).toHaveFocus());
    await expect(line.getByText('Link trang sản phẩm trên Taobao, Tmall hoặc 1688.')).toBeVisible();
    await expect(line.getByRole('textbox', { name: 'Số lượng' })).toHaveValue('1');
    await expect(amountText(line)).toBe('Thành tiền—');
    await expect(line.queryByRole('button', { name: /Xóa sản phẩm/ })).not.toBeInTheDocument();

    const earbuds = fixtures.products.find((product) => product.seller.Source === '1688')!;
    await userEvent.paste(fixtures.productLink(earbuds));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ ...emptyOrderLineDraft, Link: fixtures.productLink(earbuds) });
    await waitFor(() => expect(line.getByRole('status')).toHaveTextContent(`1688 · Mã sản phẩm: ${earbuds.ProductId}`));
    await expect(line.queryByText('Link trang sản phẩm trên Taobao, Tmall hoặc 1688.')).not.toBeInTheDocument();
  },
};

/** The line's messages by form field name, from the order's own rule (as the dialog shows them). */
function lineErrors(line: OrderLineDraft): Record<string, string> {
  const errors = validateCreateOrderDraft({ Lines: [line], Note: '' }).LineErrors?.[0] ?? {};
  return Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, message]) => [lineFieldName(LINE_KEY, field), message]),
  );
}

const sent = fn<(line: OrderLineDraft) => void>();

/** The line inside the dialog's form: `Tạo đơn` checks it with the order's rule. */
function LineInForm(args: OrderLineFieldsProps) {
  const live = useLiveLine(args);
  return (
    <Form aria-label="Tạo đơn bằng link" validate={() => lineErrors(live.line)} onSubmit={() => sent(live.line)}>
      <OrderLineFields {...live} />
      <Button type="submit">Tạo đơn</Button>
    </Form>
  );
}

/** Bad input, as typed: nothing is red until `Tạo đơn`; then a Vietnamese message under each wrong field, focus on the first. */
export const Errors: Story = {
  args: {
    position: 1,
    line: {
      ...emptyOrderLineDraft,
      Link: 'https://shopee.vn/product/123456/7890123',
      Size: 'M;L',
      Color: 'Đỏ',
      PriceText: 'mười tệ',
      Image: 'javascript:alert(1)',
    },
    amount: null,
  },
  render: (args) => <LineInForm {...args} />,
  play: async ({ canvas }) => {
    const line = group(canvas, 1);
    const link = line.getByRole('textbox', { name: 'Link sản phẩm' });
    await expect(link).not.toHaveAttribute('aria-invalid');
    await expect(line.queryByText('Bạn chưa nhập tên sản phẩm')).not.toBeInTheDocument();
    await expect(amountText(line)).toBe('Thành tiền—');

    await userEvent.click(canvas.getByRole('button', { name: 'Tạo đơn' }));
    await expect(await line.findByText('Link sản phẩm không hợp lệ, chỉ nhận link sản phẩm Taobao, Tmall hoặc 1688')).toBeVisible();
    await expect(line.getByText('Bạn chưa nhập tên sản phẩm')).toBeVisible();
    await expect(line.getByText('Kích cỡ không được chứa dấu ;')).toBeVisible();
    await expect(line.getByText('Giá không hợp lệ, hãy nhập số như 89,50')).toBeVisible();
    await expect(line.getByText('Link ảnh phải bắt đầu bằng http:// hoặc https://')).toBeVisible();
    await waitFor(() => expect(link).toHaveFocus());
    const invalid = line.getAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid') === 'true');
    await expect(invalid.map((box) => box.getAttribute('name'))).toEqual(
      ['Link', 'Name', 'Size', 'Price', 'Image'].map((field) => lineFieldName(LINE_KEY, field)),
    );
    await expect(line.getByRole('textbox', { name: 'Màu sắc' })).not.toHaveAttribute('aria-invalid');
    await expect(sent).not.toHaveBeenCalled();
  },
};
