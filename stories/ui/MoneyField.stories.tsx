import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Form } from '../../src/ui/Form';
import { MoneyField } from '../../src/ui/MoneyField';

const meta = {
  title: 'UI/MoneyField',
  component: MoneyField,
  args: { label: 'Số tiền nạp', name: 'Amount', onChange: fn() },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed with the dots people write; the form gets the plain number, the box shows đồng. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số tiền nạp' });
    await expect(input).toHaveValue('');
    // No −/+ buttons: nobody steps through money with a mouse.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.type(input, '1.000.000');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1000000);
    await expect(input).toHaveValue('1.000.000\u00a0₫');
  },
};

/** Controlled as a form keeps it: an empty box is null, not NaN and not 0. */
export const ClearingGivesNull: Story = {
  args: { value: 2500000 },
  render: function Controlled(args) {
    const [amount, setAmount] = useState<number | null>(args.value ?? null);
    return (
      <MoneyField
        {...args}
        value={amount}
        onChange={(next) => {
          args.onChange?.(next);
          setAmount(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số tiền nạp' });
    await expect(input).toHaveValue('2.500.000\u00a0₫');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
  },
};

/** Tab reaches it; ArrowUp/ArrowDown move the amount by `step`; Enter commits what was typed. */
export const Keyboard: Story = {
  args: { defaultValue: 500000, step: 50000 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số tiền nạp' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('600.000\u00a0₫');
    await expect(args.onChange).toHaveBeenLastCalledWith(600000);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('550.000\u00a0₫');
    await userEvent.clear(input);
    await userEvent.keyboard('150000{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(150000);
    await expect(input).toHaveValue('150.000\u00a0₫');
  },
};

/** With the default `minValue` of 0 the box does not take a minus sign: an amount is never negative. */
export const NoMinusSign: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số tiền nạp' });
    await userEvent.type(input, '-20000');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(20000);
    await expect(input).toHaveValue('20.000\u00a0₫');
  },
};

export const WithDescription: Story = {
  args: { defaultValue: 10000, description: 'Tối thiểu 10.000 ₫.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Số tiền nạp' })).toHaveAccessibleDescription('Tối thiểu 10.000 ₫.');
  },
};

export const Invalid: Story = {
  args: { label: 'Số tiền rút', defaultValue: 20000, isInvalid: true, errorMessage: 'Số tiền rút tối thiểu là 50.000 ₫' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số tiền rút' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Số tiền rút tối thiểu là 50.000 ₫');
  },
};

const submitted = fn();

/** In a Form: the error shows on submit and focus goes to the box; the form receives the plain number. */
export const InForm: Story = {
  beforeEach: () => {
    submitted.mockClear();
  },
  args: { label: 'Số tiền rút', isRequired: true },
  render: (args) => (
    <Form validate={(values) => ({ Amount: values.Amount ? undefined : 'Bạn chưa nhập số tiền rút' })} onSubmit={submitted}>
      <MoneyField {...args} />
      <Button type="submit">Rút tiền</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số tiền rút' });
    await userEvent.click(canvas.getByRole('button', { name: 'Rút tiền' }));
    await expect(await canvas.findByText('Bạn chưa nhập số tiền rút')).toBeVisible();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.type(input, '2.000.000');
    await userEvent.tab();
    await expect(input).toHaveValue('2.000.000\u00a0₫');
    await userEvent.click(canvas.getByRole('button', { name: 'Rút tiền' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledWith({ Amount: '2000000' });
  },
};

export const Disabled: Story = {
  args: { defaultValue: 1250000, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Số tiền nạp' })).toBeDisabled();
  },
};

/** An amount pasted as people write it, with đ, is read as whole đồng. */
export const PastedWithDong: Story = {
  // Its first screen is another story's; what it shows comes from the play.
  parameters: { visual: false },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số tiền nạp' });
    await userEvent.click(input);
    await userEvent.paste('1.500.000 đ');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1500000);
    await expect(input).toHaveValue('1.500.000\u00a0₫');
  },
};

/** A decimal comma is refused: a whole đồng amount has none, and read as a thousands mark it would multiply the amount. */
export const NoDecimalComma: Story = {
  // Its first screen is another story's; what it shows comes from the play.
  parameters: { visual: false },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số tiền nạp' });
    await userEvent.type(input, '50000,5');
    await expect(input).toHaveValue('500005');
    await userEvent.clear(input);
    await userEvent.type(input, '50000');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(50000);
  },
};
