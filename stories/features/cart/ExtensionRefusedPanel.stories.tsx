import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExtensionRefusedPanel } from '../../../src/features/cart/ExtensionRefusedPanel';
import { refusalTexts, type RefusalReason, type RefusedProduct } from '../../../src/features/cart/extensionRefusals';

/** One refused product of each kind, as the bridge keeps it (src/app/extension/refused.ts). */
const refused = (reason: RefusalReason, overrides: Partial<RefusedProduct> = {}): RefusedProduct => ({
  id: reason,
  name: 'Áo khoác gió nữ 2 lớp chống nước',
  link: 'https://item.taobao.com/item.htm?id=6100000001',
  reason,
  ...overrides,
});

const meta = {
  title: 'Features/Cart/ExtensionRefusedPanel',
  component: ExtensionRefusedPanel,
  args: { products: [refused('unreadable')], onDismiss: fn() },
} satisfies Meta<typeof ExtensionRefusedPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every story: the title counts the products, each shows its reason, and `Đã xem` dismisses them. */
const shows = (reason: RefusalReason, extra?: string): Story['play'] =>
  async ({ args, canvas }) => {
    const panel = canvas.getByRole('region', { name: `${String(args.products.length)} sản phẩm từ tiện ích chưa thêm được` });
    await expect(within(panel).getByText(extra === undefined ? refusalTexts[reason] : `${refusalTexts[reason]} ${extra}`)).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Đã xem, ẩn danh sách' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  };

/** Fields missing or of a type nobody can read (a name that is not text, a Version of '2.4.1'). */
export const Unreadable: Story = {
  args: { products: [refused('unreadable')] },
  play: async (context) => {
    await shows('unreadable')?.(context);
    const link = context.canvas.getByRole('link', { name: /Áo khoác gió nữ 2 lớp chống nước/ });
    await expect(link).toHaveAttribute('href', 'https://item.taobao.com/item.htm?id=6100000001');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Not a Taobao, Tmall or 1688 product page; a `javascript:` link is shown as text, never as a link. */
export const UnsupportedLink: Story = {
  args: {
    products: [
      refused('unsupported_link', { id: 'a', name: 'Tai nghe không dây', link: 'https://shopee.vn/tai-nghe-i.1.2' }),
      refused('unsupported_link', { id: 'b', name: 'Sản phẩm lạ', link: '' }),
    ],
  },
  play: async (context) => {
    await expect(context.canvas.getAllByText(refusalTexts.unsupported_link)).toHaveLength(2);
    await expect(context.canvas.getByText('Sản phẩm lạ').closest('a')).toBeNull();
    await expect(context.canvas.getByRole('link', { name: /Tai nghe không dây/ })).toHaveAttribute('href', 'https://shopee.vn/tai-nghe-i.1.2');
    await userEvent.click(context.canvas.getByRole('button', { name: 'Đã xem, ẩn danh sách' }));
    await expect(context.args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LinkMismatch: Story = { args: { products: [refused('link_mismatch')] }, play: shows('link_mismatch') };

export const Quantity: Story = { args: { products: [refused('quantity')] }, play: shows('quantity') };

export const Price: Story = { args: { products: [refused('price')] }, play: shows('price') };

/** A long name wraps inside the panel, never beyond it on a phone. */
export const TooLong: Story = {
  args: { products: [refused('too_long', { name: `Váy liền thân ${'dáng dài xòe '.repeat(40)}`.trim() })] },
  play: async (context) => {
    await shows('too_long')?.(context);
    const root = context.canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The server refused it after the portal took it: the server's own words follow the reason. */
export const ServerRefused: Story = {
  args: { products: [refused('server_refused', { detail: 'Giá không quá 1.000.000 ¥' })] },
  play: shows('server_refused', 'Giá không quá 1.000.000 ¥'),
};

/** Issue 25 §12: the outbox was full when it arrived; the extension kept it and may send it again later. */
export const OutboxFull: Story = {
  args: { products: [refused('outbox_full')] },
  play: shows('outbox_full'),
};

/** A product without a name says so. */
export const Unnamed: Story = {
  args: { products: [refused('unreadable', { name: '', link: '' })] },
  play: async (context) => {
    await shows('unreadable')?.(context);
    await expect(context.canvas.getByText('Sản phẩm không có tên')).toBeVisible();
  },
};

/** Nothing refused: nothing drawn. */
export const Empty: Story = {
  args: { products: [] },
  parameters: { visual: { skip: 'draws nothing' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
