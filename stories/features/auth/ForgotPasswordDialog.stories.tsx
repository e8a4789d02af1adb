import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordDialog, type ForgotPasswordDialogProps } from '../../../src/features/auth/ForgotPasswordDialog';
import { Button } from '../../../src/ui/Button';

/** Opened by a button, as the login screen does, so focus has somewhere to return to. */
function WithTrigger(args: ForgotPasswordDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onPress={() => setOpen(true)}>
        Quên mật khẩu?
      </Button>
      <ForgotPasswordDialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          args.onOpenChange(open);
          setOpen(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Features/Auth/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    onSubmit: fn<(email: string) => Promise<void>>(() => Promise.resolve()),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const open = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Quên mật khẩu?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Quên mật khẩu' });
  // Until its entrance animation has run the modal is at opacity 0, and anything asserted visible inside
  // it fails: a busy machine let the play press `Gửi` that early.
  await waitFor(() => expect(dialog.closest('[data-entering]')).toBeNull());
  await waitFor(() => expect(dialog).toBeVisible());
  return { dialog, email: within(dialog).getByRole('textbox', { name: 'Email' }) };
};

/** Open, named by its heading, focus in the email field, autocomplete for the browser. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const { dialog, email } = await open(canvas);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(dialog).toHaveTextContent('Nhập email bạn đã đăng ký.');
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** SPEC §5: required, then well-formed; nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ args, canvas }) => {
    const { dialog, email } = await open(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    await expect(await within(dialog).findByText('Bạn chưa nhập địa chỉ email')).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());

    await userEvent.type(email, 'an.nguyen@{Enter}');
    await expect(await within(dialog).findByText('Email bạn nhập chưa đúng')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailTooLong: Story = {
  play: async ({ args, canvas }) => {
    const { dialog, email } = await open(canvas);
    await userEvent.click(email);
    await userEvent.paste(`${'a'.repeat(95)}@gmail.com`);
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText('Email không quá 100 ký tự')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Resolves the pending `onSubmit` of the Success story when the play says so. */
let answerForgotPassword: () => void = () => undefined;

/**
 * SPEC §8: pending while the request runs; then the dialog closes and the app's alert (`Thông báo`)
 * says where the link went (issue 12 §6). Closing the alert gives focus back to the trigger.
 */
export const Success: Story = {
  args: {
    onSubmit: fn<(email: string) => Promise<void>>(
      () =>
        new Promise<void>((resolve) => {
          answerForgotPassword = resolve;
        }),
    ),
  },
  play: async ({ args, canvas }) => {
    const { dialog, email } = await open(canvas);
    await userEvent.type(email, '  minhanh.demo@gmail.com {Enter}');
    const send = within(dialog).getByRole('button', { name: 'Gửi' });
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'true'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('minhanh.demo@gmail.com');

    answerForgotPassword();
    const alert = await screen.findByRole('alertdialog', { name: 'Thông báo' });
    await expect(alert).toHaveTextContent('Chúng tôi đã gửi đường dẫn đặt lại mật khẩu vào email của bạn. Vui lòng kiểm tra email.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quên mật khẩu' })).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Quên mật khẩu?' })).toHaveFocus());
  },
};

/** While the request runs, Gửi shows progress and another press or Enter sends nothing more. */
export const Pending: Story = {
  args: { onSubmit: fn<(email: string) => Promise<void>>(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas }) => {
    const { dialog, email } = await open(canvas);
    await userEvent.type(email, 'minhanh.demo@gmail.com');
    const send = within(dialog).getByRole('button', { name: 'Gửi' });
    await userEvent.dblClick(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(email);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A refusal with the server's lines (the API client's error carries them) shows them; the form stays. */
export const ServerLines: Story = {
  args: {
    onSubmit: fn<(email: string) => Promise<void>>(() =>
      Promise.reject(Object.assign(new Error('400'), { lines: ['Email này chưa đăng ký tài khoản nào.', 'Vui lòng kiểm tra lại.'] })),
    ),
  },
  play: async ({ args, canvas }) => {
    const { dialog, email } = await open(canvas);
    await userEvent.type(email, 'khongco@gmail.com{Enter}');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Email này chưa đăng ký tài khoản nào.');
    await expect(alert).toHaveTextContent('Vui lòng kiểm tra lại.');
    await expect(email).toHaveValue('khongco@gmail.com');
    await expect(within(dialog).getByRole('button', { name: 'Gửi' })).not.toHaveAttribute('aria-disabled');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Any other failure (no lines to show) gets a generic message, never an English technical text. */
export const UnknownFailure: Story = {
  args: { onSubmit: fn<(email: string) => Promise<void>>(() => Promise.reject(new Error('Invalid JSON in a 200 answer'))) },
  play: async ({ canvas }) => {
    const { dialog, email } = await open(canvas);
    await userEvent.type(email, 'minhanh.demo@gmail.com{Enter}');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Chưa gửi được yêu cầu. Vui lòng thử lại sau ít phút.');
    await expect(alert).not.toHaveTextContent('Invalid JSON');
  },
};

/** Huỷ and Escape close without sending. */
export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    const { dialog, email } = await open(canvas);
    await userEvent.type(email, 'minhanh.demo@gmail.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await open(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const { dialog } = await open(canvas);
    // A bottom sheet on a phone: as wide as the screen.
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeGreaterThan(360));
    // The sheet fades in; wait for it rather than for a fixed time.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Gửi' })).toBeVisible());
  },
};
