import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Inline, Stack } from '../../src/ui/Layout';

/** A visible box so the spacing can be seen. */
function Box({ children }: { children: ReactNode }) {
  return <div style={{ padding: 12, border: '1px dashed currentColor', borderRadius: 8 }}>{children}</div>;
}

const meta = {
  title: 'UI/Layout',
  component: Stack,
  args: { gap: 'md' },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackDefault: Story = {
  render: (args) => (
    <Stack {...args}>
      <Box>Mã đơn: DH240301</Box>
      <Box>Shop: Thời Trang Hằng Nga</Box>
      <Box>Trạng thái: Đang vận chuyển</Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Mã đơn: DH240301').parentElement!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('12px');
  },
};

/** Responsive gap: 8px on a phone, 24px from 768 px. */
export const StackResponsiveGap: Story = {
  args: { gap: { mobile: 'sm', tablet: 'xl' } },
  render: StackDefault.render,
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Mã đơn: DH240301').parentElement!;
    const expected = window.innerWidth >= 768 ? '24px' : '8px';
    await expect(getComputedStyle(stack).rowGap).toBe(expected);
  },
};

export const StackAsList: Story = {
  args: { as: 'ul', gap: 'xs' },
  render: (args) => (
    <Stack {...args}>
      <li>Kho Hà Nội</li>
      <li>Kho Hồ Chí Minh</li>
      <li>Kho Quảng Châu</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const InlineWrapping: Story = {
  render: () => (
    <Inline gap="sm">
      {['Taobao', 'Tmall', '1688', 'Hàng dễ vỡ', 'Kiểm đếm', 'Đóng gỗ', 'Bảo hiểm hàng hoá'].map((text) => (
        <Box key={text}>{text}</Box>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const inline = canvas.getByText('Taobao').parentElement!;
    await expect(getComputedStyle(inline).flexDirection).toBe('row');
    await expect(getComputedStyle(inline).flexWrap).toBe('wrap');
  },
};

export const InlineJustifyEnd: Story = {
  render: () => (
    <Inline justify="flex-end" gap="sm">
      <Button variant="secondary">Huỷ</Button>
      <Button>Lưu</Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const inline = canvas.getByRole('button', { name: 'Lưu' }).parentElement!;
    await expect(getComputedStyle(inline).justifyContent).toBe('flex-end');
  },
};

/** A form footer: buttons stacked full width on a phone, side by side from 768 px. */
export const InlineStackBelowTablet: Story = {
  render: () => (
    <Inline stackBelow="tablet" justify={{ mobile: 'flex-start', tablet: 'flex-end' }} gap="sm">
      <Button variant="secondary">Huỷ</Button>
      <Button>Gửi yêu cầu giao hàng</Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const inline = canvas.getByRole('button', { name: 'Huỷ' }).parentElement!;
    const wide = window.innerWidth >= 768;
    await expect(getComputedStyle(inline).flexDirection).toBe(wide ? 'row' : 'column');
    await expect(getComputedStyle(inline).alignItems).toBe(wide ? 'center' : 'stretch');
  },
};
