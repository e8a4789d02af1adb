import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, waitFor } from 'storybook/test';
import { QrCode, qrCodesInFlight, QrCodePlaceholder, useDrawnQr } from '../../src/ui/QrCode';
// Not from the index: the encoder stays out of the page's chunks (it runs in the worker).
import { qrModules } from '../../src/ui/QrCode/modules';
import { decodeSvgQr } from '../support/qr';

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: { modules: qrModules('NAP TIEN NGUYENVANAN'), label: 'Mã QR: nội dung chuyển khoản NAP TIEN NGUYENVANAN' },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn code reads back as its value, and says what it is for to those who cannot see it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const code = canvas.getByRole('img', { name: args.label });
    await expect(await decodeSvgQr(code)).toBe('NAP TIEN NGUYENVANAN');
  },
};

/** Vietnamese text (UTF-8 bytes) reads back whole. */
export const VietnameseText: Story = {
  args: { modules: qrModules('Nạp tiền cho Nguyễn Văn An'), label: 'Mã QR: Nạp tiền cho Nguyễn Văn An' },
  play: async ({ args, canvas }) => {
    await expect(await decodeSvgQr(canvas.getByRole('img', { name: args.label }))).toBe('Nạp tiền cho Nguyễn Văn An');
  },
};

function EncodedAway({ text }: { text: string }) {
  const wanted = useMemo(() => ({ text }), [text]);
  const { shown, pending } = useDrawnQr(wanted);
  return (
    <figure aria-busy={pending} style={{ margin: 0 }}>
      {shown ? <QrCode modules={shown.modules} label={`Mã QR: ${shown.drawn.text}`} /> : <QrCodePlaceholder />}
    </figure>
  );
}

/**
 * Encoded in a worker (`useDrawnQr`): the square is held while the code is on its way, then the code
 * reads back as its text. No baseline: once drawn it looks as Default does.
 */
export const EncodedInAWorker: Story = {
  parameters: { visual: false },
  render: () => <EncodedAway text="NAP TIEN 0986868686" />,
  play: async ({ canvas, canvasElement }) => {
    const code = await canvas.findByRole('img', { name: 'Mã QR: NAP TIEN 0986868686' }, { timeout: 5_000 });
    await expect(await decodeSvgQr(code)).toBe('NAP TIEN 0986868686');
    await expect(canvasElement.querySelector('figure')).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => expect(qrCodesInFlight()).toBe(0));
  },
};
