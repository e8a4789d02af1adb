import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NavIcon } from '../../../src/features/shell/NavIcon';
import type { NavIconName } from '../../../src/features/shell/navigation';

/**
 * Every icon NavIcon knows: a Record over the names, so a name added to NavIconName without a row here is a
 * type error.
 */
const known = {
  home: true,
  cart: true,
  clock: true,
  wallet: true,
  order: true,
  truck: true,
  list: true,
  box: true,
  warning: true,
  history: true,
  plus: true,
  minus: true,
  user: true,
  key: true,
  logout: true,
  phone: true,
} satisfies Record<NavIconName | 'phone', true>;

const names = Object.keys(known) as (keyof typeof known)[];

const meta = {
  title: 'Features/Shell/NavIcon',
  component: NavIcon,
  args: { name: 'home' },
} satisfies Meta<typeof NavIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All sixteen, each beside its name: drawn (a path, a size) and hidden from screen readers. */
export const AllIcons: Story = {
  render: () => (
    <ul aria-label="Biểu tượng menu" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: 12, listStyle: 'none', padding: 0 }}>
      {names.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <NavIcon name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Biểu tượng menu' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(names);
    // Decorative: no image for a screen reader, the text beside each icon carries the meaning.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    for (const item of items) {
      const svg = item.querySelector('svg');
      await expect(svg).not.toBeNull();
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
      await expect(svg?.querySelector('path')?.getAttribute('d') ?? '').not.toBe('');
      const box = svg?.getBoundingClientRect();
      await expect(box?.width ?? 0).toBeGreaterThan(0);
      await expect(box?.height ?? 0).toBeGreaterThan(0);
    }
  },
};

/** One icon beside its menu label, as the sidebar draws it: the link's name is the label alone. */
export const BesideLabel: Story = {
  args: { name: 'clock' },
  render: (args) => (
    <a href="#/orders/wait-deposit" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <NavIcon {...args} />
      Chờ đặt cọc
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chờ đặt cọc' })).toBeVisible();
  },
};
