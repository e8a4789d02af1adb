import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../../src/ui/Badge';
import { badgeTones } from '../../src/ui/Badge/Badge.css';
import { Button } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 5, 'aria-label': '5 sản phẩm trong giỏ' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart button of the sidebar: the badge's label becomes part of the button's name. */
export const InCartButton: Story = {
  render: (args) => (
    <Button variant="secondary">
      <Icon name="cart" />
      Giỏ hàng
      <Badge {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Giỏ hàng 5 sản phẩm trong giỏ' })).toBeVisible();
    await expect(canvas.getByText('5')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Counts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <span data-testid="zero">
        Không có: <Badge count={0} aria-label="0 tin nhắn chưa đọc" />
      </span>
      <span>
        Năm: <Badge count={5} aria-label="5 tin nhắn chưa đọc" />
      </span>
      <span>
        Nhiều: <Badge count={120} aria-label="120 tin nhắn chưa đọc" />
      </span>
      <span>
        Hiện số 0: <Badge count={0} showZero tone="neutral" aria-label="0 đơn chờ đặt cọc" />
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    // Zero is hidden…
    await expect(canvas.getByTestId('zero')).toHaveTextContent(/^Không có:$/);
    await expect(canvas.queryByText('0 tin nhắn chưa đọc')).toBeNull();
    await expect(canvas.getByText('5')).toBeVisible();
    // …more than 99 is '99+', while the label keeps the real number…
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120 tin nhắn chưa đọc')).toBeInTheDocument();
    // …and showZero shows it.
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {badgeTones.map((tone, index) => (
        <Badge key={tone} tone={tone} count={index + 3} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Without a label the number itself is what a screen reader hears.
    await expect(canvas.getByText('3')).not.toHaveAttribute('aria-hidden');
  },
};
