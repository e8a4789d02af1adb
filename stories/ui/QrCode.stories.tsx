import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from '../../src/ui/QrCode/QrCode';
import { decodeSvgQr } from '../support/qr';

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: { value: 'NAP TIEN NGUYENVANAN', label: 'Mã QR: nội dung chuyển khoản NAP TIEN NGUYENVANAN' },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn code reads back as its value, and says what it is for to those who cannot see it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const code = canvas.getByRole('img', { name: args.label });
    await expect(await decodeSvgQr(code)).toBe(args.value);
  },
};

/** Vietnamese text (UTF-8 bytes) reads back whole. */
export const VietnameseText: Story = {
  args: { value: 'Nạp tiền cho Nguyễn Văn An', label: 'Mã QR: Nạp tiền cho Nguyễn Văn An' },
  play: async ({ args, canvas }) => {
    await expect(await decodeSvgQr(canvas.getByRole('img', { name: args.label }))).toBe(args.value);
  },
};
