import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { accountMessages, type UpdateUserInfoRequest } from '../../../src/features/account/model';
import { ProfileScreen } from '../../../src/features/account/ProfileScreen';
import { warehouses } from '../../../src/mocks/fixtures/reference';
import { longUser, pngFile, user } from './account.data';

const meta = {
  title: 'Features/Account/ProfileScreen',
  component: ProfileScreen,
  args: {
    status: 'ready',
    user,
    warehouses,
    onRetry: fn(),
    onSubmit: fn<(request: UpdateUserInfoRequest) => Promise<void>>(() => Promise.resolve()),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Thông tin tài khoản' }));
const saveButton = (canvas: Canvas) => form(canvas).getByRole('button', { name: 'Lưu thay đổi' });

async function pickFile(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('no file input');
  await fireEvent.change(input, { target: { files: [file] } });
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thông tin tài khoản' })).toBeVisible();
    await expect(form(canvas).getByRole('textbox', { name: 'Họ và tên' })).toHaveValue(user.FullName);
    await expect(form(canvas).getByRole('textbox', { name: 'Email' })).toHaveValue(user.Email);
    await expect(form(canvas).getByRole('combobox', { name: 'Kho nhận hàng' })).toHaveDisplayValue('Kho Hà Nội');
    await expect(canvas.getByRole('img', { name: user.FullName })).toBeVisible();
    await expect(canvas.getByText(user.UserName)).toBeVisible();
  },
};

/** Unchanged avatar is not sent; a double click saves once; the toast confirms; the form shows what was saved. */
export const SaveChanges: Story = {
  play: async ({ args, canvas }) => {
    const phone = form(canvas).getByRole('textbox', { name: 'Số điện thoại' });
    await userEvent.clear(phone);
    await userEvent.type(phone, ' 0912 345 678 ');
    await userEvent.selectOptions(form(canvas).getByRole('combobox', { name: 'Kho nhận hàng' }), 'Kho TP. Hồ Chí Minh');
    await userEvent.dblClick(saveButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      FullName: user.FullName,
      Email: user.Email,
      Phone: '0912 345 678',
      Address: user.Address,
      WarehouseId: 2,
    } satisfies UpdateUserInfoRequest);
    await waitFor(() => expect(screen.getByText('Đã cập nhật thông tin tài khoản.')).toBeVisible());
    // The spaces typed around the number were not saved, so they are not shown either.
    await expect(phone).toHaveValue('0912 345 678');
  },
};

export const ErrorsAfterSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.clear(form(canvas).getByRole('textbox', { name: 'Họ và tên' }));
    const email = form(canvas).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'an.nguyen@');
    await userEvent.clear(form(canvas).getByRole('textbox', { name: 'Số điện thoại' }));
    await expect(canvas.queryByText(accountMessages.fullNameRequired)).not.toBeInTheDocument();
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText(accountMessages.fullNameRequired)).toBeVisible();
    await expect(canvas.getByText(accountMessages.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(accountMessages.phoneRequired)).toBeVisible();
    await waitFor(() => expect(form(canvas).getByRole('textbox', { name: 'Họ và tên' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A picked image is previewed and sent as a data URL. */
export const NewAvatar: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await pickFile(canvasElement, pngFile());
    await waitFor(() => expect(canvas.getByRole('img', { name: user.FullName }).tagName).toBe('IMG'));
    await expect(form(canvas).getByRole('button', { name: 'Bỏ ảnh vừa chọn' })).toBeVisible();
    await userEvent.click(saveButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const [request] = args.onSubmit.mock.calls[0] ?? [];
    await expect(request?.Avatar).toMatch(/^data:image\/png;base64,/);
  },
};

/** The browser checks the file before anything is read or sent. */
export const AvatarWrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pickFile(canvasElement, new File(['%PDF-1.4'], 'cmnd.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(accountMessages.avatarType);
    await expect(canvas.getByRole('img', { name: user.FullName }).tagName).toBe('SPAN');
  },
};

export const AvatarTooLarge: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pickFile(canvasElement, pngFile('anh-lon.png', 3 * 1024 * 1024));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(accountMessages.avatarSize);
  },
};

export const ServerErrors: Story = {
  args: { serverErrors: ['Email đã được sử dụng bởi tài khoản khác.', 'Số điện thoại đã được sử dụng.'] },
  play: async ({ canvas }) => {
    const alert = form(canvas).getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Pending: Story = {
  args: { onSubmit: fn<(request: UpdateUserInfoRequest) => Promise<void>>(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas }) => {
    await userEvent.click(saveButton(canvas));
    await waitFor(() => expect(saveButton(canvas)).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(saveButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', user: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang tải…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', user: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: { user: longUser },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(longUser.UserName)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(saveButton(canvas)).toBeVisible();
  },
};
