import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout } from '../../../src/features/auth/AuthLayout';
import { WarehouseContacts } from '../../../src/features/auth/WarehouseContacts';
import { websiteContacts } from '../../../src/mocks/fixtures/reference';
import { Button } from '../../../src/ui/Button';

const sellingPoints = [
  'Thêm sản phẩm vào giỏ ngay từ tiện ích trên trình duyệt',
  'Đặt cọc, thanh toán và theo dõi từng đơn hàng',
  'Giao hàng tận nơi từ kho Hà Nội và TP. Hồ Chí Minh',
];

/** The width of the card inside <main> (its one child). */
const cardWidth = (main: HTMLElement) => Math.round(main.firstElementChild?.getBoundingClientRect().width ?? 0);

/** The frame of the public pages (login, register, reset password) with a stand-in form. */
const meta = {
  title: 'Features/Auth/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Đăng nhập',
    intro: 'Chào mừng bạn quay lại.',
    children: <Button variant="primary">Tiếp tục</Button>,
    footer: <WarehouseContacts websiteInfo={websiteContacts} />,
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a desktop: the brand panel with its three selling points, the h1 and form in main, the warehouses below. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
    await expect(main.getByText('Chào mừng bạn quay lại.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Tiếp tục' })).toBeVisible();
    await expect(main.getByText('Cổng khách hàng')).toBeVisible();
    await expect(main.getByText('Đặt hàng Taobao, Tmall, 1688 về Việt Nam')).toBeVisible();
    for (const point of sellingPoints) await expect(main.getByText(point)).toBeVisible();
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('region', { name: 'Hệ thống kho' })).toBeVisible();
    // The footer sits outside the main landmark, in view under the card.
    await expect(canvas.getByRole('main')).not.toContainElement(footer);
    await expect(footer.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    await expect(cardWidth(canvas.getByRole('main'))).toBe(960);
  },
};

/**
 * On a phone the brand is a slim band: name and tagline, no selling points. The form has the first
 * screen to itself: the footer, whose contacts arrive late, starts below it (on #/login its longest
 * address had become the page's largest paint).
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { visual: { skip: 'The same page as Desktop, whose baselines already show it at 375 and 1280 px' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cổng khách hàng')).toBeVisible();
    for (const point of sellingPoints) await expect(canvas.getByText(point)).not.toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo').getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

/** Without a footer nothing is drawn below, and without an intro no empty line. */
export const NoFooterNoIntro: Story = {
  args: { title: 'Đặt lại mật khẩu', intro: undefined, footer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đặt lại mật khẩu' })).toBeVisible();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 }).nextElementSibling).toBeNull();
  },
};

/** The wider card for a two-column form (registration). */
export const Wide: Story = {
  args: { title: 'Đăng ký', intro: 'Tạo tài khoản để đặt hàng.', wide: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Đăng ký' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // 1080 px rather than 960 on a desktop, room for three rows of two fields.
    await expect(cardWidth(canvas.getByRole('main'))).toBe(1080);
  },
};
