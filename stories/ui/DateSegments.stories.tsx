import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DateSegments, emptyParts, type DateParts, type DateSegmentsProps } from '../../src/ui/DateRangePicker/DateSegments';

/** One date's parts as a picker holds them: the parts it reports become its parts. */
function HeldDate({ onChange, parts: initial, ...props }: DateSegmentsProps) {
  const [parts, setParts] = useState<DateParts>(initial);
  return (
    <DateSegments
      {...props}
      parts={parts}
      onChange={(next) => {
        onChange(next);
        setParts(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/DateRangePicker/DateSegments',
  component: DateSegments,
  render: (args) => <HeldDate {...args} />,
  args: {
    parts: emptyParts,
    onChange: fn(),
    label: 'Ngày giao',
    isDisabled: false,
    isReadOnly: false,
    isRequired: false,
    isInvalid: false,
  },
  // Drawn inside the date range, whose screen baselines show it (UI/DateRangePicker).
  parameters: { visual: false },
} satisfies Meta<typeof DateSegments>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One date on its own, outside a range: its three parts, named by the date's label alone (no field label
 * to add), typed in order; a digit no other can follow moves on, and the last part keeps focus.
 */
export const OneDate: Story = {
  play: async ({ args, canvas }) => {
    const [day, month, year] = canvas.getAllByRole('spinbutton');
    await expect(day).toHaveAccessibleName('Ngày, Ngày giao');
    await expect(month).toHaveAccessibleName('Tháng, Ngày giao');
    await expect(year).toHaveAccessibleName('Năm, Ngày giao');
    await expect(day).toHaveAttribute('aria-valuetext', 'Trống');
    await userEvent.click(day!);
    await userEvent.keyboard('4');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('1');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('22026');
    await expect(year).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith({ day: 4, month: 12, year: 2026 });
    await expect(canvas.getByText('04').parentElement).toHaveTextContent(/^04\/12\/2026$/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(year).toHaveFocus();
  },
};

/** Disabled: the parts are out of the Tab order, say so, and take no key. */
export const Disabled: Story = {
  args: { parts: { day: 4, month: 12, year: 2026 }, isDisabled: true },
  play: async ({ args, canvas }) => {
    for (const part of canvas.getAllByRole('spinbutton')) {
      await expect(part).toHaveAttribute('aria-disabled', 'true');
      await expect(part).not.toHaveAttribute('tabindex');
      await expect(part).toHaveAttribute('contenteditable', 'false');
    }
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    canvas.getAllByRole('spinbutton')[0]!.focus();
    await userEvent.keyboard('{ArrowUp}5');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
