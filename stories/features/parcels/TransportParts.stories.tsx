import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, getConfig, screen, userEvent, waitFor, within } from 'storybook/test';
import { copyTexts, CopyableCode, TransportStatusTag, WeightText } from '../../../src/features/parcels/TransportParts';
import { transportStatuses } from '../../../src/features/shared/statuses';
import { fixtures } from '../../../src/mocks';
import { iconPaths } from '../../../src/ui/Icon/paths';
import { removeClipboard, stubClipboard } from './transport.data';

/** A parcel of the mock world's seed, by id (the ones the demo shows). */
function seedParcel(id: number) {
  const parcel = fixtures.seedBooks().transports.find((transport) => transport.Id === id);
  if (!parcel) throw new globalThis.Error(`No parcel ${String(id)} in the seed`);
  return parcel;
}
/** Weighed and measured (the server's 0.047999… m³). */
const measured = seedParcel(1092);
/** Weighed, not measured. */
const weighedOnly = seedParcel(1083);
/** Just shipped by the shop: neither. */
const notWeighed = seedParcel(1064);

/** The tick's two seconds, then as long as any other wait of a play (.storybook/preview.tsx). */
const tickThenAnyWait = () => 2_000 + getConfig().asyncUtilTimeout;

/** Which icon a copy button shows: the copy sign, or the tick after a copy. */
const buttonIcon = (button: HTMLElement) => button.querySelector('path')?.getAttribute('d');

const writeText = fn<(text: string) => Promise<void>>(() => Promise.resolve());

/** The small parts the parcel list and the parcel page share: a copyable code, a status, a weight. */
const meta = {
  title: 'Features/Parcels/TransportParts',
  component: CopyableCode,
  args: { code: measured.TransportCode },
} satisfies Meta<typeof CopyableCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The copy button puts the code on the clipboard, says so in a polite toast and ticks. */
export const CopyWorks: Story = {
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard(writeText);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(measured.TransportCode)).toBeVisible();
    const button = canvas.getByRole('button', { name: `Sao chép mã vận đơn ${measured.TransportCode}` });
    await expect(buttonIcon(button)).toBe(iconPaths.copy);
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledTimes(1);
    await expect(writeText).toHaveBeenCalledWith(measured.TransportCode);
    const toast = await screen.findByText('Đã sao chép');
    await expect(toast.closest('[role="status"]')).not.toBeNull();
    // A tick for two seconds, then the copy sign again (so the baseline never catches it half way).
    await waitFor(() => expect(buttonIcon(button)).toBe(iconPaths.check));
    await waitFor(() => expect(buttonIcon(button)).toBe(iconPaths.copy), { timeout: tickThenAnyWait() });
  },
};

/** A code of another kind names its button after it, and shows what it is given. */
export const OrderCode: Story = {
  args: { code: measured.OrderCode, label: 'mã đơn hàng', children: <a href={`#/orders/${String(measured.OrderId)}`}>{measured.OrderCode}</a> },
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard(writeText);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: measured.OrderCode })).toBeVisible();
    canvas.getByRole('button', { name: `Sao chép mã đơn hàng ${measured.OrderCode}` }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith(measured.OrderCode);
    await waitFor(() => expect(buttonIcon(canvas.getByRole('button', { name: /mã đơn hàng/ }))).toBe(iconPaths.copy), { timeout: tickThenAnyWait() });
  },
};

/** No clipboard (an http page on a LAN address): the code is selected and the toast says to copy it by hand. */
export const CopyWithoutClipboard: Story = {
  beforeEach: () => removeClipboard(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Sao chép mã vận đơn ${measured.TransportCode}` }));
    const note = await screen.findByText('Không sao chép tự động được. Mã đã được chọn sẵn, bạn hãy sao chép thủ công.');
    await waitFor(() => expect(note).toBeVisible());
    await expect(window.getSelection()?.toString()).toBe(measured.TransportCode);
    await expect(screen.queryByText(copyTexts.copied)).not.toBeInTheDocument();
  },
};

/** Every parcel status in words, and an unknown code. */
export const StatusTags: Story = {
  render: () => (
    <ul aria-label="Trạng thái kiện" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
      {[...transportStatuses.map((status) => status.code), 99].map((code) => (
        <li key={code}>
          <TransportStatusTag status={code} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Trạng thái kiện' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Shop đã phát hàng',
      'Về kho Trung Quốc',
      'Đang vận chuyển',
      'Về kho Việt Nam',
      'Đang giao hàng',
      'Đã giao hàng',
      'Thất lạc',
      'Không rõ (99)',
    ]);
    // Colour is not the only signal, and the icons are decorative.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/** Weighed and measured, weighed only, and not yet weighed. */
export const Weights: Story = {
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content auto', gap: '4px 16px' }}>
      <dt>{measured.TransportCode}</dt>
      <dd style={{ margin: 0 }}>
        <WeightText weight={measured.Weight} volume={measured.Volume} />
      </dd>
      <dt>{weighedOnly.TransportCode}</dt>
      <dd style={{ margin: 0 }}>
        <WeightText weight={weighedOnly.Weight} />
      </dd>
      <dt>{notWeighed.TransportCode}</dt>
      <dd style={{ margin: 0 }}>
        <WeightText weight={notWeighed.Weight} volume={notWeighed.Volume} />
      </dd>
    </dl>
  ),
  play: async ({ canvas }) => {
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(values).toEqual(['1,5 kg · 0,048 m³', '2,8 kg', 'Chưa cân']);
  },
};
