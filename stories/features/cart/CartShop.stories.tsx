import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CartShop, type CartShopProps } from '../../../src/features/cart/CartShop';
import * as styles from '../../../src/features/cart/CartScreen.css';
import type { CartData, CartItemChange, ShopHandlers } from '../../../src/features/cart/CartShopItems';
import { cartQuantity, cartTotals } from '../../../src/features/cart/model';
import { formatCny } from '../../../src/ui/Money';
import { FEE_BUYER, RATE, shopHandlers, threeShops } from './cart.data';
import { cny, vnd } from '../../support/money';

const [taobao, , alibaba] = threeShops as [CartData, CartData, CartData];

/** One shop of the cart on its own (CartScreen's stories show it among others), in the screen's frame. */
const meta = {
  title: 'Features/Cart/CartShop',
  component: CartShop,
  args: {
    cart: taobao,
    rate: RATE,
    feeBuyer: FEE_BUYER,
    isSelected: false,
    handlers: shopHandlers(),
  },
  decorators: [
    (Story) => (
      <div className={styles.root}>
        <div className={styles.shops}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof CartShop>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const region = (canvas: Canvas, cart: CartData) => canvas.getByRole('region', { name: cart.SellerName });
const tick = (canvas: Canvas, cart: CartData) => canvas.getByRole('checkbox', { name: `Chọn shop ${cart.SellerName}` });
/** The value beside a label in the shop's header ('Số lượng', 'Tạm tính'…), spaces normalised. */
const figure = (shop: HTMLElement, label: string) =>
  [...shop.querySelectorAll('dt')].find((term) => term.textContent.startsWith(label))?.nextElementSibling?.textContent.replace(/\s/g, ' ');
/** Rows mount once the shop has come near the viewport. */
const rows = async (shop: HTMLElement) => {
  const list = await within(shop).findByRole('list', { name: 'Sản phẩm' }, { timeout: 10_000 });
  return within(list).getAllByRole('listitem').filter((row) => row.hasAttribute('data-cart-item'));
};

/** Not ticked: name, marketplace, the shop's figures; the tick, `Đặt hàng` and `Xoá shop` each ask for this shop. */
export const NoneSelected: Story = {
  play: async ({ args, canvas }) => {
    const shop = region(canvas, taobao);
    await expect(within(shop).getByRole('heading', { level: 2, name: taobao.SellerName })).toBeVisible();
    await expect(within(shop).getByText('Taobao')).toBeVisible();
    await expect(tick(canvas, taobao)).not.toBeChecked();

    const totals = cartTotals(taobao.CartItems, RATE, FEE_BUYER);
    await expect(figure(shop, 'Số lượng')).toBe(String(cartQuantity(taobao.CartItems)));
    await expect(figure(shop, 'Tiền hàng')).toBe(`${cny(totals.goodsCny)} · ${vnd(totals.goodsVnd)}`);
    await expect(figure(shop, 'Phí mua hàng (3%)')).toBe(vnd(totals.fee));
    await expect(figure(shop, 'Tạm tính')).toBe(vnd(totals.total));
    await expect(await rows(shop)).toHaveLength(taobao.CartItems.length);

    await userEvent.click(tick(canvas, taobao));
    await expect(args.handlers.toggle).toHaveBeenCalledTimes(1);
    await expect(args.handlers.toggle).toHaveBeenCalledWith(taobao.Id, true);

    await userEvent.click(within(shop).getByRole('button', { name: 'Đặt hàng' }));
    await expect(args.handlers.order).toHaveBeenCalledTimes(1);
    await expect(args.handlers.order).toHaveBeenCalledWith(taobao.Id);
    await userEvent.click(within(shop).getByRole('button', { name: 'Xoá shop' }));
    await expect(args.handlers.removeCart).toHaveBeenCalledTimes(1);
    await expect(args.handlers.removeCart).toHaveBeenCalledWith(taobao.Id);
    // Both buttons say which shop they act on.
    await expect(within(shop).getByRole('button', { name: 'Đặt hàng' })).toHaveAccessibleDescription(taobao.SellerName);
  },
};

/** Ticked (a 1688 shop of three products): the tick is on, and pressing it again asks to untick this shop. */
export const Selected: Story = {
  args: { cart: alibaba, isSelected: true },
  play: async ({ args, canvas }) => {
    const shop = region(canvas, alibaba);
    await expect(within(shop).getByText('1688')).toBeVisible();
    await expect(tick(canvas, alibaba)).toBeChecked();
    await expect(await rows(shop)).toHaveLength(alibaba.CartItems.length);

    await userEvent.click(tick(canvas, alibaba));
    await expect(args.handlers.toggle).toHaveBeenCalledTimes(1);
    await expect(args.handlers.toggle).toHaveBeenCalledWith(alibaba.Id, false);
    await expect(args.handlers.order).not.toHaveBeenCalled();
  },
};

/** What the screen does with a save: the change is shown at once, then sent. */
function LiveShop(args: CartShopProps) {
  const [cart, setCart] = useState(args.cart);
  const handlers = useMemo<ShopHandlers>(
    () => ({
      ...args.handlers,
      saveItem: async (itemId: number, change: CartItemChange) => {
        setCart((current) => ({
          ...current,
          CartItems: current.CartItems.map((item) =>
            item.Id !== itemId ? item : change.field === 'Quantity' ? { ...item, Quantity: change.value } : { ...item, Note: change.value },
          ),
        }));
        await args.handlers.saveItem(itemId, change);
      },
    }),
    [args.handlers],
  );
  return <CartShop {...args} cart={cart} handlers={handlers} />;
}

/** A quantity on its way to the server: the new number and the shop's figures already, `Đang lưu…` beside the field. */
export const ItemSaving: Story = {
  args: { handlers: shopHandlers({ saveItem: fn<ShopHandlers['saveItem']>(() => new Promise<void>(() => undefined)) }) },
  render: (args) => <LiveShop {...args} />,
  play: async ({ args, canvas }) => {
    const shop = region(canvas, taobao);
    const [row] = await rows(shop);
    const item = taobao.CartItems[0]!;
    const quantity = within(row!).getByRole('textbox', { name: 'Số lượng' });
    await expect(within(row!).queryByText('Đang lưu…')).not.toBeInTheDocument();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6{Enter}');
    await expect(args.handlers.saveItem).toHaveBeenCalledTimes(1);
    await expect(args.handlers.saveItem).toHaveBeenCalledWith(item.Id, { field: 'Quantity', value: 6 });
    await waitFor(() => expect(within(row!).getByRole('status')).toHaveTextContent('Đang lưu…'));
    await expect(quantity).toHaveValue('6');

    const edited = taobao.CartItems.map((line) => (line.Id === item.Id ? { ...line, Quantity: 6 } : line));
    await expect(figure(shop, 'Số lượng')).toBe(String(cartQuantity(edited)));
    await expect(figure(shop, 'Tạm tính')).toBe(vnd(cartTotals(edited, RATE, FEE_BUYER).total));
    await expect(row).toHaveTextContent(formatCny(item.Price * 6));
  },
};
