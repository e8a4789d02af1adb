import { expect, test } from '@playwright/test';

test('the portal opens with a Vietnamese title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Cổng khách hàng');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});
