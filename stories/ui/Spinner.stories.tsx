import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../../src/ui/Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  // It turns for ever: no two screenshots are alike. Its look is in the baselines of the buttons and
  // fields that show it while they work.
  parameters: { visual: false },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: the control beside it says it is busy, so a screen reader hears the words, not the spinner. */
export const BesideItsWords: Story = {
  render: () => (
    <span role="status">
      <Spinner /> Đang lưu…
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang lưu…');
    const spinner = canvas.getByRole('status').firstElementChild;
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(spinner as Element).animationIterationCount).toBe('infinite');
  },
};
