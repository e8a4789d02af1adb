import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import AuthenticatedApp from '../../../src/app/routes/AuthenticatedApp';
import { routeMeta } from './support';

/**
 * The signed-in shell right after a login (#/dashboard), wired. Issue 12 §1: a withdrawal was on its way
 * when the connection broke (status 0), SPEC §8 logged the customer out, and the intent was remembered in
 * this tab's sessionStorage — kind, amount, time, account, never the payload.
 */
const meta = {
  title: 'App/Routes/AfterRelogin',
  component: AuthenticatedApp,
  ...routeMeta('/dashboard'),
} satisfies Meta<typeof AuthenticatedApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const STORAGE_KEY = 'ckh.unclearIntents';
// 10:15 in Hà Nội.
const cutOffAt = Date.parse('2026-11-24T03:15:00Z');

/** The next login of the same account is told, once: `Chưa rõ kết quả`, when, what, and where to check. */
export const UnclearIntentTold: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([
        { kind: 'withdrawal', amount: 500_000, at: cutOffAt, account: 'demo' },
        // Another account's intent is not this customer's business, and stays for that account.
        { kind: 'deposit', amount: 2_000_000, at: cutOffAt, account: 'lan.nguyen' },
      ]),
    );
    return () => sessionStorage.removeItem(STORAGE_KEY);
  },
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Chưa rõ kết quả' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(within(dialog).getByText(/^Chưa rõ kết quả: /)).toHaveTextContent(
        /^Chưa rõ kết quả: kết nối bị ngắt lúc 10:15 khi đang gửi yêu cầu rút tiền 500\.000\s₫\. Hãy kiểm tra lịch sử rút tiền trước khi gửi lại\.$/,
      ),
    );
    await expect(within(dialog).getByRole('link', { name: 'Xem lịch sử rút tiền' })).toHaveAttribute('href', '#/transaction/withdrawal');
    await expect(dialog).not.toHaveTextContent('2.000.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Told once: nothing of this account is left to tell; the other account's intent waits for its login.
    const left = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as { account: string }[];
    await expect(left.map((intent) => intent.account)).toEqual(['lan.nguyen']);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Trang chủ' }, { timeout: 10_000 })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
