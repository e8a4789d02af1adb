import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Figure } from '../../src/ui/Figure';
import { Money } from '../../src/ui/Money';

const meta = {
  title: 'UI/Figure',
  component: Figure,
  args: { label: 'Tiền hàng', children: null },
  decorators: [
    (Story) => (
      <dl style={{ display: 'flex', flexDirection: 'column', gap: 4, margin: 0, maxWidth: 360 }}>
        <Story />
      </dl>
    ),
  ],
} satisfies Meta<typeof Figure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A summary: labels at the start, values at the end, the total under a rule. */
export const Summary: Story = {
  render: () => (
    <>
      <Figure label="Tiền hàng">
        <Money amount={1_250_000} />
      </Figure>
      <Figure label="Mã vận đơn">YT75123456789012345678901234567890</Figure>
      <Figure label="Tổng cộng" strong>
        <Money amount={1_337_500} />
      </Figure>
    </>
  ),
  play: async ({ canvas }) => {
    const term = canvas.getByText('Tổng cộng');
    await expect(term.tagName).toBe('DT');
    await expect(term.nextElementSibling).toHaveTextContent(/1\.337\.500/);
    // A long code wraps inside the column instead of widening it.
    const code = canvas.getByText(/^YT751/);
    const list = code.closest('dl')!;
    await expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right);
  },
};
