import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Card } from '../../src/ui/Card';
import { cardPaddings } from '../../src/ui/Card/Card.css';
import { Money } from '../../src/ui/Money';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { title: 'Số dư ví', children: <Money amount={12500000} style={{ fontSize: 28, fontWeight: 700 }} /> },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Số dư ví' })).toBeVisible();
    await expect(canvas.getByText('12.500.000 ₫')).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    as: 'section',
    title: 'Đơn hàng chờ đặt cọc',
    actions: (
      <Button size="sm" variant="secondary">
        Xem tất cả
      </Button>
    ),
    children: <p>Bạn có 3 đơn hàng đang chờ đặt cọc.</p>,
  },
  play: async ({ canvas }) => {
    // As a section with a title, the card is a region named by its title.
    await expect(canvas.getByRole('region', { name: 'Đơn hàng chờ đặt cọc' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Xem tất cả' })).toBeVisible();
  },
};

export const Plain: Story = {
  args: { title: undefined, children: <p>Một khối nội dung không có tiêu đề.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const NoPadding: Story = {
  args: {
    padding: 'none',
    title: 'Giao dịch gần đây',
    children: <p style={{ padding: 16 }}>Nội dung tự lo khoảng đệm, như một bảng.</p>,
  },
};
