import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Xoá sản phẩm' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button still has a name. */
export const NamesAnIconButton: Story = {
  render: (args) => (
    <Button variant="ghost" aria-describedby={undefined}>
      <Icon name="trash" />
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Xoá sản phẩm' });
    await expect(button).toBeVisible();
    const text = canvas.getByText('Xoá sản phẩm');
    const box = text.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};
