import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CartQuestion } from '../../../src/features/cart/CartQuestion';
import { selectionSummary } from '../../../src/features/cart/model';
import { FEE_BUYER, RATE, threeShops } from './cart.data';
import { vnd } from '../../support/money';

const [taobao, tmall] = threeShops;
if (!taobao || !tmall) throw new Error('threeShops has three shops');

/** The cart's confirmation on its own (CartScreen's stories show it in the cart). Nothing is sent before it is confirmed. */
const meta = {
  title: 'Features/Cart/CartQuestion',
  component: CartQuestion,
  args: {
    question: null,
    carts: threeShops,
    rate: RATE,
    feeBuyer: FEE_BUYER,
    isPending: false,
    onConfirm: fn(() => Promise.resolve()),
    onCancel: fn(),
  },
} satisfies Meta<typeof CartQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('alertdialog', { name: 'Xác thực' });

/** Two shops: each named with its total, then the goods, the fee and the total of both. */
export const OrderTwoShops: Story = {
  args: { question: { kind: 'order', cartIds: [taobao.Id, tmall.Id], single: false } },
  play: async ({ args }) => {
    const question = await dialog();
    await expect(question).toHaveTextContent('Đặt hàng 2 shop đã chọn?');
    const shops = within(question).getByRole('list', { name: 'Shop sẽ đặt hàng' });
    await expect(within(shops).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining(taobao.SellerName),
      expect.stringContaining(tmall.SellerName),
    ]);
    const summary = selectionSummary([taobao, tmall], [taobao.Id, tmall.Id], RATE, FEE_BUYER);
    await expect(within(question).getByText('Tổng tạm tính').nextElementSibling).toHaveTextContent(vnd(summary.total));
    await userEvent.click(within(question).getByRole('button', { name: 'Đặt hàng' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Removing a product names it and how many; cancelling sends nothing. */
export const DeleteItem: Story = {
  args: { question: { kind: 'deleteItem', cartId: taobao.Id, itemId: taobao.CartItems[0]?.Id ?? 0 } },
  play: async ({ args }) => {
    const question = await dialog();
    const item = taobao.CartItems[0];
    await expect(question).toHaveTextContent(`Xoá “${item?.Name ?? ''}” (${String(item?.Quantity ?? 0)} cái) khỏi giỏ hàng?`);
    await userEvent.click(within(question).getByRole('button', { name: 'Huỷ' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A shop gone from the cart meanwhile: the question still makes sense without its name. */
export const RemoveShopGone: Story = {
  args: { question: { kind: 'removeCart', cartId: 999 } },
  play: async () => {
    const question = await dialog();
    await expect(question).toHaveTextContent('Xoá shop này khỏi giỏ hàng?');
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Xoá shop' })).toBeVisible());
  },
};
