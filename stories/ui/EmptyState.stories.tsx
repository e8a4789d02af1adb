import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { EmptyState } from '../../src/ui/EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'Giỏ hàng trống', description: 'Thêm sản phẩm từ Taobao, Tmall hoặc 1688 bằng tiện ích của chúng tôi.', icon: 'cart' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Giỏ hàng trống' })).toBeVisible();
    await expect(canvas.getByText(/Thêm sản phẩm từ Taobao/)).toBeVisible();
  },
};

const onInstall = fn();

export const WithAction: Story = {
  args: { action: <Button onPress={onInstall}>Cài tiện ích</Button> },
  play: async ({ canvas }) => {
    onInstall.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Cài tiện ích' }));
    await expect(onInstall).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { title: 'Không có tin nhắn', description: undefined, icon: 'message', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Không có tin nhắn' })).toBeVisible();
  },
};
