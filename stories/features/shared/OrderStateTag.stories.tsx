import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStateTag } from '../../../src/features/shared/OrderStateTag';
import { orderStates } from '../../../src/features/shared/statuses';

/** An order's state as every list and detail page shows it (SPEC's order states). */
const meta = {
  title: 'Features/Shared/OrderStateTag',
  component: OrderStateTag,
  args: { state: 1 },
} satisfies Meta<typeof OrderStateTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every known state, then a code this version does not know: it is shown with its number, not hidden. */
export const EveryState: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
      {[...orderStates.map((entry) => entry.code), 99].map((code) => (
        <li key={code}>
          <OrderStateTag state={code} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const shown = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(shown).toEqual([...orderStates.map((entry) => entry.label), 'Không rõ (99)']);
  },
};
