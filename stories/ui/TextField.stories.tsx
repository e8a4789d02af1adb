import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Form } from '../../src/ui/Form';
import { EmailField, PhoneField, TextField } from '../../src/ui/TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Tên đăng nhập', name: 'UserName', autoComplete: 'username' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tên đăng nhập' });
    // autoComplete and name reach the <input>: the browser can fill it and the form can send it.
    await expect(input).toHaveAttribute('autocomplete', 'username');
    await expect(input).toHaveAttribute('name', 'UserName');
    await userEvent.type(input, 'nguyenvana');
    await expect(input).toHaveValue('nguyenvana');
    await expect(args.onChange).toHaveBeenLastCalledWith('nguyenvana');
    // Pasting is never blocked (WCAG 3.3.8).
    await userEvent.clear(input);
    await userEvent.paste('trần.thị.bích');
    await expect(input).toHaveValue('trần.thị.bích');
  },
};

export const WithDescription: Story = {
  args: { label: 'Email', name: 'Email', type: 'email', autoComplete: 'email', description: 'Dùng để lấy lại mật khẩu khi bạn quên.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('Dùng để lấy lại mật khẩu khi bạn quên.');
  },
};

/** The look of an error, as a screen shows it after a failed submit. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Tên đăng nhập chưa nhập', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tên đăng nhập' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Tên đăng nhập chưa nhập');
  },
};

const submitted = fn();

/** Nothing is red before the first submit; after it, the message shows and focus goes to the field. */
export const InvalidAfterSubmit: Story = {
  beforeEach: () => {
    submitted.mockClear();
  },
  render: (args) => (
    <Form validate={(values) => ({ UserName: values.UserName ? undefined : 'Tên đăng nhập chưa nhập' })} onSubmit={submitted}>
      <TextField {...args} isRequired />
      <Button type="submit">Đăng nhập</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tên đăng nhập' });
    await userEvent.type(input, 'a');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(canvas.queryByText('Tên đăng nhập chưa nhập')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Đăng nhập' }));
    await expect(await canvas.findByText('Tên đăng nhập chưa nhập')).toBeVisible();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(submitted).not.toHaveBeenCalled();

    // Enter in the field submits the corrected form, once, with its values.
    await userEvent.type(input, 'nguyenvana{Enter}');
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledWith({ UserName: 'nguyenvana' });
    await expect(canvas.queryByText('Tên đăng nhập chưa nhập')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'nguyenvana' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tên đăng nhập' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('nguyenvana');
  },
};

export const LongVietnameseLabel: Story = {
  args: {
    label: 'Địa chỉ nhận hàng tại Việt Nam (số nhà, tên đường, phường/xã, quận/huyện, tỉnh/thành phố)',
    name: 'Address',
    autoComplete: 'street-address',
    description: 'Nhân viên giao hàng sẽ gọi trước khi đến, vui lòng ghi rõ để kiện hàng không bị chuyển hoàn.',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: /^Địa chỉ nhận hàng tại Việt Nam/ });
    await expect(input).toBeVisible();
    // The label wraps instead of widening the page.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Keyboard: Story = {
  render: (args) => (
    <Form>
      <TextField {...args} />
      <TextField label="Số điện thoại" name="Phone" type="tel" autoComplete="tel" inputMode="tel" />
      <Button type="submit">Tiếp tục</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveFocus();
    await userEvent.keyboard('khach01');
    await userEvent.tab();
    const phone = canvas.getByRole('textbox', { name: 'Số điện thoại' });
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tiếp tục' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(phone).toHaveFocus();
  },
};

/**
 * The e-mail and phone boxes every form uses (registration, forgotten password, profile, delivery): the
 * phone's keyboard, autofill and the browser's own e-mail check come from one place, under the same label.
 */
export const EmailAndPhone: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <EmailField isRequired />
      <PhoneField isRequired description="Shipper gọi số này khi giao hàng." />
    </div>
  ),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('inputmode', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAttribute('name', 'Email');
    await expect(email).toBeRequired();
    const phone = canvas.getByRole('textbox', { name: 'Số điện thoại' });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(phone).toHaveAttribute('name', 'Phone');
    await expect(phone).toHaveAccessibleDescription('Shipper gọi số này khi giao hàng.');
    await userEvent.type(phone, '0912 345 678');
    await expect(phone).toHaveValue('0912 345 678');
  },
};
