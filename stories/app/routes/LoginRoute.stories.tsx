import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { configureApp } from '../../../src/app/bootstrap';
import { CONFIGS_KEY, sessionStore } from '../../../src/app/session/store';
import { paths } from '../../../src/app/paths';
import { LoginRoute } from '../../../src/app/routes/LoginRoute';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../../src/mocks';
import { tooManyAttempts } from '../../support/failures';
import { withRoute } from './support';

/**
 * The login page (#/login), wired and signed out: LoginRoute → the session flows → POST /api/account/login
 * and POST /api/account/sendforgotpassword → the mock world. Issue 25 §6: when the server's abuse limit
 * answers 429, the form says how long to wait, from `Retry-After`.
 */
const meta = {
  title: 'App/Routes/Login',
  component: LoginRoute,
  decorators: [withRoute(paths.login)],
  beforeEach: () => {
    configureApp();
    sessionStore.clear();
    return () => sessionStore.clear();
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginRoute>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function logIn(canvas: Canvas, password = DEMO_PASSWORD) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Tên đăng nhập' }), DEMO_USERNAME);
  await userEvent.type(canvas.getByLabelText('Mật khẩu'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Đăng nhập' }));
}

const formAlert = async (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Đăng nhập' })).findByRole('alert', {}, { timeout: 10_000 });

/** 429 with `Retry-After: 600`: wait 10 minutes, said on the form; nothing is stored. */
export const TooManyAttempts: Story = {
  beforeEach: ({ msw }) => msw.use(tooManyAttempts('/api/account/login', 600)),
  play: async ({ canvas }) => {
    await logIn(canvas);
    await expect(await formAlert(canvas)).toHaveTextContent(/^Bạn đã thử quá nhiều lần\. Vui lòng thử lại sau 10 phút\.$/);
    await expect(localStorage.getItem(CONFIGS_KEY) ?? sessionStorage.getItem(CONFIGS_KEY)).toBeNull();
  },
};

/** 429 without Retry-After (a proxy that leaves it out): the server's own line. */
export const TooManyAttemptsNoRetryAfter: Story = {
  beforeEach: ({ msw }) => msw.use(tooManyAttempts('/api/account/login', null)),
  play: async ({ canvas }) => {
    await logIn(canvas);
    await expect(await formAlert(canvas)).toHaveTextContent(/^Bạn đã thử quá nhiều lần\. Vui lòng thử lại sau 15 phút\.$/);
  },
};

/** Forgot password limited too: the dialog says how long to wait (`Retry-After: 90` → 2 minutes). */
export const ForgotPasswordTooManyAttempts: Story = {
  beforeEach: ({ msw }) => msw.use(tooManyAttempts('/api/account/sendforgotpassword', 90)),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Quên mật khẩu?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quên mật khẩu' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'an.nguyen@gmail.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(/^Bạn đã thử quá nhiều lần\. Vui lòng thử lại sau 2 phút\.$/), { timeout: 10_000 });
  },
};
