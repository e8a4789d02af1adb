import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Form } from '../../src/ui/Form';
import { Select, SelectItem } from '../../src/ui/Select';

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

/** The list opens in a portal, outside the canvas. */
const listbox = () => screen.findByRole('listbox');

export const Default: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Kho nhận hàng/ });
    await expect(trigger).toHaveTextContent('Chọn…');
    await userEvent.click(trigger);
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Kho Hồ Chí Minh' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Kho Hồ Chí Minh');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const WithChildren: Story = {
  args: { label: 'Trạng thái', name: 'Status', items: undefined, defaultValue: 'all' },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="all">Tất cả</SelectItem>
      <SelectItem id="waiting">Chờ xử lý</SelectItem>
      <SelectItem id="done">Đã xử lý</SelectItem>
    </Select>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Trạng thái/ })).toHaveTextContent('Tất cả');
  },
};

export const WithDescription: Story = {
  args: { description: 'Hàng về kho này trước khi giao đến bạn.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Kho nhận hàng/ })).toHaveAccessibleDescription(
      'Hàng về kho này trước khi giao đến bạn.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Bạn chưa chọn kho hàng' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Kho nhận hàng/ })).toHaveAccessibleDescription('Bạn chưa chọn kho hàng');
  },
};

const submitted = fn();

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
    const trigger = canvas.getByRole('button', { name: /Kho nhận hàng/ });
    await expect(canvas.queryByText('Bạn chưa chọn kho hàng')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng ký' }));
    await expect(await canvas.findByText('Bạn chưa chọn kho hàng')).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Kho Hà Nội' }));
    await waitFor(() => expect(trigger).toHaveTextContent('Kho Hà Nội'));
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng ký' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledWith({ WarehouseId: '1' });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 3 },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Kho nhận hàng/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('Kho Quảng Châu');
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
    await expect(canvas.getByRole('button', { name: /Kho trung chuyển tại Việt Nam/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Enter or ArrowDown opens, arrows move, Enter selects, Escape closes without changing. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Kho nhận hàng/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const list = await listbox();
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Kho Hà Nội' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getByRole('option', { name: 'Kho Hồ Chí Minh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Kho Hồ Chí Minh');
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    const again = await listbox();
    await waitFor(() => expect(within(again).getByRole('option', { name: 'Kho Hồ Chí Minh' })).toHaveFocus());
    await expect(within(again).getByRole('option', { name: 'Kho Hồ Chí Minh' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Kho Hồ Chí Minh');
    await expect(trigger).toHaveFocus();
  },
};

/** The open list, for review; a screenshot would need the play function, so it has no baseline. */
export const Open: Story = {
  args: { defaultValue: 2 },
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Kho nhận hàng/ }));
    const list = await listbox();
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
  },
};
