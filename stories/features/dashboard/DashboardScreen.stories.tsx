import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paths } from '../../../src/app/paths';
import { DashboardScreen, type DashboardData } from '../../../src/features/dashboard/DashboardScreen';
import { fixtures } from '../../../src/mocks';

const { CURRENT_RATE, EXTENSION_LINK, FEE_BUYER, supporter } = fixtures;
const books = fixtures.seedBooks();

/** The demo customer's dashboard, as getdashboard + Settings.FeeBuyer decode it. */
const data: DashboardData = {
  CurrentRate: CURRENT_RATE,
  PocketMoney: 12_450_000,
  NumberCarts: books.carts.reduce((sum, cart) => sum + cart.CartItems.length, 0),
  ExtensionLink: EXTENSION_LINK,
  Supporter: { ...supporter, Zalo: '0912 686 868' },
  ShopFavorites: books.shopFavorites,
  FeeBuyer: FEE_BUYER,
};

const meta = {
  title: 'Features/Dashboard/DashboardScreen',
  component: DashboardScreen,
  args: { status: 'ready', data, onRetry: fn(), paths },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const card = (canvas: Canvas, name: string) => canvas.getByRole('region', { name });

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible();

    await step('rate, wallet and cart', async () => {
      await expect(card(canvas, 'Tỷ giá hôm nay')).toHaveTextContent('1 ¥ = 3.650 ₫');
      const wallet = card(canvas, 'Số dư ví');
      await expect(wallet).toHaveTextContent('12.450.000 ₫');
      await expect(within(wallet).getByRole('link', { name: 'Nạp tiền' })).toHaveAttribute('href', '#/transaction/deposit');
      await expect(within(wallet).getByRole('link', { name: 'Lịch sử giao dịch' })).toHaveAttribute('href', '#/transaction/list');
      const cart = card(canvas, 'Giỏ hàng');
      await expect(cart).toHaveTextContent(`${String(data.NumberCarts)} sản phẩm`);
      await expect(within(cart).getByRole('link', { name: 'Xem giỏ hàng' })).toHaveAttribute('href', '#/order/cart');
    });

    await step('quick links', async () => {
      const quick = card(canvas, 'Truy cập nhanh');
      const links = within(quick).getAllByRole('link');
      await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Giỏ hàng', '#/order/cart'],
        ['Chờ đặt cọc', '#/order/order-wait-deposit'],
        ['Chờ thanh toán', '#/order/order-wait-pay'],
        ['Kiện hàng', '#/order/transport'],
        ['Nạp tiền', '#/transaction/deposit'],
      ]);
    });

    await step('the extension opens in a new tab, without access to this page', async () => {
      const link = within(card(canvas, 'Tiện ích đặt hàng')).getByRole('link', { name: /Cài tiện ích cho trình duyệt/ });
      await expect(link).toHaveAttribute('href', EXTENSION_LINK);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    await step('the account manager can be called, mailed and messaged', async () => {
      const contact = card(canvas, 'Nhân viên hỗ trợ');
      await expect(contact).toHaveTextContent(supporter.Name);
      await expect(within(contact).getByRole('link', { name: supporter.Phone })).toHaveAttribute('href', 'tel:0912686868');
      await expect(within(contact).getByRole('link', { name: supporter.Email })).toHaveAttribute('href', `mailto:${supporter.Email}`);
      await expect(within(contact).getByRole('link', { name: /0912 686 868 \(mở trong tab mới\)/ })).toHaveAttribute('href', 'https://zalo.me/0912686868');
    });

    await step('favourite shops with their saved products; a shop without a name shows its link', async () => {
      const shops = card(canvas, 'Shop yêu thích');
      const first = within(shops).getByRole('link', { name: /雪域羽绒旗舰店 — Áo phao Tuyết Vực/ });
      await expect(first).toHaveAttribute('href', 'https://xueyu.tmall.com/');
      await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(within(shops).getByRole('link', { name: /^https:\/\/shop108866\.taobao\.com\// })).toBeVisible();
      const saved = within(shops).getByRole('list', { name: 'Sản phẩm đã lưu (2)' });
      await expect(within(saved).getAllByRole('link')[0]).toHaveAttribute('href', 'https://detail.tmall.com/item.htm?id=712345678901');
    });

    await step('the buyer-fee price list', async () => {
      const table = within(card(canvas, 'Phí mua hàng')).getByRole('table');
      const rows = within(table).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent.replace(/\s/g, ' ')));
      await expect(rows).toEqual([
        ['Giá trị đơn hàng', 'Phí'],
        ['Dưới 5.000.000 ₫', '3%'],
        ['Từ 5.000.000 ₫ đến 50.000.000 ₫', '2%'],
        ['Từ 50.000.000 ₫ trở lên', '1%'],
      ]);
    });
  },
};

export const Loading: Story = {
  args: { status: 'loading', data: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải trang chủ…');
    await expect(canvas.queryByRole('region', { name: 'Số dư ví' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', data: undefined },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Không tải được trang chủ');
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** While the retry runs the button stays put and ignores presses. */
export const Retrying: Story = {
  args: { status: 'error', data: undefined, isRetrying: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Thử lại/ });
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** A new customer: nothing saved, an empty cart, an empty wallet. */
export const NewCustomer: Story = {
  args: { data: { ...data, ShopFavorites: [], NumberCarts: 0, PocketMoney: 0 } },
  play: async ({ canvas }) => {
    const shops = card(canvas, 'Shop yêu thích');
    await expect(within(shops).getByRole('heading', { level: 3, name: 'Chưa có shop yêu thích' })).toBeVisible();
    await expect(card(canvas, 'Giỏ hàng')).toHaveTextContent('Giỏ hàng trống');
    await expect(card(canvas, 'Số dư ví')).toHaveTextContent('0 ₫');
  },
};

/** No account manager, no extension link, no fee list: each card says so instead of showing blanks. */
export const MissingInfo: Story = {
  args: { data: { ...data, Supporter: null, ExtensionLink: null, FeeBuyer: {} } },
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Nhân viên hỗ trợ')).toHaveTextContent('chưa có nhân viên hỗ trợ riêng');
    const extension = card(canvas, 'Tiện ích đặt hàng');
    await expect(within(extension).queryByRole('link')).not.toBeInTheDocument();
    await expect(extension).toHaveTextContent('Liên kết cài tiện ích chưa có');
    await expect(card(canvas, 'Phí mua hàng')).toHaveTextContent('Chưa có biểu phí');
  },
};

/** Links from the server that are not http(s) never become links; an odd email stays text. */
export const UnsafeLinks: Story = {
  args: {
    data: {
      ...data,
      ExtensionLink: 'javascript:alert(1)',
      Supporter: { Name: 'Trần Thu Hà', Phone: 'Gọi tổng đài', Email: 'ha.tran<at>congdathang', Zalo: 'zalo: hà trần' },
      ShopFavorites: [{ Name: 'Shop lạ', Link: 'javascript:alert(document.cookie)', ItemLinks: ['data:text/html,<script>alert(1)</script>', 'https://item.taobao.com/item.htm?id=1'] }],
    },
  },
  play: async ({ canvas }) => {
    await expect(within(card(canvas, 'Tiện ích đặt hàng')).queryByRole('link')).not.toBeInTheDocument();
    await expect(within(card(canvas, 'Nhân viên hỗ trợ')).queryByRole('link')).not.toBeInTheDocument();
    const shops = card(canvas, 'Shop yêu thích');
    await expect(within(shops).getByText('Shop lạ')).toBeVisible();
    const links = within(shops).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://item.taobao.com/item.htm?id=1']);
    await expect(Array.from(canvas.getByRole('heading', { level: 1 }).ownerDocument.querySelectorAll('a[href^="javascript:"], a[href^="data:"]'))).toHaveLength(0);
  },
};

const longShopName = 'Cửa hàng thời trang nam nữ cao cấp chính hãng Quảng Châu chuyên sỉ lẻ áo khoác, áo phao, quần jean — 广州市白云区服装批发市场旗舰店';

/** Long shop names and long product links wrap inside the card, on a phone too. */
export const LongNames: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    data: {
      ...data,
      PocketMoney: -1_234_567_890,
      ShopFavorites: [
        {
          Name: longShopName,
          Link: 'https://shop-quang-chau-thoi-trang-nam-nu-cao-cap-chinh-hang.world.taobao.com/',
          ItemLinks: ['https://detail.tmall.com/item.htm?id=712345678901&spm=a1z10.3-b-s.w4011-22651484606.38.4f7b5a2cXyZabc&skuId=5012345678901234'],
        },
      ],
      Supporter: { Name: 'Nguyễn Hoàng Phương Thảo Nguyên (chăm sóc khách hàng khu vực phía Bắc)', Phone: '0912 686 868', Email: 'nguyen.hoang.phuong.thao.nguyen.cskh.mien.bac@congdathang.vn', Zalo: null },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: new RegExp(longShopName.slice(0, 30)) })).toBeVisible();
    await expect(card(canvas, 'Số dư ví')).toHaveTextContent('−1.234.567.890 ₫');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
