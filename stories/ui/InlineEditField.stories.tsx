import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { InlineEditField } from '../../src/ui/InlineEditField';

const meta = {
  title: 'UI/InlineEditField',
  component: InlineEditField,
  args: { label: 'Ghi chú cho shop', value: 'Gói chung một kiện', onSave: fn<(value: string) => Promise<void>>(() => Promise.resolve()) },
} satisfies Meta<typeof InlineEditField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leaving the field saves the changed text once, trimmed; leaving it unchanged sends nothing. */
export const SavesOnBlur: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Ghi chú cho shop' });
    await userEvent.click(field);
    await userEvent.tab();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '  Giao trước thứ Sáu ');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith('Giao trước thứ Sáu');
    await expect(field).toHaveValue('Giao trước thứ Sáu');
  },
};

/** Enter saves at once; leaving the field afterwards does not send it again. */
export const SavesOnEnter: Story = {
  // Starts as SavesOnBlur does: one baseline of the resting field is enough.
  parameters: { visual: false },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Ghi chú cho shop' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Gói riêng{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Gói riêng');
    await userEvent.tab();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Escape puts the saved text back; nothing is sent. */
export const EscapeReverts: Story = {
  parameters: { visual: false },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Ghi chú cho shop' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Chưa chắc{Escape}');
    await expect(field).toHaveValue('Gói chung một kiện');
    await userEvent.tab();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The save is on its way: the new text stays, with 'Đang lưu…' under it. */
export const Saving: Story = {
  args: { onSave: fn<(value: string) => Promise<void>>(() => new Promise<void>(() => undefined)) },
  parameters: { visual: false },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Ghi chú cho shop' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Giao giờ hành chính{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang lưu…');
    await expect(field).toHaveValue('Giao giờ hành chính');
  },
};

/** The save fails: the saved text comes back, with the caller's message under the field. */
export const RollsBackOnFailure: Story = {
  args: {
    onSave: fn<(value: string) => Promise<void>>(() => Promise.reject(new Error('500'))),
    failureMessage: 'Không lưu được thay đổi, đã khôi phục giá trị cũ.',
  },
  parameters: { visual: false },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Ghi chú cho shop' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Ghi chú mới');
    await userEvent.tab();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field).toHaveValue('Gói chung một kiện'));
    await expect(await canvas.findByText('Không lưu được thay đổi, đã khôi phục giá trị cũ.')).toBeVisible();
  },
};

/** A text the rule refuses stays in the field with the reason; nothing is sent. */
export const Invalid: Story = {
  args: { value: '', validate: (value) => (value.length > 10 ? 'Ghi chú tối đa 10 ký tự.' : undefined) },
  parameters: { visual: false },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Ghi chú cho shop' });
    await userEvent.type(field, 'Một ghi chú quá dài{Enter}');
    await expect(field).toHaveAccessibleDescription('Ghi chú tối đa 10 ký tự.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Several lines: Enter starts a new line, leaving the box saves. The caller's newer value wins. */
export const Multiline: Story = {
  args: { label: 'Ghi chú đơn hàng', description: 'Tự động lưu khi rời ô.', multiline: true, maxLength: 500 },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Ghi chú đơn hàng' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Dòng một{Enter}Dòng hai');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onSave).toHaveBeenCalledWith('Dòng một\nDòng hai');
  },
};

/** A fresh answer from the server replaces what the field shows. */
export const FollowsTheSavedValue: Story = {
  parameters: { visual: false },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <>
        <InlineEditField {...args} value={value} />
        <button type="button" onClick={() => setValue('Giá trị mới từ máy chủ')}>
          Tải lại
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tải lại' }));
    await expect(canvas.getByRole('textbox', { name: 'Ghi chú cho shop' })).toHaveValue('Giá trị mới từ máy chủ');
  },
};
