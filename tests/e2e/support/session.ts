import { expect, type Page } from '@playwright/test';

/** Signs the demo customer in through the login form and waits for the dashboard. */
export async function logIn(page: Page) {
  await page.goto('/#/login');
  await page.getByLabel('Tên đăng nhập').fill('demo');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
}
