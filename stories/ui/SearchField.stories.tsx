import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Form } from '../../src/ui/Form';
import { DebouncedSearchField, SearchField } from '../../src/ui/SearchField';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: { label: 'Mã đơn hàng', name: 'orderCode', placeholder: 'Ví dụ: DH240501', onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Mã đơn hàng' });
    // Nothing to clear yet: the button is hidden, from eyes and from screen readers.
    await expect(canvas.queryByRole('button', { name: 'Xoá tìm kiếm' })).not.toBeInTheDocument();
    await userEvent.type(input, 'DH2405{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('DH2405');
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá tìm kiếm' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** In a toolbar the label may be visually absent; the aria-label still names it. */
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Tìm đơn hàng', placeholder: 'Tìm theo mã đơn, mã vận đơn…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Tìm đơn hàng' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'Tìm trong 90 ngày gần nhất.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Mã đơn hàng' })).toHaveAccessibleDescription('Tìm trong 90 ngày gần nhất.');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'DH240501' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Xoá tìm kiếm' })).toBeVisible();
  },
};

const submitted = fn();

export const InvalidAfterSubmit: Story = {
  beforeEach: () => {
    submitted.mockClear();
  },
  render: (args) => (
    <Form
      role="search"
      aria-label="Tra cứu đơn hàng"
      validate={(values) => ({ orderCode: (values.orderCode ?? '').length >= 4 ? undefined : 'Nhập ít nhất 4 ký tự của mã đơn' })}
      onSubmit={submitted}
    >
      <SearchField {...args} onSubmit={undefined} />
      <Button type="submit">Tìm</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Mã đơn hàng' });
    await expect(canvas.queryByText('Nhập ít nhất 4 ký tự của mã đơn')).not.toBeInTheDocument();
    await userEvent.type(input, 'DH');
    await userEvent.click(canvas.getByRole('button', { name: 'Tìm' }));
    await expect(await canvas.findByText('Nhập ít nhất 4 ký tự của mã đơn')).toBeVisible();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.type(input, '2405{Enter}');
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledWith({ orderCode: 'DH2405' });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'DH240501' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Mã đơn hàng' })).toBeDisabled();
  },
};

export const LongVietnameseLabel: Story = {
  args: {
    label: 'Tìm kiếm theo mã đơn hàng, mã vận đơn Trung Quốc, mã kiện hàng hoặc tên sản phẩm đã đặt',
    placeholder: 'Nhập từ khoá rồi nhấn Enter để tìm kiếm',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('searchbox', { name: /^Tìm kiếm theo mã đơn hàng/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Enter searches, Escape clears; the clear button is not a Tab stop (Escape does its job). */
export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SearchField {...args} />
      <Button>Lọc</Button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Mã đơn hàng' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('VD778899');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('VD778899');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Lọc' })).toHaveFocus();
  },
};

/** What a list's search box applies; its own spy, since the story's args are the plain field's. */
const applied = fn<(value: string) => void>();

/**
 * A list's search box (DebouncedSearchField): the text applies once typing pauses, at once on Enter, and
 * never twice; spaces before it do not count.
 */
export const ListSearch: Story = {
  render: function ListSearchBox({ label, placeholder }) {
    // The list's filter in force: what the box applied comes back to it, as from the address.
    const [inForce, setInForce] = useState('');
    const apply = (value: string) => {
      applied(value);
      setInForce(value);
    };
    return <DebouncedSearchField label={label} placeholder={placeholder} value={inForce} onCommit={apply} debounceMs={300} />;
  },
  play: async ({ canvas }) => {
    applied.mockClear();
    const input = canvas.getByRole('searchbox', { name: 'Mã đơn hàng' });
    await userEvent.type(input, '  DH24');
    // Typing goes on: nothing applied between keystrokes.
    await expect(applied).not.toHaveBeenCalled();
    await waitFor(() => expect(applied).toHaveBeenCalledWith('DH24'));
    await expect(applied).toHaveBeenCalledTimes(1);
    await userEvent.type(input, '05{Enter}');
    await expect(applied).toHaveBeenLastCalledWith('DH2405');
    await expect(applied).toHaveBeenCalledTimes(2);
    // The pause after Enter sends nothing more: the text is already in force.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(applied).toHaveBeenCalledTimes(2);
  },
};
