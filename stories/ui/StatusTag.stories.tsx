import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusTag } from '../../src/ui/StatusTag';
import { statusTones } from '../../src/ui/StatusTag/StatusTag.css';

const meta = {
  title: 'UI/StatusTag',
  component: StatusTag,
  args: { tone: 'info', children: 'Đang vận chuyển' },
  argTypes: { tone: { control: 'inline-radio', options: statusTones } },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

const examples = {
  neutral: 'Chờ xử lý',
  info: 'Đang vận chuyển',
  success: 'Đã nhận hàng',
  warning: 'Chờ đặt cọc',
  danger: 'Đã huỷ',
} as const satisfies Record<(typeof statusTones)[number], string>;

/** Every tone says its state in words, with a dot: colour is never the only signal. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {statusTones.map((tone) => (
        <StatusTag key={tone} tone={tone}>
          {examples[tone]}
        </StatusTag>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of Object.values(examples)) await expect(canvas.getByText(text)).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { tone: 'success', icon: 'check', children: 'Đã thanh toán' },
  play: async ({ canvas }) => {
    const tag = canvas.getByText('Đã thanh toán');
    await expect(tag).toBeVisible();
    await expect(tag.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
