import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OrderCodeSearchField } from '../../../src/features/shared/OrderCodeSearchField';

const meta = {
  title: 'Features/Shared/OrderCodeSearchField',
  component: OrderCodeSearchField,
  args: { value: '', onCommit: fn(), debounceMs: 300 },
} satisfies Meta<typeof OrderCodeSearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same box on the order, parcel and transaction lists: its label, an example code, Enter applies at once. */
export const EnterApplies: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Mã đơn hàng' });
    await expect(box).toHaveAttribute('placeholder', 'VD: DH2611-00123');
    await userEvent.type(box, '  DH2611-00150{Enter}');
    await expect(args.onCommit).toHaveBeenCalledWith('DH2611-00150');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
  },
};

/** Typing pauses, then the code applies once; the text in force is never sent again. */
export const PauseApplies: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Mã đơn hàng' }), 'DH2611');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onCommit).toHaveBeenCalledWith('DH2611'));
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
  },
};
