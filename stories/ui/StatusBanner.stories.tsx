import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatusBanner } from '../../src/ui/StatusBanner';

const meta = {
  title: 'UI/StatusBanner',
  component: StatusBanner,
  parameters: { layout: 'fullscreen' },
  args: { children: 'Bạn đang ngoại tuyến. Hãy kiểm tra kết nối mạng.', tone: 'warning' },
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A state of the whole page with nothing to press: the text and its icon only. */
export const Warning: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bạn đang ngoại tuyến. Hãy kiểm tra kết nối mạng.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** With its one action, which is pressed once per click and never on its own. */
export const WithAction: Story = {
  args: { tone: 'info', children: 'Đã có phiên bản mới.', action: { label: 'Tải lại', onPress: fn() } },
  play: async ({ canvas, args }) => {
    const onPress = args.action?.onPress;
    await expect(onPress).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Tải lại' }));
    await expect(onPress).toHaveBeenCalledTimes(1);
  },
};

/** A long sentence on a phone wraps and keeps the button on screen. */
export const LongTextOnPhone: Story = {
  args: {
    tone: 'info',
    children: 'Đã có phiên bản mới của Cổng khách hàng với nhiều thay đổi về giỏ hàng, đơn hàng và ví tiền.',
    action: { label: 'Tải lại', onPress: fn() },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Tải lại' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
