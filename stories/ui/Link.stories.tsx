import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, telHref } from '../../src/ui/Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { children: 'Xem giỏ hàng', href: '#/order/cart' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Xem giỏ hàng' });
    await expect(link).toHaveAttribute('href', '#/order/cart');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** A shop page from the server: a new tab, no opener, and the user is told so. */
export const External: Story = {
  args: { external: true, href: 'https://detail.tmall.com/item.htm?id=652341', children: 'Xem sản phẩm trên Tmall' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Xem sản phẩm trên Tmall (mở trong tab mới)' });
    await expect(link).toHaveAttribute('href', 'https://detail.tmall.com/item.htm?id=652341');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Any scheme but http(s) shows the text only: nothing to click, nothing to run. */
export const UnsafeAddressIsText: Story = {
  render: () => (
    <ul>
      <li>
        <Link external href="javascript:alert(document.cookie)">
          Shop khuyến mãi
        </Link>
      </li>
      <li>
        <Link external href="data:text/html,<script>alert(1)</script>">
          Ảnh sản phẩm
        </Link>
      </li>
      <li>
        <Link href="javascript:alert(1)">Trang chủ</Link>
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Shop khuyến mãi')).toBeVisible();
    await expect(canvas.getByText('Ảnh sản phẩm')).toBeVisible();
    await expect(canvas.getByText('Trang chủ')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { href: telHref('0912 345 678') ?? undefined, children: 'Hotline: 0912 345 678' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Hotline: 0912 345 678' })).toHaveAttribute('href', 'tel:0912345678');
  },
};

export const LongVietnameseLabel: Story = {
  render: (args) => (
    <p style={{ maxWidth: '100%' }}>
      Trước khi đặt cọc, vui lòng{' '}
      <Link {...args} external href="https://example.vn/huong-dan">
        đọc kỹ hướng dẫn đặt hàng hộ, quy định kiểm đếm và chính sách khiếu nại hàng thiếu, hàng lỗi của chúng tôi
      </Link>{' '}
      để tránh phát sinh chi phí.
    </p>
  ),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /^đọc kỹ hướng dẫn đặt hàng hộ.*\(mở trong tab mới\)$/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Tab reaches each link in reading order; Enter activates it. */
export const Keyboard: Story = {
  args: { onClick: fn() },
  render: (args) => (
    // The story stays where it is: the click that Enter makes is cancelled before it navigates.
    <nav aria-label="Lối tắt" onClickCapture={(event) => event.preventDefault()} style={{ display: 'flex', gap: 16 }}>
      <Link {...args} />
      <Link href="#/transaction/deposit">Nạp tiền</Link>
      <Link external href="https://example.vn/lien-he">
        Liên hệ
      </Link>
    </nav>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Xem giỏ hàng' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Nạp tiền' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Liên hệ (mở trong tab mới)' })).toHaveFocus();
  },
};
