import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormAlert } from '../../src/ui/FormAlert';
import { formAlertTones } from '../../src/ui/FormAlert/FormAlert.css';

const meta = {
  title: 'UI/FormAlert',
  component: FormAlert,
  args: { lines: ['Số tiền phải lớn hơn 0.', 'Số tài khoản không hợp lệ.'] },
  argTypes: {
    tone: { control: 'inline-radio', options: formAlertTones },
  },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 400 flattened into lines: read out at once, one list item per line. */
export const ServerErrors: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(alert).getByText('Số tiền phải lớn hơn 0.')).toBeVisible();
    await expect(within(alert).getByText('Số tài khoản không hợp lệ.')).toBeVisible();
  },
};

/** One message is a plain line, not a list of one. */
export const SingleLine: Story = {
  args: { lines: ['Tên đăng nhập hoặc mật khẩu không đúng.'] },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Tên đăng nhập hoặc mật khẩu không đúng.')).toBeVisible();
    await expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** A success is a polite status, not an alert. */
export const Success: Story = {
  args: { tone: 'success', lines: ['Đổi mật khẩu thành công.'] },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Đổi mật khẩu thành công.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Lines are text: markup from the server is shown as typed, never parsed. */
export const TextOnly: Story = {
  args: { lines: ['<b>Lỗi</b> máy chủ'] },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('<b>Lỗi</b> máy chủ');
    await expect(alert.querySelector('b')).toBeNull();
  },
};

/** Blank lines are dropped; with nothing left, nothing is drawn. */
export const Empty: Story = {
  args: { lines: ['', '  '] },
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
