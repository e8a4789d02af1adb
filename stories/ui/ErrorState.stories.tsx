import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from '../../src/ui/ErrorState';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Không tải được dữ liệu');
    const retry = canvas.getByRole('button', { name: 'Thử lại' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Keyboard: the retry button is reachable and works with Enter.
    retry.blur();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const WithMessage: Story = {
  args: { title: 'Không tải được danh sách kiện hàng', message: 'Mất kết nối mạng. Kiểm tra kết nối rồi thử lại.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Không tải được danh sách kiện hàng');
    await expect(alert).toHaveTextContent('Mất kết nối mạng. Kiểm tra kết nối rồi thử lại.');
  },
};

export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ args, canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Thử lại' });
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Không tải được dữ liệu');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
