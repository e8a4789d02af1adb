/**
 * What CartScreen's stories share that is not a story: the three shops by name, the screen's locators, a
 * stand-in for the app's revalidation and the longer play functions (each named beside its story).
 * Not a story file: Storybook only collects *.stories.tsx.
 */
import type { StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CartScreen, type CartData } from '../../../src/features/cart/CartScreen';
import { cartTotals, selectionSummary } from '../../../src/features/cart/model';
import { formatCny } from '../../../src/ui/Money';
import { FEE_BUYER, RATE, threeShops } from './cart.data';
import { vnd } from '../../support/money';

type Play = NonNullable<StoryObj<typeof CartScreen>['play']>;
type Canvas = Parameters<Play>[0]['canvas'];

export const [taobao, tmall, alibaba] = threeShops as [CartData, CartData, CartData];

export const shop = (canvas: Canvas, cart: CartData) => canvas.getByRole('region', { name: cart.SellerName });
export const summary = (canvas: Canvas) => canvas.getByRole('region', { name: 'Tổng tiền các shop đã chọn' });
export const selected = (canvas: Canvas) => within(summary(canvas)).getByRole('status');
export const selectAll = (canvas: Canvas) => canvas.getByRole('checkbox', { name: /^Chọn tất cả/ });
export const shopCheckbox = (canvas: Canvas, cart: CartData) => canvas.getByRole('checkbox', { name: `Chọn shop ${cart.SellerName}` });
/** The value beside a label in a shop's header ('Số lượng', 'Tạm tính'…). */
export const shopFigure = (region: HTMLElement, label: string) =>
  [...region.querySelectorAll('dt')].find((term) => term.textContent.startsWith(label))?.nextElementSibling?.textContent.replace(/\s/g, ' ');
/** Item rows mount when their shop comes near the viewport: wait for them. */
export const items = async (region: HTMLElement) => {
  await waitFor(() => expect(region.querySelector('[data-cart-item]')).not.toBeNull(), { timeout: 10_000 });
  const list = within(region).getByRole('list', { name: 'Sản phẩm' });
  return within(list).getAllByRole('listitem').filter((row) => row.hasAttribute('data-cart-item'));
};
/** A shop's own buttons ('Đặt hàng', 'Xoá shop') come with its rows. */
export const shopButton = (canvas: Canvas, cart: CartData, name: string) =>
  within(shop(canvas, cart)).findByRole('button', { name }, { timeout: 10_000 });
export const dialog = () => screen.findByRole('alertdialog', { name: 'Xác thực' });
export const dialogGone = () => waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Xác thực' })).not.toBeInTheDocument());

/** A stand-in for the app: what its revalidation does after a save, so the sums can be checked end to end. */
export function Live(args: ComponentProps<typeof CartScreen>) {
  const [carts, setCarts] = useState(args.carts);
  return (
    <CartScreen
      {...args}
      carts={carts}
      onUpdateItem={async (itemId, change) => {
        await args.onUpdateItem(itemId, change);
        setCarts((current) =>
          current.map((cart) => ({
            ...cart,
            CartItems: cart.CartItems.map((item) =>
              item.Id !== itemId ? item : change.field === 'Quantity' ? { ...item, Quantity: change.value } : { ...item, Note: change.value },
            ),
          })),
        );
      }}
    />
  );
}

/** Where each line of an element's text starts, top to bottom (its text nodes' line boxes). */
export function lineTops(element: HTMLElement): number[] {
  const tops: number[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Visually hidden text ('mở trong tab mới') is read aloud, not laid out in lines.
    if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) tops.push(rect.top);
  }
  return [...new Set(tops.map((top) => Math.round(top * 10) / 10))].sort((a, b) => a - b);
}

/** Default's play: each marketplace's shop, the first row in full, a shop's figures, nothing selected yet. */
export const showsThreeShops: Play = async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Giỏ hàng' })).toBeVisible();
  const first = shop(canvas, taobao);
  await expect(within(first).getByRole('heading', { level: 2, name: taobao.SellerName })).toBeVisible();
  await expect(within(first).getByText('Taobao')).toBeVisible();
  await expect(within(shop(canvas, tmall)).getByText('Tmall')).toBeVisible();
  await expect(within(shop(canvas, alibaba)).getByText('1688')).toBeVisible();

  const [row] = await items(first);
  const item = taobao.CartItems[0]!;
  const link = within(row!).getByRole('link', { name: new RegExp(item.Name.slice(0, 10)) });
  await expect(link).toHaveAttribute('href', item.Link);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const [size, colour] = item.Options.split(';');
  const chips = within(row!).getByRole('list', { name: 'Phân loại' });
  await expect(chips).toHaveTextContent(`Kích cỡ: ${size!}`);
  await expect(chips).toHaveTextContent(`Màu sắc: ${colour!}`);
  await expect(row).toHaveTextContent(formatCny(item.Price));
  await expect(row!.textContent.replace(/\s/g, ' ')).toContain(vnd(Math.round(item.Price * RATE)));
  await expect(within(row!).getByRole('textbox', { name: 'Ghi chú sản phẩm' })).toHaveValue('Lấy đúng màu như ảnh');
  await expect(within(first).getByRole('textbox', { name: 'Ghi chú cho shop' })).toHaveValue(taobao.Note);

  // The shop's quantity is the sum of its items; the fee follows FeeBuyer on the ₫ subtotal.
  const totals = cartTotals(taobao.CartItems, RATE, FEE_BUYER);
  await expect(shopFigure(first, 'Số lượng')).toBe(String(taobao.CartItems.reduce((sum, line) => sum + line.Quantity, 0)));
  await expect(shopFigure(first, 'Phí mua hàng (3%)')).toBe(vnd(totals.fee));
  await expect(shopFigure(first, 'Tạm tính')).toBe(vnd(totals.total));

  await expect(selected(canvas)).toHaveTextContent('0 shop · 0 sản phẩm');
  await expect(within(summary(canvas)).getByRole('button', { name: 'Đặt hàng các shop đã chọn' })).toBeDisabled();
  await expect(summary(canvas)).toHaveTextContent('Số dư ví');
};

