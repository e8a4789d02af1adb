import { test as base, expect, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Logs in through the login form, as a customer does. */
export async function logIn(page: Page, userName = 'demo', password = 'demo123') {
  await page.goto('/#/login');
  await page.getByLabel('Tên đăng nhập').fill(userName);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** Logs the demo customer in through the form and waits for the dashboard: where most journeys start. */
export async function signIn(page: Page) {
  await logIn(page);
  await expect(page).toHaveURL(/#\/dashboard$/);
}

/** `signedInPage`: the demo customer logged in and on the dashboard, for every journey that starts there. */
export const test = base.extend<{ signedInPage: Page }>({
  signedInPage: async ({ page }, provide) => {
    await signIn(page);
    await provide(page);
  },
});

/**
 * On a phone (≤ 568 px) a list's filters fold behind `Bộ lọc`; this unfolds them when they are folded,
 * and does nothing on a wider screen, where the button does not exist.
 */
export async function openFilters(page: Page) {
  const bar = page.getByRole('search').first();
  await expect(bar).toBeVisible();
  const toggle = bar.getByRole('button', { name: /^Bộ lọc/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}
