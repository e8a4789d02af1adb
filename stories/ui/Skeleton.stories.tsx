import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '../../src/ui/Skeleton';
import { skeletonVariants } from '../../src/ui/Skeleton/Skeleton.css';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: skeletonVariants } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const shapes = canvasElement.querySelectorAll('[aria-hidden="true"] > span');
    await expect(shapes).toHaveLength(3);
    // Silent without a label: nothing is announced.
    await expect(canvasElement.querySelector('[role="status"]')).toBeNull();
  },
};

/**
 * Loading shows as motion, and only as motion the compositor runs without the page's main thread
 * (opacity, transform). The sweep of each shape's background this replaced was repainted on every
 * frame, on the thread that was meanwhile evaluating the route's code.
 */
export const MovesOffTheMainThread: Story = {
  // Drawn exactly as TextLines: the screenshot baselines stop every animation.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const animations = canvasElement.getAnimations({ subtree: true });
    await expect(animations.length).toBeGreaterThan(0);
    const timing = new Set(['offset', 'computedOffset', 'easing', 'composite']);
    const animated = new Set(
      animations.flatMap((animation) =>
        animation.effect instanceof KeyframeEffect
          ? animation.effect.getKeyframes().flatMap((keyframe) => Object.keys(keyframe).filter((key) => !timing.has(key)))
          : [],
      ),
    );
    await expect([...animated]).toEqual(['opacity']);
  },
};

/** One skeleton per region carries the status; screen readers hear 'Đang tải…' once. */
export const LoadingRegion: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <div style={{ flexShrink: 0 }}>
          <Skeleton variant="circle" />
        </div>
        <Skeleton lines={2} label />
      </div>
      <Skeleton variant="block" />
      <Skeleton variant="block" lines={2} height="48px" />
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(1);
    await expect(statuses[0]).toHaveTextContent('Đang tải…');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Đang tải danh sách đơn hàng…', lines: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải danh sách đơn hàng…');
  },
};

export const FixedWidth: Story = {
  args: { lines: 1, width: '12ch' },
};
