import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyCart, OrderedNotice, OutboxNotice } from '../../../src/features/cart/CartNotices';
import { EXTENSION_LINK } from './cart.data';

/** Where the app sends the customer to pay the deposit (CartScreen's `waitDepositHref`). */
const WAIT_DEPOSIT_HREF = '#/order/order-wait-deposit';
/** The cart's own words for its create-by-link button, which the empty cart names. */
const CREATE_BY_LINK = 'Tạo đơn bằng link';

const onCreateByLink = fn();

/**
 * The cart's notices on their own (CartScreen's stories show them in the cart): products from the
 * extension still on their way, orders just created, and the empty cart.
 */
const meta = {
  title: 'Features/Cart/CartNotices',
  component: OutboxNotice,
  args: { outbox: { pending: 3, sending: false }, onRetry: fn() },
} satisfies Meta<typeof OutboxNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three products from the extension wait to be sent: their count, and `Thử lại` sends them again, once. */
export const OutboxWaiting: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('3 sản phẩm từ tiện ích đang chờ gửi vào giỏ hàng.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A send is on its way: the notice says so and `Thử lại` is busy, so a press sends nothing more. */
export const OutboxSending: Story = {
  args: { outbox: { pending: 2, sending: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Đang gửi 2 sản phẩm từ tiện ích vào giỏ hàng…')).toBeVisible();
    const retry = canvas.getByRole('button', { name: /Thử lại/ });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Two shops of the cart just became orders: how many, that they wait for a deposit, and the way there. */
export const OrderedFromCart: Story = {
  render: () => <OrderedNotice shops={2} byLink={false} href={WAIT_DEPOSIT_HREF} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đã tạo 2 đơn hàng từ giỏ hàng. Đơn hàng đang chờ bạn đặt cọc để chúng tôi mua hàng.')).toBeVisible();
    await expect(canvas.queryByText(/bằng link/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Xem đơn chờ đặt cọc' })).toHaveAttribute('href', WAIT_DEPOSIT_HREF);
  },
};

/** A shop ordered from the cart and an order created by link: both said, in that order, one link. */
export const OrderedFromCartAndByLink: Story = {
  render: () => <OrderedNotice shops={1} byLink href={WAIT_DEPOSIT_HREF} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Đã tạo 1 đơn hàng từ giỏ hàng. Đã tạo đơn hàng bằng link. Đơn hàng đang chờ bạn đặt cọc để chúng tôi mua hàng.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Xem đơn chờ đặt cọc' })).toHaveAttribute('href', WAIT_DEPOSIT_HREF);
  },
};

/** An empty cart: how products get into it, the extension's install link, and ordering by link. */
export const Empty: Story = {
  beforeEach: () => {
    onCreateByLink.mockClear();
  },
  render: () => <EmptyCart extensionLink={EXTENSION_LINK} createByLink={CREATE_BY_LINK} onCreateByLink={onCreateByLink} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Giỏ hàng của bạn đang trống' })).toBeVisible();
    await expect(canvas.getByText(/bạn dán link sản phẩm bằng nút Tạo đơn bằng link\./)).toBeVisible();
    const install = canvas.getByRole('link', { name: /Cài tiện ích đặt hàng/ });
    await expect(install).toHaveAttribute('href', EXTENSION_LINK);
    await expect(install).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: CREATE_BY_LINK }));
    await expect(onCreateByLink).toHaveBeenCalledTimes(1);
  },
};

/** No usable install link (not http(s)): no link at all, the customer is told to ask support. */
export const EmptyWithoutExtensionLink: Story = {
  render: () => <EmptyCart extensionLink="javascript:alert(1)" createByLink={CREATE_BY_LINK} onCreateByLink={onCreateByLink} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Liên kết cài tiện ích chưa có. Bạn hãy liên hệ nhân viên hỗ trợ để được gửi.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: CREATE_BY_LINK })).toBeVisible();
  },
};
