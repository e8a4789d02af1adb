import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';
import { PageHeader } from '../../src/ui/PageHeader';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Danh sách đơn hàng' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Danh sách đơn hàng' })).toBeVisible();
  },
};

export const Full: Story = {
  args: {
    title: 'Đơn hàng DH240301',
    description: 'Đặt ngày 01/03/2024 từ shop Thời Trang Hằng Nga.',
    back: (
      <a href="#/order/list-orders">
        <Icon name="chevron-left" size="sm" /> Danh sách đơn hàng
      </a>
    ),
    actions: (
      <>
        <Button variant="secondary">Khiếu nại</Button>
        <Button>Đặt cọc</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đơn hàng DH240301' })).toBeVisible();
    await expect(canvas.getByText('Đặt ngày 01/03/2024 từ shop Thời Trang Hằng Nga.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Danh sách đơn hàng' })).toHaveAttribute('href', '#/order/list-orders');
    await expect(canvas.getByRole('button', { name: 'Đặt cọc' })).toBeVisible();
  },
};

export const LongTitleOnPhone: Story = {
  args: {
    title: 'Yêu cầu giao hàng về Việt Nam cho các kiện đã về kho Hà Nội',
    actions: <Button>Tạo yêu cầu giao</Button>,
  },
  globals: { viewport: { value: 'mobile' } },
};
