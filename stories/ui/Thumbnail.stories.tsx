import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Thumbnail } from '../../src/ui/Thumbnail';
import { productImages } from '../../src/mocks/fixtures';

const meta = {
  title: 'UI/Thumbnail',
  component: Thumbnail,
  args: { src: productImages.backpack, alt: 'Balo du lịch' },
} satisfies Meta<typeof Thumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Thumbnail {...args} size="sm" />
      <Thumbnail {...args} size="md" />
      <Thumbnail {...args} size="lg" />
      <Thumbnail {...args} size="xl" />
    </div>
  ),
  play: async ({ canvas }) => {
    const pictures = canvas.getAllByRole('img', { name: 'Balo du lịch' });
    await expect(pictures.map((picture) => picture.getBoundingClientRect().width)).toEqual([32, 48, 56, 64]);
  },
};

/** No picture, or one that is not http(s): an empty grey square in its place, never a broken image. */
export const Missing: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }} data-testid="row">
      <Thumbnail src="" />
      <Thumbnail src="javascript:alert(1)" alt="Không an toàn" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('row').querySelectorAll('span[aria-hidden="true"]')).toHaveLength(2);
  },
};
