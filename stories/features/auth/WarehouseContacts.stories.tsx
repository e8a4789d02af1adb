import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WarehouseContacts } from '../../../src/features/auth/WarehouseContacts';
import { websiteContacts } from '../../../src/mocks/fixtures/reference';

/** The login page's footer (SPEC §2): it is also what index.html paints before any script (issue 15). */
const meta = {
  title: 'Features/Auth/WarehouseContacts',
  component: WarehouseContacts,
  args: { websiteInfo: websiteContacts },
} satisfies Meta<typeof WarehouseContacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three warehouses of the mock's website info, each with its address and a phone that dials. */
export const ThreeWarehouses: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Hệ thống kho' });
    const items = within(section).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual(['Kho Hà Nội', 'Kho TP. Hồ Chí Minh', 'Kho Trung Quốc']);
    const hanoiPhone = within(items[0] as HTMLElement).getByRole('link', { name: websiteContacts.PhoneHN });
    await expect(hanoiPhone.getAttribute('href')).toMatch(/^tel:/);
  },
};

/** While the website info loads: a skeleton that says so to a screen reader, and no heading yet. */
export const Loading: Story = {
  args: { websiteInfo: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải thông tin kho…');
    await expect(canvas.queryByRole('heading', { name: 'Hệ thống kho' })).toBeNull();
  },
};

/**
 * The placeholder takes the room the three warehouses will take, in one column on a phone and three on a
 * desktop: the login card is centred above it, so any difference moved the card when the info arrived.
 */
export const LoadingTakesTheRoomOfTheContacts: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div data-testid="loading">
        <WarehouseContacts loading />
      </div>
      <div data-testid="loaded">
        <WarehouseContacts websiteInfo={websiteContacts} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Hệ thống kho' });
    // Measured in the faces the page ends in (both weights the section uses), not a fallback's lines.
    await Promise.all(['400 14px "Be Vietnam Pro"', '600 14px "Be Vietnam Pro"'].map((font) => document.fonts.load(font, 'Kho Hà Nội')));
    const height = (testId: string) => canvas.getByTestId(testId).getBoundingClientRect().height;
    await expect(height('loaded')).toBeGreaterThan(100);
    await expect(height('loading')).toBe(height('loaded'));
  },
};

/** Only the Ho Chi Minh City phone is known: that warehouse alone, its phone without an address. */
export const OnePhoneOnly: Story = {
  args: { websiteInfo: { PhoneSG: websiteContacts.PhoneSG } },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('region', { name: 'Hệ thống kho' })).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('Kho TP. Hồ Chí Minh');
  },
};

/** Nothing known (blank or missing values): no footer section at all, not an empty heading. */
export const NothingKnown: Story = {
  args: { websiteInfo: { AddressHN: '  ', PhoneHN: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
