import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Form } from '../../src/ui/Form';
import { NumberField } from '../../src/ui/NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Số lượng', name: 'Quantity', defaultValue: 1, minValue: 1, maxValue: 999 },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await expect(input).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Tăng Số lượng' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tăng Số lượng' }));
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Giảm Số lượng' }));
    await expect(input).toHaveValue('2');
  },
};

/** Money in đồng: vi-VN groups thousands with dots and puts ₫ after the amount. */
export const Currency: Story = {
  args: {
    label: 'Số tiền nạp',
    name: 'Amount',
    defaultValue: 1250000,
    minValue: 0,
    maxValue: undefined,
    step: 10000,
    hideStepper: true,
    currency: 'VND',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số tiền nạp' });
    await expect(input).toHaveValue('1.250.000\u00a0₫');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '3500000');
    await userEvent.tab();
    await expect(input).toHaveValue('3.500.000\u00a0₫');
  },
};

export const WithDescription: Story = {
  args: { description: 'Tối đa 999 sản phẩm cho một link.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Số lượng' })).toHaveAccessibleDescription('Tối đa 999 sản phẩm cho một link.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Số lượng phải từ 1 đến 999', defaultValue: 0, minValue: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Số lượng phải từ 1 đến 999');
  },
};

const submitted = fn();

export const InvalidAfterSubmit: Story = {
  beforeEach: () => {
    submitted.mockClear();
  },
  args: { label: 'Số tiền rút', name: 'Amount', defaultValue: undefined, minValue: 0, maxValue: undefined, step: 50000 },
  render: (args) => (
    <Form validate={(values) => ({ Amount: values.Amount ? undefined : 'Bạn chưa nhập số tiền rút' })} onSubmit={submitted}>
      <NumberField {...args} isRequired />
      <Button type="submit">Rút tiền</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số tiền rút' });
    await expect(canvas.queryByText('Bạn chưa nhập số tiền rút')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Rút tiền' }));
    await expect(await canvas.findByText('Bạn chưa nhập số tiền rút')).toBeVisible();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.type(input, '2000000');
    await userEvent.tab();
    await expect(input).toHaveValue('2.000.000');
    await userEvent.click(canvas.getByRole('button', { name: 'Rút tiền' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
    // The form receives the plain number, not the formatted text.
    await expect(submitted).toHaveBeenCalledWith({ Amount: '2000000' });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Số lượng' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Tăng Số lượng' })).toBeDisabled();
  },
};

export const LongVietnameseLabel: Story = {
  args: {
    label: 'Số lượng sản phẩm muốn mua thêm cho đơn hàng gom chung với các khách hàng khác trong tuần này',
    description: 'Số lượng tối thiểu do shop bên Trung Quốc quy định, có thể thay đổi theo từng đợt nhập hàng.',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: /^Số lượng sản phẩm muốn mua thêm/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** ArrowUp/ArrowDown step the value; the box shows it with vi-VN grouping. */
export const Keyboard: Story = {
  args: { label: 'Đơn giá', name: 'Price', defaultValue: 1249000, minValue: 0, maxValue: 5000000, step: 1000 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Đơn giá' });
    await expect(input).toHaveValue('1.249.000');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('1.250.000');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('1.248.000');
    // The steppers stay out of the Tab order: arrows do their job from the input.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Tăng Đơn giá' })).not.toHaveFocus();
  },
};

/** At a bound the button that would pass it is disabled; typing past it is brought back on leaving. */
export const AtTheBounds: Story = {
  // Its first screen is another story's; what it shows comes from the play.
  parameters: { visual: false },
  args: { defaultValue: 999, onChange: fn() },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await expect(canvas.getByRole('button', { name: 'Tăng Số lượng' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Giảm Số lượng' })).toBeEnabled();
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await expect(canvas.getByRole('button', { name: 'Giảm Số lượng' })).toBeDisabled();
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Held down, − or + keeps stepping until it is let go, and stops at the bound. */
export const HoldToRepeat: Story = {
  // Its first screen is another story's; what it shows comes from the play.
  parameters: { visual: false },
  args: { defaultValue: 1, maxValue: 12, onChange: fn() },
  play: async ({ args, canvas }) => {
    // One session for the whole play: the direct API would forget the held button between calls.
    const user = userEvent.setup();
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    const more = canvas.getByRole('button', { name: 'Tăng Số lượng' });
    await user.pointer({ keys: '[MouseLeft>]', target: more });
    await waitFor(() => expect(input).toHaveValue('12'), { timeout: 3000 });
    await user.pointer({ keys: '[/MouseLeft]', target: more });
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    // Every value on the way was committed, one step at a time.
    await expect(args.onChange).toHaveBeenCalledTimes(11);

    await user.pointer({ keys: '[MouseLeft>]', target: canvas.getByRole('button', { name: 'Giảm Số lượng' }) });
    await user.pointer({ keys: '[/MouseLeft]', target: canvas.getByRole('button', { name: 'Giảm Số lượng' }) });
    await new Promise((resolve) => setTimeout(resolve, 600));
    // A press let go at once is one step: no repeat runs on after it.
    await expect(input).toHaveValue('11');
  },
};

/** Keys that cannot be part of a whole number are refused as they are typed. */
export const RefusesWhatIsNotANumber: Story = {
  // Its first screen is another story's; what it shows comes from the play.
  parameters: { visual: false },
  args: { defaultValue: undefined, onChange: fn() },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await userEvent.type(input, '1a2,e-3');
    await expect(input).toHaveValue('123');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(123);
  },
};

/** A step changes the box under the customer's focus: a screen reader is told the new value, once. */
export const StepIsAnnounced: Story = {
  // Its first screen is another story's; what it shows comes from the play.
  parameters: { visual: false },
  args: { defaultValue: 4 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Số lượng' }));
    await userEvent.keyboard('{ArrowUp}');
    const live = canvasElement.querySelector('[aria-live="assertive"]');
    await expect(live).toHaveTextContent('5');
    // Once the customer moves on, no old number is left in the page's text.
    await userEvent.tab();
    await expect(live).toBeEmptyDOMElement();
  },
};
