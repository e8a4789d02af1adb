import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Form } from '../../src/ui/Form';
import { Select } from '../../src/ui/Select';

const warehouses = [
  { id: 1, label: 'Kho Hà Nội' },
  { id: 2, label: 'Kho Hồ Chí Minh' },
  { id: 3, label: 'Kho Quảng Châu' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Kho nhận hàng', name: 'WarehouseId', items: warehouses },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform's own select: the box shows the placeholder until a choice is made. */
export const Default: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Kho nhận hàng' });
    await expect(select).toHaveDisplayValue('Chọn…');
    await userEvent.selectOptions(select, 'Kho Hồ Chí Minh');
    await expect(select).toHaveDisplayValue('Kho Hồ Chí Minh');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    // The placeholder is not a choice: once something is chosen it leaves the list.
    await expect(canvas.queryByRole('option', { name: 'Chọn…' })).not.toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: { description: 'Hàng về kho này trước khi giao đến bạn.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Kho nhận hàng' })).toHaveAccessibleDescription('Hàng về kho này trước khi giao đến bạn.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Bạn chưa chọn kho hàng' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Kho nhận hàng' });
    await expect(select).toHaveAccessibleDescription('Bạn chưa chọn kho hàng');
    await expect(select).toBeInvalid();
  },
};

const submitted = fn();

/** The form's message shows after a submit, takes the focus there, and goes once the choice changes. */
export const InvalidAfterSubmit: Story = {
  beforeEach: () => {
    submitted.mockClear();
  },
  render: (args) => (
    <Form validate={(values) => ({ WarehouseId: values.WarehouseId ? undefined : 'Bạn chưa chọn kho hàng' })} onSubmit={submitted}>
      <Select {...args} isRequired />
      <Button type="submit">Đăng ký</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Kho nhận hàng' });
    await expect(canvas.queryByText('Bạn chưa chọn kho hàng')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng ký' }));
    await expect(await canvas.findByText('Bạn chưa chọn kho hàng')).toBeVisible();
    await expect(select).toHaveAccessibleDescription('Bạn chưa chọn kho hàng');
    await waitFor(() => expect(select).toHaveFocus());
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.selectOptions(select, 'Kho Hà Nội');
    await expect(canvas.queryByText('Bạn chưa chọn kho hàng')).not.toBeInTheDocument();
    await expect(select).toBeValid();
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng ký' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledWith({ WarehouseId: '1' });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 3 },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Kho nhận hàng' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Kho Quảng Châu');
  },
};

export const LongVietnameseLabel: Story = {
  args: {
    label: 'Kho trung chuyển tại Việt Nam nơi bạn muốn nhận hàng sau khi thông quan ở cửa khẩu',
    items: [
      { id: 1, label: 'Kho Hà Nội — số 18 ngõ 12 đường Nguyễn Văn Linh, phường Gia Thụy, quận Long Biên' },
      { id: 2, label: 'Kho Hồ Chí Minh' },
    ],
    defaultValue: 1,
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: /Kho trung chuyển tại Việt Nam/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A choice that cannot be taken stays in the list, greyed and not selectable. */
export const DisabledChoice: Story = {
  args: { items: [...warehouses, { id: 4, label: 'Kho Bằng Tường (tạm đóng)', isDisabled: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'Kho Bằng Tường (tạm đóng)' })).toBeDisabled();
  },
};

/** An id the list does not have (still loading, or withdrawn) shows the placeholder, never the first choice. */
export const UnknownValue: Story = {
  args: { value: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Kho nhận hàng' })).toHaveDisplayValue('Chọn…');
  },
};

/** Tab reaches it like any field; the platform opens and moves through the list. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Kho nhận hàng' })).toHaveFocus();
  },
};
