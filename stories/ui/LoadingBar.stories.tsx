import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { LoadingBar } from '../../src/ui/LoadingBar';

const meta = {
  title: 'UI/LoadingBar',
  component: LoadingBar,
  args: { count: 0 },
  render: (args) => (
    <>
      <LoadingBar {...args} />
      <p>Thanh tải nằm sát mép trên của trang khi có yêu cầu đang chạy.</p>
    </>
  ),
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const TwoRequests: Story = {
  args: { count: 2 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Đang tải' });
    await expect(bar).toBeVisible();
    // Indeterminate: no value is claimed.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    const box = bar.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.width).toBe(document.documentElement.clientWidth);
  },
};

/** The counter of the API client: the bar shows while any request runs and goes when the last ends. */
export const FollowsTheCounter: Story = {
  render: function Counter() {
    const [count, setCount] = useState(0);
    return (
      <div style={{ display: 'flex', gap: 12 }}>
        <LoadingBar count={count} />
        <Button onPress={() => setCount((c) => c + 1)}>Bắt đầu yêu cầu</Button>
        <Button variant="secondary" onPress={() => setCount((c) => Math.max(0, c - 1))}>
          Kết thúc yêu cầu
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const start = canvas.getByRole('button', { name: 'Bắt đầu yêu cầu' });
    const end = canvas.getByRole('button', { name: 'Kết thúc yêu cầu' });
    await userEvent.click(start);
    await userEvent.click(start);
    await expect(await canvas.findByRole('progressbar', { name: 'Đang tải' })).toBeVisible();
    await userEvent.click(end);
    await expect(canvas.getByRole('progressbar', { name: 'Đang tải' })).toBeVisible();
    await userEvent.click(end);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
