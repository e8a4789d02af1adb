import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from '../../src/ui/Avatar';
import { avatarSizes } from '../../src/ui/Avatar/Avatar.css';
import avatarUrl from '../assets/avatar.svg';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Nguyễn Văn An' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: avatarUrl },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Nguyễn Văn An' });
    await expect(image.tagName).toBe('IMG');
    await expect(image).toHaveAttribute('src', avatarUrl);
  },
};

/** No picture: the given name's initial, then the family name's. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Nguyễn Văn An' });
    await expect(avatar).toHaveTextContent('AN');
  },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { name: 'Đỗ Thị Ánh', src: 'data:image/png;base64,AAAA' },
  play: async ({ canvas }) => {
    const avatar = await canvas.findByText('ÁĐ');
    await expect(avatar).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Đỗ Thị Ánh' }).tagName).toBe('SPAN');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`img-${size}`} {...args} src={avatarUrl} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const avatars = canvas.getAllByRole('img', { name: 'Nguyễn Văn An' });
    await expect(avatars.map((avatar) => Math.round(avatar.getBoundingClientRect().width))).toEqual([32, 40, 64, 32, 40, 64]);
  },
};

/** Beside the user's name in the header the avatar is decorative: the name is read once. */
export const BesideTheName: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} decorative size="sm" />
      <span>{args.name}</span>
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Nguyễn Văn An')).toBeVisible();
  },
};

/** An address that is not a picture (`javascript:`, an SVG data address): never put in an `<img>`; the initials show. */
export const UnsafeAddress: Story = {
  args: { name: 'Trần Thị Bình', src: 'javascript:alert(1)' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Avatar {...args} />
      <Avatar {...args} src={'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'} />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getAllByRole('img', { name: 'Trần Thị Bình' }).map((avatar) => avatar.textContent)).toEqual(['BT', 'BT']);
  },
};
