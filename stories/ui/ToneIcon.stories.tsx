import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CloseIcon, ToneIcon } from '../../src/ui/Dialog/ToneIcon';

/** The tone of an alert, a confirmation or a toast (UI/Dialogs, UI/Toast), drawn on its own. */
const meta = {
  title: 'UI/ToneIcon',
  component: ToneIcon,
  args: { tone: 'info' },
} satisfies Meta<typeof ToneIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tone has its own shape, so its meaning never rests on colour alone; all are hidden from screen readers. */
export const EveryTone: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <ToneIcon tone="info" />
      <ToneIcon tone="success" />
      <ToneIcon tone="danger" />
      <CloseIcon />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('span[aria-hidden="true"]')];
    await expect(icons).toHaveLength(3);
    const shapes = icons.map((icon) => [...icon.querySelectorAll('path')].map((path) => path.getAttribute('d')).join(' '));
    await expect(new Set(shapes).size).toBe(3);
    const colours = icons.map((icon) => getComputedStyle(icon).color);
    await expect(new Set(colours).size).toBe(3);
  },
};
