import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordScreen } from '../../../src/features/auth/ResetPasswordScreen';

const meta = {
  title: 'Features/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    status: 'idle',
    done: false,
    loginHref: '#/login',
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

// Password inputs have no ARIA role; their labels find them.
const password = (canvas: Canvas) => canvas.getByLabelText('Mật khẩu mới');
const confirm = (canvas: Canvas) => canvas.getByLabelText('Nhập lại mật khẩu');
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Đổi mật khẩu' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đặt lại mật khẩu' })).toBeVisible();
    await expect(password(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('link', { name: 'Về trang đăng nhập' })).toHaveAttribute('href', '#/login');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SubmitEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText('Mật khẩu chưa nhập')).toBeVisible();
    await expect(canvas.getByText('Bạn chưa nhập lại mật khẩu')).toBeVisible();
    await waitFor(() => expect(password(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShortPassword: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(password(canvas), '12345');
    await userEvent.type(confirm(canvas), '12345');
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(canvas.getAllByText('Mật khẩu phải trên 6 và không quá 100 ký tự')).toHaveLength(2));
    await waitFor(() => expect(password(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordMismatch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(password(canvas), 'matkhaumoi1');
    await userEvent.type(confirm(canvas), 'matkhaumoi2{Enter}');
    // The SPEC's message repeats the field's label; it is the field's description that carries it.
    await waitFor(() => expect(confirm(canvas)).toHaveAccessibleDescription('Nhập lại mật khẩu'));
    await expect(canvas.getAllByText('Nhập lại mật khẩu')).toHaveLength(2);
    await waitFor(() => expect(confirm(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(password(canvas), 'matkhaumoi1');
    await userEvent.type(confirm(canvas), 'matkhaumoi1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ Password: 'matkhaumoi1', ConfirmPassword: 'matkhaumoi1' });
  },
};

export const Submitting: Story = {
  render: function SubmittingReset(args) {
    const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
    return (
      <ResetPasswordScreen
        {...args}
        status={status}
        onSubmit={(values) => {
          void args.onSubmit(values);
          setStatus('submitting');
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(password(canvas), 'matkhaumoi1');
    await userEvent.type(confirm(canvas), 'matkhaumoi1');
    await userEvent.dblClick(submit(canvas));
    await expect(submit(canvas)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm(canvas));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** An expired or used link (a 400's lines) in an alert on the form. */
export const ServerErrors: Story = {
  args: { serverErrors: ['Đường dẫn đặt lại mật khẩu đã hết hạn. Vui lòng gửi lại yêu cầu quên mật khẩu.'] },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('form', { name: 'Đặt lại mật khẩu' })).getByRole('alert');
    await expect(alert).toHaveTextContent('Đường dẫn đặt lại mật khẩu đã hết hạn. Vui lòng gửi lại yêu cầu quên mật khẩu.');
  },
};

/** Done: the success message and the one way on, which has focus. */
export const Done: Story = {
  args: { done: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đổi mật khẩu thành công. Bạn có thể đăng nhập bằng mật khẩu mới.');
    const link = canvas.getByRole('link', { name: 'Về trang đăng nhập' });
    await expect(link).toHaveAttribute('href', '#/login');
    await waitFor(() => expect(link).toHaveFocus());
    await expect(canvas.queryByLabelText('Mật khẩu mới')).not.toBeInTheDocument();
  },
};

/** From the form to done, as the app switches `done` after the request succeeded. */
export const SubmitThenDone: Story = {
  render: function ResetFlow(args) {
    const [done, setDone] = useState(false);
    return (
      <ResetPasswordScreen
        {...args}
        done={done}
        onSubmit={(values) => {
          void args.onSubmit(values);
          setDone(true);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(password(canvas), 'matkhaumoi1');
    await userEvent.type(confirm(canvas), 'matkhaumoi1');
    await userEvent.click(submit(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Đổi mật khẩu thành công.');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Về trang đăng nhập' })).toHaveFocus());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đặt lại mật khẩu' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const DoneMobile: Story = {
  args: { done: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
