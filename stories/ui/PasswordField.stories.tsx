import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Form } from '../../src/ui/Form';
import { PasswordField } from '../../src/ui/PasswordField';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Mật khẩu', name: 'Password' },
  argTypes: { autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] } },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // A password input has no textbox role; find it through its label.
    const input = canvas.getByLabelText<HTMLInputElement>('Mật khẩu');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'matkhau');
    await userEvent.paste('123');
    await expect(input).toHaveValue('matkhau123');

    // A click on "Hiện mật khẩu" shows the text and leaves focus and caret in the input.
    input.setSelectionRange(3, 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Hiện mật khẩu' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await expect(input).toHaveProperty('selectionStart', 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Ẩn mật khẩu' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvasElement.querySelector('input')).toBe(input);
  },
};

export const NewPassword: Story = {
  args: { autoComplete: 'new-password', description: 'Từ 6 đến 100 ký tự.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Mật khẩu');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('Từ 6 đến 100 ký tự.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Mật khẩu phải trên 6 và không quá 100 ký tự', defaultValue: '123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Mật khẩu');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Mật khẩu phải trên 6 và không quá 100 ký tự');
  },
};

const submitted = fn();

function validatePassword(password: string | undefined): string | undefined {
  if (!password) return 'Mật khẩu chưa nhập';
  if (password.length < 6 || password.length > 100) return 'Mật khẩu phải trên 6 và không quá 100 ký tự';
  return undefined;
}

export const InvalidAfterSubmit: Story = {
  beforeEach: () => {
    submitted.mockClear();
  },
  render: (args) => (
    <Form validate={(values) => ({ Password: validatePassword(values.Password) })} onSubmit={submitted}>
      <PasswordField {...args} isRequired />
      <Button type="submit">Đăng nhập</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Mật khẩu');
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(canvas.queryByText(/Mật khẩu phải/)).not.toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng nhập' }));
    await expect(await canvas.findByText('Mật khẩu chưa nhập')).toBeVisible();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.type(input, '12345{Enter}');
    await expect(await canvas.findByText('Mật khẩu phải trên 6 và không quá 100 ký tự')).toBeVisible();
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.type(input, '6{Enter}');
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledWith({ Password: '123456' });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'matkhau123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText<HTMLInputElement>('Mật khẩu')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Hiện mật khẩu' })).toBeDisabled();
  },
};

export const LongVietnameseLabel: Story = {
  args: {
    label: 'Mật khẩu hiện tại của tài khoản (bắt buộc để xác nhận thay đổi thông tin rút tiền về ngân hàng)',
    description: 'Vì an toàn, chúng tôi không bao giờ hỏi mật khẩu qua điện thoại hay tin nhắn.',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText(/^Mật khẩu hiện tại của tài khoản/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The toggle is reachable with Tab and works with Enter and Space; focus stays on it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Mật khẩu');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('bimat99');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Hiện mật khẩu' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Ẩn mật khẩu');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Hiện mật khẩu');
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('bimat99');
  },
};
