import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money } from '../../src/ui/Money';
import { currencies } from '../../src/ui/Money/Money';

const meta = {
  title: 'UI/Money',
  component: Money,
  args: { amount: 1234567 },
  argTypes: { currency: { control: 'inline-radio', options: currencies } },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vnd: Story = {
  play: async ({ canvas }) => {
    // The space before ₫ is a no-break space, so the sign never wraps onto its own line.
    await expect(canvas.getByText('1.234.567 ₫').textContent).toBe('1.234.567\u00a0₫');
  },
};

export const Cny: Story = {
  args: { amount: 12.5, currency: 'CNY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥12,50')).toBeVisible();
  },
};

/** A wallet's transactions: the sign says credit or debit; the colour only repeats it. */
export const Transactions: Story = {
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '8px 24px', justifyContent: 'start' }}>
      <dt>Nạp tiền</dt>
      <dd>
        <Money amount={5000000} signed />
      </dd>
      <dt>Đặt cọc đơn DH240301</dt>
      <dd>
        <Money amount={-1250000} signed />
      </dd>
      <dt>Hoàn tiền shop</dt>
      <dd>
        <Money amount={-35.8} currency="CNY" signed />
      </dd>
      <dt>Điều chỉnh</dt>
      <dd>
        <Money amount={0} signed />
      </dd>
      <dt>Số dư âm</dt>
      <dd>
        <Money amount={-89000} />
      </dd>
    </dl>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+5.000.000 ₫')).toBeVisible();
    await expect(canvas.getByText('\u22121.250.000 ₫')).toBeVisible();
    await expect(canvas.getByText('\u2212¥35,80')).toBeVisible();
    await expect(canvas.getByText('0 ₫')).toBeVisible();
    await expect(canvas.getByText('\u221289.000 ₫')).toBeVisible();
  },
};
