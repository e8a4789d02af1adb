import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogs } from '../../../src/app/bootstrap';
import { takeEntryToken } from '../../../src/app/entryToken';
import { CONFIGS_KEY } from '../../../src/app/session/store';
import { paths } from '../../../src/app/paths';
import { LoginRoute } from '../../../src/app/routes/LoginRoute';
import { DEMO_PASSWORD, DEMO_TOKEN, DEMO_USERNAME, mockDb } from '../../../src/mocks';
import { tooManyAttempts } from '../../support/failures';
import { publicRouteMeta } from './support';

/**
 * The login page (#/login), wired and signed out: LoginRoute → the session flows → POST /api/account/login
 * and POST /api/account/sendforgotpassword → the mock world. Issue 25 §6: when the server's abuse limit
 * answers 429, the form says how long to wait, from `Retry-After`.
 */
const meta = {
  title: 'App/Routes/Login',
  component: LoginRoute,
  ...publicRouteMeta(paths.login),
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
    // Its own chunk, fetched on the first press: more than the default second on a page that has not
    // fetched it before (LoginScreen's ForgotPassword story says more).
    const dialog = within(await screen.findByRole('dialog', { name: 'Quên mật khẩu' }, { timeout: 5_000 }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'an.nguyen@gmail.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(/^Bạn đã thử quá nhiều lần\. Vui lòng thử lại sau 2 phút\.$/), { timeout: 10_000 });
  },
};

/**
 * The page opened from a login link, the way main.tsx takes it: the address carries the token, the entry
 * reads and strips it. The frame's own address is put back afterwards.
 */
function openedWithToken(token: string) {
  return () => {
    const before = location.href;
    history.replaceState(history.state, '', `#/login?token=${encodeURIComponent(token)}`);
    takeEntryToken();
    return () => {
      history.replaceState(history.state, '', before);
      // The app's dialogs outlive a story: a question left open is answered the harmless way.
      const open = dialogs.current();
      if (open) dialogs.settle(open.id, false);
    };
  };
}

const question = () => screen.findByRole('alertdialog', { name: 'Đăng nhập bằng đường dẫn' }, { timeout: 10_000 });

/**
 * Issue 25 §9, the attack: someone's link opened while signed out. Before anything is stored the page names
 * the account the link opens and asks; the token has already left the address.
 */
export const TokenLinkAsks: Story = {
  beforeEach: openedWithToken(DEMO_TOKEN),
  play: async () => {
    const dialog = await question();
    await waitFor(() => expect(within(dialog).getByText('Đường dẫn này đăng nhập vào tài khoản demo. Chỉ tiếp tục nếu đây là tài khoản của bạn.')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Tiếp tục' })).toBeVisible();
    // The safe answer has the focus: an Enter pressed out of habit does not sign in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Không phải tôi' })).toHaveFocus());
    await expect(location.href).not.toContain('token');
    await expect(localStorage.getItem(CONFIGS_KEY) ?? sessionStorage.getItem(CONFIGS_KEY)).toBeNull();
    // Only the read that names the account went out; settings and dashboard wait for Tiếp tục.
    await expect(mockDb().requestCount('getsettingdefault')).toBe(0);
  },
};

/** `Không phải tôi`: still signed out on the login page, nothing stored, the form ready. */
export const TokenLinkDeclined: Story = {
  beforeEach: openedWithToken(DEMO_TOKEN),
  play: async ({ canvas }) => {
    await userEvent.click(within(await question()).getByRole('button', { name: 'Không phải tôi' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Đăng nhập' })).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(localStorage.getItem(CONFIGS_KEY) ?? sessionStorage.getItem(CONFIGS_KEY)).toBeNull();
  },
};

/** A link the server refuses: nothing is asked, and the form says why, as before. */
export const TokenLinkRefused: Story = {
  beforeEach: openedWithToken('khong-hop-le'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Đường dẫn đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập bằng tài khoản của bạn.', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(localStorage.getItem(CONFIGS_KEY) ?? sessionStorage.getItem(CONFIGS_KEY)).toBeNull();
  },
};
