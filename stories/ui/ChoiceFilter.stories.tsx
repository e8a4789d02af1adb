import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChoiceFilter } from '../../src/ui/FilterBar';

const meta = {
  title: 'UI/ChoiceFilter',
  component: ChoiceFilter,
  args: {
    label: 'Trạng thái',
    choices: [
      { code: 0, label: 'Chờ xử lý' },
      { code: 1, label: 'Thành công' },
    ],
    value: null,
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ChoiceFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "All" comes first and is null; a code of 0 is a choice like any other, not "all". */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Trạng thái' });
    await expect(select).toHaveDisplayValue('Tất cả trạng thái');
    await userEvent.selectOptions(select, 'Chờ xử lý');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/** A chosen code shows; choosing "all" again clears the filter. */
export const Chosen: Story = {
  args: { value: 1, allLabel: 'Tất cả' },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Trạng thái' });
    await expect(select).toHaveDisplayValue('Thành công');
    await userEvent.selectOptions(select, 'Tất cả');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
