import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../../src/app/paths';
import UserGroup from '../../../src/app/routes/groups/user';
import { DEMO_PASSWORD, mockDb, scenarios } from '../../../src/mocks';
import { answersNotJson, browserOffline, writeTimesOut } from '../../support/failures';
import { expectNoAlertDialog, findErrorArea, routeMeta, unclearOutcomePlay } from './support';

/**
 * The password change (#/user/change-password), wired: useChangePassword → POST /api/customer/changepassword
 * → the mock world. Issue 25 §11: after any answer the customer knows which password opens the account,
 * or is told that it is unclear and what to do.
 */
const meta = {
  title: 'App/Routes/ChangePassword',
  component: UserGroup,
  ...routeMeta(paths.changePassword),
} satisfies Meta<typeof UserGroup>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const PATH = '/api/customer/changepassword';
const NEW_PASSWORD = 'matkhaumoi123';
const unclearPassword = /^Chưa rõ kết quả: chưa biết đổi mật khẩu đã được ghi nhận hay chưa\. Lần đăng nhập sau, hãy thử mật khẩu mới trước; nếu không được, hãy dùng mật khẩu cũ và đổi lại\.$/;

async function changePassword(canvas: Canvas) {
  await canvas.findByRole('form', { name: 'Đổi mật khẩu' }, { timeout: 10_000 });
  await userEvent.type(canvas.getByLabelText('Mật khẩu hiện tại'), DEMO_PASSWORD);
  await userEvent.type(canvas.getByLabelText('Mật khẩu mới'), NEW_PASSWORD);
  await userEvent.type(canvas.getByLabelText('Nhập lại mật khẩu mới'), NEW_PASSWORD);
  await userEvent.click(canvas.getByRole('button', { name: 'Đổi mật khẩu' }));
}

/** The form keeps what was typed after a failure, so sending again needs no retyping. */
async function expectTypedKept(canvas: Canvas) {
  await expect(canvas.getByLabelText('Mật khẩu mới')).toHaveValue(NEW_PASSWORD);
}

/** Changed: the toast says so and the world keeps the new password. */
export const Changed: Story = {
  play: async ({ canvas }) => {
    // The signed-in account rides along, hidden, for a password manager to save the new password under.
    const form = await canvas.findByRole('form', { name: 'Đổi mật khẩu' }, { timeout: 10_000 });
    await expect(form.querySelector('input[autocomplete="username"]')).toHaveValue(mockDb().demo.user.UserName);
    await changePassword(canvas);
    await waitFor(() => expect(screen.getByText('Đổi mật khẩu thành công.')).toBeVisible(), { timeout: 10_000 });
    await expect(mockDb().demo.user.Password).toBe(NEW_PASSWORD);
  },
};

/**
 * An answer that says nothing definite: did the password change? `Chưa rõ kết quả` in the app's alert
 * (no page shows the outcome, so no link) and on the form, with which password to try; the form keeps
 * what was typed.
 */
const changeUnclear = (beforeEach: Story['beforeEach']): Story => ({
  beforeEach,
  play: unclearOutcomePlay({ act: changePassword, link: null, says: unclearPassword, kept: expectTypedKept }),
});

/** nginx's 502 page after sending. */
export const UnclearBadGateway = changeUnclear(({ msw }) => msw.use(scenarios.badGateway('changepassword')));

/** The change outlived the client's time limit. */
export const TimedOut = changeUnclear(() => writeTimesOut(PATH));

/** A 200 whose body is an HTML page: the server may have changed it. */
export const AnswerNotJson = changeUnclear(({ msw }) => msw.use(answersNotJson(PATH)));

/** Offline: nothing was sent, for certain: the old password still opens the account. */
export const Offline: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('form', { name: 'Đổi mật khẩu' }, { timeout: 10_000 });
    const undo = browserOffline();
    try {
      await changePassword(canvas);
      await findErrorArea(canvasElement, 'Bạn đang ngoại tuyến');
    } finally {
      undo();
    }
    await expectNoAlertDialog();
    await expectTypedKept(canvas);
    await expect(mockDb().demo.user.Password).toBe(DEMO_PASSWORD);
  },
};
