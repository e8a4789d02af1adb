import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CartScreen, type CartData, type CartItemChange } from '../../../src/features/cart/CartScreen';
import { cartTotals } from '../../../src/features/cart/model';
import { EXTENSION_LINK, FEE_BUYER, longNames, manyShops, oneShop, RATE, threeShops } from './cart.data';
import { alibaba, dialog, dialogGone, editsQuantity, items, lineTops, Live, ordersSelectedShops, selectAll, selected, shop, shopButton, shopCheckbox, shopFigure, showsThreeShops, summary, taobao, ticksShops, tmall } from './cartScreen.steps';
import { vnd } from '../../support/money';
import { retriesOnceAfterLoadError } from '../../support/loadError';
import { valueFits } from '../../support/geometry';

const meta = {
  title: 'Features/Cart/CartScreen',
  component: CartScreen,
  args: {
    status: 'ready',
    carts: threeShops,
    total: threeShops.length,
    skip: 0,
    take: 100,
    onPageChange: fn(),
    rate: RATE,
    feeBuyer: FEE_BUYER,
    balance: 25_000_000,
    extensionLink: EXTENSION_LINK,
    onRetry: fn(),
    onUpdateItem: fn<(itemId: number, change: CartItemChange) => Promise<void>>(() => Promise.resolve()),
    onUpdateCartNote: fn<(cartId: number, note: string) => Promise<void>>(() => Promise.resolve()),
    onDeleteItem: fn<(itemId: number) => Promise<void>>(() => Promise.resolve()),
    onRemoveCart: fn<(cartId: number) => Promise<void>>(() => Promise.resolve()),
    onOrderShop: fn<(cartId: number) => Promise<void>>(() => Promise.resolve()),
    onOrderSelected: fn<(cartIds: number[]) => Promise<void>>(() => Promise.resolve()),
    onCreateByLink: fn(),
    outbox: { pending: 0, sending: false },
    onRetryOutbox: fn(),
    waitDepositHref: '#/order/order-wait-deposit',
  },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every shop's rows, before the screenshots: they mount as a shop comes near, in slices, and a shot must
 * not depend on how far that got (it did, on the overlays' start-up fetch, in Mobile).
 */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function allShopRows(canvas: Canvas, carts: readonly CartData[]) {
  for (const cart of carts) {
    shop(canvas, cart).scrollIntoView();
    await waitFor(async () => expect(await items(shop(canvas, cart))).toHaveLength(cart.CartItems.length));
  }
  window.scrollTo(0, 0);
}

/** Three shops, one from each marketplace: names, badges, pictures, options as chips, money in ¥ and ₫. */
export const Default: Story = {
  play: showsThreeShops,
};

export const OneShop: Story = {
  args: { carts: oneShop, total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region').filter((region) => region.tagName === 'SECTION' && region.querySelector('h2'))).toHaveLength(1);
    await userEvent.click(selectAll(canvas));
    await expect(selected(canvas)).toHaveTextContent('1 shop · 1 sản phẩm');
  },
};

/** Typing a quantity saves it on leaving the field, −/+ save each press; the sums follow at once. */
export const QuantityEdit: Story = {
  play: editsQuantity,
};

/** Notes save on Enter or on leaving the field, once; an unchanged note sends nothing. */
export const NoteEdit: Story = {
  play: async ({ args, canvas }) => {
    const first = shop(canvas, taobao);
    const [, second] = await items(first);
    const note = within(second!).getByRole('textbox', { name: 'Ghi chú sản phẩm' });
    await userEvent.type(note, 'Size chuẩn Âu{Enter}');
    await expect(args.onUpdateItem).toHaveBeenCalledWith(taobao.CartItems[1]!.Id, { field: 'Note', value: 'Size chuẩn Âu' });
    await userEvent.tab();
    await expect(args.onUpdateItem).toHaveBeenCalledTimes(1);

    const shopNote = within(first).getByRole('textbox', { name: 'Ghi chú cho shop' });
    await userEvent.clear(shopNote);
    await userEvent.type(shopNote, 'Giao trước thứ Sáu');
    await userEvent.tab();
    await expect(args.onUpdateCartNote).toHaveBeenCalledWith(taobao.Id, 'Giao trước thứ Sáu');
    await expect(shopNote).toHaveValue('Giao trước thứ Sáu');
  },
};

/** The save fails: the old value comes back and a toast says so. */
export const EditRollsBack: Story = {
  args: { onUpdateItem: fn<(itemId: number, change: CartItemChange) => Promise<void>>(() => Promise.reject(new Error('500'))) },
  play: async ({ args, canvas }) => {
    const first = shop(canvas, taobao);
    const [row] = await items(first);
    const item = taobao.CartItems[0]!;
    const quantity = within(row!).getByRole('textbox', { name: 'Số lượng' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    await userEvent.tab();
    await expect(args.onUpdateItem).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(quantity).toHaveValue(String(item.Quantity)));
    await expect(await screen.findByText('Không lưu được thay đổi, đã khôi phục giá trị cũ.')).toBeInTheDocument();
    await expect(shopFigure(first, 'Tạm tính')).toBe(vnd(cartTotals(taobao.CartItems, RATE, FEE_BUYER).total));

    const note = within(row!).getByRole('textbox', { name: 'Ghi chú sản phẩm' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Ghi chú mới');
    await userEvent.tab();
    await waitFor(() => expect(note).toHaveValue(item.Note));
  },
};

/** A save on its way: the new number and sums are shown already, with 'Đang lưu…' beside the field. */
export const EditInFlight: Story = {
  args: { onUpdateItem: fn<(itemId: number, change: CartItemChange) => Promise<void>>(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas }) => {
    const first = shop(canvas, alibaba);
    const [row] = await items(first);
    const quantity = within(row!).getByRole('textbox', { name: 'Số lượng' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await userEvent.tab();
    await expect(within(row!).getByText('Đang lưu…')).toBeVisible();
    await expect(quantity).toHaveValue('12');
    const edited = alibaba.CartItems.map((line, index) => (index === 0 ? { ...line, Quantity: 12 } : line));
    await expect(shopFigure(first, 'Tạm tính')).toBe(vnd(cartTotals(edited, RATE, FEE_BUYER).total));
  },
};

/** Deleting an item asks first (focus on `Huỷ`); Escape sends nothing; `Xoá` sends one request. */
export const DeleteConfirm: Story = {
  play: async ({ args, canvas }) => {
    const first = shop(canvas, alibaba);
    const [row] = await items(first);
    const item = alibaba.CartItems[0]!;
    await userEvent.click(within(row!).getByRole('button', { name: 'Xoá sản phẩm' }));
    let question = await dialog();
    await expect(question).toHaveTextContent(item.Name);
    await expect(within(question).getByRole('button', { name: 'Huỷ' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await dialogGone();
    await expect(args.onDeleteItem).not.toHaveBeenCalled();

    await userEvent.click(within(row!).getByRole('button', { name: 'Xoá sản phẩm' }));
    question = await dialog();
    await userEvent.dblClick(within(question).getByRole('button', { name: 'Xoá' }));
    await dialogGone();
    await expect(args.onDeleteItem).toHaveBeenCalledTimes(1);
    await expect(args.onDeleteItem).toHaveBeenCalledWith(item.Id);
    await expect(await screen.findByText('Đã xoá sản phẩm khỏi giỏ hàng.')).toBeInTheDocument();
    await waitFor(() => expect(row).not.toBeInTheDocument());
    await expect(shopFigure(shop(canvas, alibaba), 'Tạm tính')).toBe(vnd(cartTotals(alibaba.CartItems.slice(1), RATE, FEE_BUYER).total));
  },
};

/** `Xoá shop` removes the whole shop after its question. */
export const RemoveShop: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await shopButton(canvas, tmall, 'Xoá shop'));
    const question = await dialog();
    await expect(question).toHaveTextContent(`Xoá shop “${tmall.SellerName}” và ${tmall.CartItems.length} sản phẩm của shop khỏi giỏ hàng?`);
    await userEvent.click(within(question).getByRole('button', { name: 'Xoá shop' }));
    await dialogGone();
    await expect(args.onRemoveCart).toHaveBeenCalledWith(tmall.Id);
    await waitFor(() => expect(canvas.queryByRole('region', { name: tmall.SellerName })).not.toBeInTheDocument());
    await expect(selectAll(canvas)).toHaveAccessibleName('Chọn tất cả (2 shop)');
  },
};

/** Ticking shops (mouse and Space), select-all and its half-ticked state; the summary follows. */
export const SelectAll: Story = {
  play: ticksShops,
};

/**
 * `Đặt hàng` on one shop: the question shows that shop and its total; a double click sends one
 * request; then a toast, the shop leaves, and the way to the deposit list is offered.
 */
export const OrderConfirm: Story = {
  args: { onOrderShop: fn<(cartId: number) => Promise<void>>(() => new Promise((resolve) => setTimeout(resolve, 200))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(await shopButton(canvas, tmall, 'Đặt hàng'));
    const question = await dialog();
    const list = within(question).getByRole('list', { name: 'Shop sẽ đặt hàng' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(list).toHaveTextContent(tmall.SellerName);
    await expect(question.textContent.replace(/\s/g, ' ')).toContain(vnd(cartTotals(tmall.CartItems, RATE, FEE_BUYER).total));

    const confirm = within(question).getByRole('button', { name: 'Đặt hàng' });
    await userEvent.dblClick(confirm);
    await userEvent.click(confirm);
    await dialogGone();
    await expect(args.onOrderShop).toHaveBeenCalledTimes(1);
    await expect(args.onOrderShop).toHaveBeenCalledWith(tmall.Id);
    await expect(args.onOrderSelected).not.toHaveBeenCalled();
    await expect(await screen.findByText('Đã đặt hàng 1 shop.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Xem đơn chờ đặt cọc' })).toHaveAttribute('href', '#/order/order-wait-deposit');
    await waitFor(() => expect(canvas.queryByRole('region', { name: tmall.SellerName })).not.toBeInTheDocument());
  },
};

/** The ticked shops are ordered together: one orderbuyids with their ids; cancelling sends nothing. */
export const OrderSelected: Story = {
  play: ordersSelectedShops,
};

/** Ordering fails: the shop stays, with a toast; the question can be asked again. */
export const OrderFails: Story = {
  args: { onOrderShop: fn<(cartId: number) => Promise<void>>(() => Promise.reject(new Error('400'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(await shopButton(canvas, taobao, 'Đặt hàng'));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Đặt hàng' }));
    await dialogGone();
    await expect(await screen.findByText('Chưa đặt hàng được, giỏ hàng vẫn giữ nguyên. Bạn hãy thử lại.')).toBeInTheDocument();
    await expect(shop(canvas, taobao)).toBeVisible();
    await expect(args.onOrderShop).toHaveBeenCalledTimes(1);
  },
};

/** After the server's answer replaces the shown edit, the figures stay right. */
export const EditThenRevalidate: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvas }) => {
    const first = shop(canvas, tmall);
    const [row] = await items(first);
    const quantity = within(row!).getByRole('textbox', { name: 'Số lượng' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.tab();
    const edited = tmall.CartItems.map((line, index) => (index === 0 ? { ...line, Quantity: 4 } : line));
    await waitFor(() => expect(shopFigure(first, 'Tạm tính')).toBe(vnd(cartTotals(edited, RATE, FEE_BUYER).total)));
    await expect(quantity).toHaveValue('4');
  },
};

/** 100 shops of 10 items: every header is drawn, rows mount near the screen; select-all is one click. */
export const HundredShops: Story = {
  args: { carts: manyShops(100, 10), total: 100 },
  parameters: {
    visual: { skip: 'Item rows mount as their shop nears the viewport, so a page-tall shot never stops changing; OneShop and Default show the rows.' },
    // axe over a hundred alike shops outlasts the test timeout; the first three and the frame stand for all.
    a11y: {
      context: {
        include: ['h1', 'section:nth-of-type(-n+3)', 'section[aria-label="Tổng tiền các shop đã chọn"]'],
      },
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('section h2')).toHaveLength(100);
    await userEvent.click(selectAll(canvas));
    await expect(selected(canvas)).toHaveTextContent('100 shop · 1000 sản phẩm');
    // Far-away shops have not mounted their rows.
    await expect(canvasElement.querySelectorAll('[data-cart-item]').length).toBeLessThan(100);
  },
};

/** Long Chinese and Vietnamese names, options and notes wrap inside the card. */
export const LongNames: Story = {
  args: { carts: longNames, total: longNames.length },
  play: async ({ canvasElement, canvas }) => {
    const first = shop(canvas, longNames[0]!);
    await items(first);
    await expect(within(first).getByRole('list', { name: 'Phân loại' })).toHaveTextContent('Xanh rêu phối viền kem nhạt');
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await allShopRows(canvas, longNames);
  },
};

/** Products from the extension are waiting to be sent: their count and `Thử lại`. */
export const OutboxWaiting: Story = {
  args: { outbox: { pending: 3, sending: false } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('3 sản phẩm từ tiện ích đang chờ gửi vào giỏ hàng.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetryOutbox).toHaveBeenCalledTimes(1);
  },
};

export const OutboxSending: Story = {
  args: { outbox: { pending: 2, sending: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang gửi 2 sản phẩm từ tiện ích vào giỏ hàng…')).toBeVisible();
  },
};

/** More than a page of shops: pages of 100; the selection belongs to the page. */
export const Paged: Story = {
  args: { carts: manyShops(3, 2), total: 250, skip: 100 },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Phân trang giỏ hàng' });
    await expect(within(nav).getByRole('status')).toHaveTextContent('Hiển thị 101–200 trên 250');
    await userEvent.click(within(nav).getByRole('button', { name: /Trang sau/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ skip: 200, take: 100 });
  },
};

/** An order was created by link (the app's dialog): the way to its deposit is offered. */
export const CreatedByLink: Story = {
  args: { createdByLink: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Đã tạo đơn hàng bằng link\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Xem đơn chờ đặt cọc' })).toHaveAttribute('href', '#/order/order-wait-deposit');
  },
};

/** Nothing in the cart: how to add goods with the extension, its install link, and ordering by link. */
export const Empty: Story = {
  args: { carts: [], total: 0 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Giỏ hàng của bạn đang trống' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Cài tiện ích đặt hàng/ })).toHaveAttribute('href', EXTENSION_LINK);
    await userEvent.click(canvas.getByRole('button', { name: 'Tạo đơn bằng link' }));
    await expect(args.onCreateByLink).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Tổng tiền các shop đã chọn' })).not.toBeInTheDocument();
  },
};

/** An install link that is not http(s) is not a link. */
export const EmptyWithoutExtensionLink: Story = {
  args: { carts: [], total: 0, extensionLink: 'javascript:alert(1)' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Cài tiện ích/ })).not.toBeInTheDocument();
    await expect(canvas.getByText(/Liên kết cài tiện ích chưa có/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', carts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.getByRole('button', { name: 'Tạo đơn bằng link' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', carts: [] },
  play: async ({ args, canvasElement }) => {
    await retriesOnceAfterLoadError(canvasElement, args.onRetry);
  },
};

/** A 375 px phone: each shop a card, items stacked, the summary stuck to the bottom of the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <CartScreen {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(summary(canvas)).position).toBe('sticky');
    const [row] = await items(shop(canvas, taobao));
    await expect(row!.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await userEvent.click(shopCheckbox(canvas, taobao));
    await expect(selected(canvas)).toHaveTextContent(`1 shop · ${String(taobao.CartItems.length)} sản phẩm`);
    await allShopRows(canvas, threeShops);
  },
};

/** The largest quantity a cart takes, 9.999, shows whole in its box beside −/+, on a phone and a desktop. */
export const LargestQuantity: Story = {
  args: { carts: oneShop.map((cart) => ({ ...cart, CartItems: cart.CartItems.map((item) => ({ ...item, Quantity: 9999 })) })), total: 1 },
  play: async ({ canvas }) => {
    const [quantity] = await canvas.findAllByRole<HTMLInputElement>('textbox', { name: 'Số lượng' });
    if (!quantity) throw new Error('No quantity box');
    await expect(quantity).toHaveValue('9.999');
    await expect(valueFits(quantity)).toBe(true);
  },
};

/**
 * The long Chinese and Vietnamese names on a 375 px phone. Chinese is drawn by the CJK fallback font
 * after Be Vietnam Pro (docs/decisions.md): the names wrap inside their card, nothing scrolls sideways,
 * and the lines stand exactly one line height apart whether they hold Chinese or not — a fallback font
 * with taller ascenders would push the line after a Chinese one down.
 */
export const LongNamesOnPhone: Story = {
  args: { carts: longNames, total: longNames.length },
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    visual: {
      skip: 'Its point, the lines one line height apart, is its play’s; the long names’ look is LongNames’ baselines. Its desktop shot took its height from the phone layout in some runs (1,029 or 1,384 px tall, the summary bar over the last shop or at its end).',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const first = shop(canvas, longNames[0]!);
    const [row] = await items(first);
    const shopName = within(first).getByRole('heading', { level: 2, name: longNames[0]!.SellerName });
    const itemName = within(row!).getByRole('link', { name: new RegExp(`^${longNames[0]!.CartItems[0]!.Name.slice(0, 12)}`) });
    for (const text of [shopName, itemName]) {
      const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
      const tops = lineTops(text);
      await expect(tops.length, `${text.textContent} wraps`).toBeGreaterThanOrEqual(2);
      const gaps = tops.slice(1).map((top, index) => top - tops[index]!);
      for (const gap of gaps) {
        await expect(Math.abs(gap - lineHeight), `lines of ${text.textContent}: ${gaps.join(', ')} px apart, line height ${String(lineHeight)} px`).toBeLessThanOrEqual(0.5);
      }
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
