import { type Page } from '@playwright/test';
import { expect, signIn, test } from './support';

// Issue 12 §2–§3: what the real network and other people's links do to a session.


const storedToken = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('user.configs') ?? sessionStorage.getItem('user.configs');
    return raw === null ? null : (JSON.parse(raw) as { token?: string }).token ?? null;
  });

/** Opens `url` as a new document: a hash-only change would not run the entry again. */
async function openFresh(page: Page, url: string) {
  await page.goto('about:blank');
  await page.goto(url);
}

test('a token link beside a live session asks first; staying keeps the session and the link leaves the address bar', async ({ page }) => {
  await signIn(page);
  const before = await storedToken(page);
  await openFresh(page, '/#/?token=nguoi-khac');
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Bạn đang đăng nhập với tài khoản demo.');
  expect(page.url()).not.toContain('token');
  await question.getByRole('button', { name: 'Ở lại' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible();
  expect(await storedToken(page)).toBe(before);
});

test('switching to a link whose token is refused says so and still keeps the session that was there', async ({ page }) => {
  await signIn(page);
  const before = await storedToken(page);
  await openFresh(page, '/#?token=khong-hop-le');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Chuyển tài khoản' }).click();
  await expect(page.getByText('Đường dẫn đăng nhập không hợp lệ hoặc đã hết hạn', { exact: false })).toBeVisible();
  expect(await storedToken(page)).toBe(before);
  await page.goto('/#/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible();
});

test('#/?token= is no longer lost in the redirect, and a toast names the account signed in', async ({ page }) => {
  await page.goto('/#/?token=demo-token');
  // The toast comes with the shell and stays 2 s on a desktop; the dashboard's heading comes with its own
  // chunk, which on a loaded machine can take longer than that. Look for the toast first.
  // Both come after the reload that follows a valid token (two page loads): see auth.spec.
  await expect(page.getByText('Đã đăng nhập tài khoản demo.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible({ timeout: 30_000 });
  expect(page.url()).not.toContain('token');
  expect(await storedToken(page)).toBe('demo-token');
});

test('a list read that never answers ends after 20 s in the error state, and Thử lại recovers it', async ({ page }) => {
  // The fault is injected at fetch: the first read of the list hangs until its signal aborts it.
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    let hung = false;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!hung && url.includes('/api/order/getorderwaitpay')) {
        hung = true;
        document.documentElement.dataset.hungRead = 'sent';
        return new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        });
      }
      return realFetch(input, init);
    };
  });
  await page.clock.install();
  await signIn(page);
  await page.goto('/#/order/order-wait-pay');
  await expect(page.locator('html[data-hung-read="sent"]')).toBeAttached();
  await expect(page.getByRole('progressbar', { name: 'Đang tải' })).toBeAttached();
  await page.clock.fastForward(20_000);
  const failed = page.getByRole('main').getByRole('alert').filter({ hasText: 'Không tải được dữ liệu' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Thử lại' }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Đang tải' })).toHaveCount(0);
  // The loading counter is back to 0: the bar is gone.
  await expect(page.getByRole('progressbar', { name: 'Đang tải' })).toHaveCount(0);
});

test('a reset-password link opens for a signed-in customer too, instead of bouncing to the dashboard', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/reset-password/ma-dat-lai-123');
  await expect(page.getByRole('heading', { level: 1, name: 'Đặt lại mật khẩu' })).toBeVisible();
  await expect(page).toHaveURL(/#\/reset-password\/ma-dat-lai-123$/);
});
