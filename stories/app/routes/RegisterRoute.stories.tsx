import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../src/app/paths';
import { RegisterRoute } from '../../../src/app/routes/PublicRoutes';
import { tooManyAttempts } from '../../support/failures';
import { publicRouteMeta } from './support';

/**
 * The register page (#/register), wired and signed out: RegisterRoute → POST /api/account/register → the
 * mock world. Issue 25 §6: the abuse limit's 429 says how long to wait, from `Retry-After`.
 */
const meta = {
  title: 'App/Routes/Register',
  component: RegisterRoute,
  ...publicRouteMeta(paths.register),
} satisfies Meta<typeof RegisterRoute>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function register(canvas: Canvas) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Tên đăng nhập' }, { timeout: 10_000 }), 'tranthibich');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'bich.tran@gmail.com');
  await userEvent.type(canvas.getByLabelText('Mật khẩu'), 'matkhau123');
  await userEvent.type(canvas.getByLabelText('Nhập lại mật khẩu'), 'matkhau123');
  await userEvent.click(canvas.getByRole('textbox', { name: 'Số điện thoại' }));
  await userEvent.paste('0912 345 678');
  const warehouse = canvas.getByRole('combobox', { name: 'Kho nhận hàng' });
  await waitFor(() => expect(warehouse).toBeEnabled(), { timeout: 10_000 });
  await userEvent.selectOptions(warehouse, 'Kho Hà Nội');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Tôi đồng ý với điều khoản sử dụng' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Đăng ký' }));
}

/** 429 with `Retry-After: 1800`: wait 30 minutes, said on the form, which keeps its values. */
export const TooManyAttempts: Story = {
  beforeEach: ({ msw }) => msw.use(tooManyAttempts('/api/account/register', 1800)),
  play: async ({ canvas }) => {
    await register(canvas);
    const alert = await within(canvas.getByRole('form', { name: 'Đăng ký tài khoản' })).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(/^Bạn đã thử quá nhiều lần\. Vui lòng thử lại sau 30 phút\.$/);
    await expect(canvas.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveValue('tranthibich');
  },
};
