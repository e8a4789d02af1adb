import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames } from '../../src/ui/Icon';
import { iconSizes } from '../../src/ui/Icon/Icon.css';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'cart' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  render: () => (
    <ul role="list" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))', gap: 12 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon name={name} size="lg" />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(iconNames.length);
    // Decorative by default: hidden from screen readers.
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label the icon means something on its own. */
export const Labelled: Story = {
  args: { name: 'warning', label: 'Cảnh báo', size: 'lg' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Cảnh báo' });
    await expect(icon).not.toHaveAttribute('aria-hidden');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 20, 24]);
  },
};

/** Icons take the text colour, so they follow whatever they sit in. */
export const InText: Story = {
  render: () => (
    <p>
      <Icon name="truck" size="sm" /> Kiện hàng đang trên đường về kho Hà Nội <Icon name="external" size="sm" />
    </p>
  ),
};
