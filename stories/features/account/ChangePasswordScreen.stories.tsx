import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordScreen } from '../../../src/features/account/ChangePasswordScreen';
import { accountMessages, type ChangePasswordRequest } from '../../../src/features/account/model';

const meta = {
  title: 'Features/Account/ChangePasswordScreen',
  component: ChangePasswordScreen,
  args: { onSubmit: fn<(request: ChangePasswordRequest) => Promise<void>>(() => Promise.resolve()), userName: 'khachhang01' },
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

// Password inputs have no role; their labels find them.
const current = (canvas: Canvas) => canvas.getByLabelText('Mật khẩu hiện tại');
const next = (canvas: Canvas) => canvas.getByLabelText('Mật khẩu mới');
const confirmation = (canvas: Canvas) => canvas.getByLabelText('Nhập lại mật khẩu mới');
const submitButton = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Đổi mật khẩu' })).getByRole('button', { name: 'Đổi mật khẩu' });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' })).toBeVisible();
    await expect(current(canvas)).toHaveAttribute('autocomplete', 'current-password');
    await expect(next(canvas)).toHaveAttribute('autocomplete', 'new-password');
    // The account the new password belongs to, for a password manager: in the form, never shown, never sent.
    const account = canvas.getByRole('form', { name: 'Đổi mật khẩu' }).querySelector('input[autocomplete="username"]');
    await expect(account).toHaveValue('khachhang01');
    await expect(account).not.toBeVisible();
    await expect(account).not.toHaveAttribute('name');
    // An id all the same: autofill tells fields apart by id or name (Chromium's Issues panel asks for one).
    await expect(account).toHaveAttribute('id');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SubmitEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(accountMessages.oldPasswordRequired)).toBeVisible();
    await expect(canvas.getByText(accountMessages.newPasswordRequired)).toBeVisible();
    await expect(canvas.getByText(accountMessages.confirmRequired)).toBeVisible();
    await waitFor(() => expect(current(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(current(canvas), 'matkhaucu');
    await userEvent.type(next(canvas), '12345');
    await userEvent.type(confirmation(canvas), '12345{Enter}');
    await expect((await canvas.findAllByText(accountMessages.passwordLength))[0]).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(current(canvas), 'matkhaucu');
    await userEvent.type(next(canvas), 'matkhau456');
    await userEvent.type(confirmation(canvas), 'matkhau789');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(accountMessages.confirmMismatch)).toBeVisible();
    await expect(confirmation(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SameAsCurrent: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(current(canvas), 'matkhau123');
    await userEvent.type(next(canvas), 'matkhau123');
    await userEvent.type(confirmation(canvas), 'matkhau123');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(accountMessages.newPasswordSame)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent once, as typed; a success toast; the form is emptied. */
export const ValidSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(current(canvas), 'matkhau123');
    await userEvent.type(next(canvas), ' mật khẩu mới ');
    await userEvent.type(confirmation(canvas), ' mật khẩu mới ');
    await userEvent.dblClick(submitButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ OldPassword: 'matkhau123', NewPassword: ' mật khẩu mới ', ConfirmPassword: ' mật khẩu mới ' });
    await waitFor(() => expect(screen.getByText('Đổi mật khẩu thành công.')).toBeVisible());
    await waitFor(() => expect(current(canvas)).toHaveValue(''));
  },
};

/** SPEC §8: a 400 shows the server's lines, as text. */
export const ServerErrors: Story = {
  args: { serverErrors: ['Mật khẩu hiện tại không đúng.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Mật khẩu hiện tại không đúng.');
  },
};

export const Pending: Story = {
  args: { onSubmit: fn<(request: ChangePasswordRequest) => Promise<void>>(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas }) => {
    await userEvent.type(current(canvas), 'matkhau123');
    await userEvent.type(next(canvas), 'matkhau456');
    await userEvent.type(confirmation(canvas), 'matkhau456{Enter}');
    await waitFor(() => expect(submitButton(canvas)).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(submitButton(canvas)).toBeVisible();
  },
};