/** QuantityEdit's play: typed (saved on leaving or Enter), −/+ and an emptied field; the sums follow. */
export const editsQuantity: Play = async ({ args, canvas }) => {
  const first = shop(canvas, taobao);
  const [row] = await items(first);
  const item = taobao.CartItems[0]!;
  const quantity = within(row!).getByRole('textbox', { name: 'Số lượng' });
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '5');
  await expect(args.onUpdateItem).not.toHaveBeenCalled();
  await userEvent.tab();
  await expect(args.onUpdateItem).toHaveBeenCalledTimes(1);
  await expect(args.onUpdateItem).toHaveBeenCalledWith(item.Id, { field: 'Quantity', value: 5 });
  const edited = taobao.CartItems.map((line) => (line.Id === item.Id ? { ...line, Quantity: 5 } : line));
  await expect(shopFigure(first, 'Số lượng')).toBe(String(edited.reduce((sum, line) => sum + line.Quantity, 0)));
  await expect(shopFigure(first, 'Tạm tính')).toBe(vnd(cartTotals(edited, RATE, FEE_BUYER).total));
  await expect(row).toHaveTextContent(formatCny(item.Price * 5));

  await userEvent.click(within(row!).getByRole('button', { name: /^Tăng/ }));
  await expect(args.onUpdateItem).toHaveBeenLastCalledWith(item.Id, { field: 'Quantity', value: 6 });

  // Enter saves too; an emptied field goes back to the last number and saves nothing.
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '2{Enter}');
  await expect(args.onUpdateItem).toHaveBeenLastCalledWith(item.Id, { field: 'Quantity', value: 2 });
  await userEvent.clear(quantity);
  await userEvent.tab();
  await expect(quantity).toHaveValue('2');
  await expect(args.onUpdateItem).toHaveBeenCalledTimes(3);
};

/** SelectAll's play: select-all, a shop unticked (half-ticked), select-all twice, Space on a shop. */
export const ticksShops: Play = async ({ canvas }) => {
  await userEvent.click(selectAll(canvas));
  for (const cart of threeShops) await expect(shopCheckbox(canvas, cart)).toBeChecked();
  const all = selectionSummary(threeShops, [taobao.Id, tmall.Id, alibaba.Id], RATE, FEE_BUYER);
  await expect(selected(canvas)).toHaveTextContent(`3 shop · ${String(all.lines)} sản phẩm`);
  await expect(summary(canvas).textContent.replace(/\s/g, ' ')).toContain(vnd(all.total));

  await userEvent.click(shopCheckbox(canvas, tmall));
  await expect(selectAll(canvas)).toBePartiallyChecked();
  const two = selectionSummary(threeShops, [taobao.Id, alibaba.Id], RATE, FEE_BUYER);
  await expect(selected(canvas)).toHaveTextContent(`2 shop · ${String(two.lines)} sản phẩm`);
  await expect(summary(canvas).textContent.replace(/\s/g, ' ')).toContain(vnd(two.total));

  // From half-ticked, select-all ticks everything; again, nothing.
  await userEvent.click(selectAll(canvas));
  await expect(shopCheckbox(canvas, tmall)).toBeChecked();
  await userEvent.click(selectAll(canvas));
  await expect(selected(canvas)).toHaveTextContent('0 shop · 0 sản phẩm');

  shopCheckbox(canvas, alibaba).focus();
  await userEvent.keyboard(' ');
  await expect(shopCheckbox(canvas, alibaba)).toBeChecked();
  await expect(selected(canvas)).toHaveTextContent(`1 shop · ${String(alibaba.CartItems.length)} sản phẩm`);
};

/** OrderSelected's play: cancelled once, then both ticked shops in one request. */
export const ordersSelectedShops: Play = async ({ args, canvas }) => {
  await userEvent.click(shopCheckbox(canvas, taobao));
  await userEvent.click(shopCheckbox(canvas, alibaba));
  const order = within(summary(canvas)).getByRole('button', { name: 'Đặt hàng các shop đã chọn' });
  await userEvent.click(order);
  let question = await dialog();
  await userEvent.click(within(question).getByRole('button', { name: 'Huỷ' }));
  await dialogGone();
  await expect(args.onOrderSelected).not.toHaveBeenCalled();

  await userEvent.click(order);
  question = await dialog();
  await expect(within(within(question).getByRole('list', { name: 'Shop sẽ đặt hàng' })).getAllByRole('listitem')).toHaveLength(2);
  const both = selectionSummary(threeShops, [taobao.Id, alibaba.Id], RATE, FEE_BUYER);
  await expect(question.textContent.replace(/\s/g, ' ')).toContain(vnd(both.total));
  await userEvent.click(within(question).getByRole('button', { name: 'Đặt hàng' }));
  await dialogGone();
  await expect(args.onOrderSelected).toHaveBeenCalledTimes(1);
  await expect(args.onOrderSelected).toHaveBeenCalledWith([taobao.Id, alibaba.Id]);
  await expect(await screen.findByText('Đã đặt hàng 2 shop.')).toBeInTheDocument();
  await waitFor(() => expect(selected(canvas)).toHaveTextContent('0 shop · 0 sản phẩm'));
  await expect(shop(canvas, tmall)).toBeVisible();
};
