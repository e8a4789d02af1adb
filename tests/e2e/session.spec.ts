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

test('a token link beside a live session names both accounts; Không phải tôi keeps the session, and login and register no longer open for it', async ({ page }) => {
  await signIn(page);
  const before = await storedToken(page);
  // The demo world has one customer: the link's token is another session of that account.
  await openFresh(page, '/#/?token=demo-token');
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Bạn đang đăng nhập với tài khoản demo.');
  await expect(question).toContainText('Đường dẫn này đăng nhập vào tài khoản demo.');
  expect(page.url()).not.toContain('token');
  await question.getByRole('button', { name: 'Không phải tôi' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible();
  expect(await storedToken(page)).toBe(before);
  // Issue 25 §10: the route guard applies again without a reload (hash changes, same document).
  await page.evaluate(() => (window.location.hash = '#/login'));
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.evaluate(() => (window.location.hash = '#/register'));
  await expect(page).toHaveURL(/#\/dashboard$/);
  expect(await storedToken(page)).toBe(before);
});

test('a refused link beside a live session says so and keeps the session, and login no longer opens for it', async ({ page }) => {
  await signIn(page);
  const before = await storedToken(page);
  await openFresh(page, '/#?token=khong-hop-le');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Đường dẫn đăng nhập không hợp lệ hoặc đã hết hạn');
  await alert.getByRole('button', { name: 'Đóng' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible();
  expect(await storedToken(page)).toBe(before);
  await page.evaluate(() => (window.location.hash = '#/login'));
  await expect(page).toHaveURL(/#\/dashboard$/);
  expect(await storedToken(page)).toBe(before);
});

test('attack: someone else’s link opened while signed out asks first, and Không phải tôi stores nothing', async ({ page }) => {
  await page.goto('/#/login?token=demo-token');
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Đường dẫn này đăng nhập vào tài khoản demo.');
  expect(page.url()).not.toContain('token');
  expect(await storedToken(page)).toBeNull();
  await question.getByRole('button', { name: 'Không phải tôi' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeEnabled();
  expect(await storedToken(page)).toBeNull();
});

test('#/?token= is no longer lost in the redirect; after Tiếp tục a toast names the account signed in', async ({ page }) => {
  await page.goto('/#/?token=demo-token');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Tiếp tục' }).click();
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
