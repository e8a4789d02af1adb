import { expect, test } from '@playwright/test';
import { signIn } from './support';

const routes = [
  '/order/cart',
  '/order/order-wait-deposit',
  '/order/order-wait-pay',
  '/order/list-orders',
  '/order/transport',
  '/order/complain',
  '/transaction/list',
  '/transaction/deposit',
  '/transaction/withdrawal',
  '/delivery/create-request',
  '/delivery/list-request',
  '/user/user-info',
  '/user/change-password',
  '/message/list-messages',
];

test('the site notice, once hidden, stays hidden on every page and after a reload for the session', async ({ page }) => {
  // Fifteen pages and a reload on a shared 2-core machine.
  test.slow();
  await signIn(page);
  const notice = page.getByRole('region', { name: 'Thông báo' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Ẩn thông báo' }).click();
  await expect(notice).toHaveCount(0);

  for (const route of routes) {
    await page.goto(`/#${route}`);
    await expect(page).toHaveURL(new RegExp(`#${route}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice, `notice on ${route}`).toHaveCount(0);
  }

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // A new tab is a new session: signed in there, the customer sees the notice again.
  const other = await page.context().newPage();
  await signIn(other);
  await expect(other.getByRole('region', { name: 'Thông báo' })).toBeVisible();
});
