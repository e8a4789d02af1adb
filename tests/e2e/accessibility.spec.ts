import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { signedInRoutes } from '../support/signedInRoutes';

/**
 * Every page of the portal under axe, as the story tests check every screen: WCAG 2.0–2.2 A and AA
 * plus `target-size`, on the whole document — react-aria's live announcer included — with nothing
 * excluded. Zero violations.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(
    (runOnly) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: runOnly },
        rules: { 'target-size': { enabled: true } },
      }),
    tags,
  );
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The page has drawn its data: its heading is there and nothing is loading any more. */
async function settled(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText(/^Đang tải/)).toHaveCount(0);
}

async function expectNoViolations(page: Page, where: string) {
  expect(await violations(page), `axe on ${where}`).toEqual([]);
}

test('login and register, signed out, have no axe violations', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/#/login');
  await settled(page, 'Đăng nhập');
  await expectNoViolations(page, '/login');

  await page.goto('/#/register');
  await settled(page, 'Đăng ký tài khoản');
  await expectNoViolations(page, '/register');
});

const listRoutes = signedInRoutes;

// The seventeen signed-in pages in three journeys of a few pages each, so that each fits its time on a
// shared 2-core machine and the two workers share them.
const journeys = [listRoutes.slice(0, 5), listRoutes.slice(5, 10), listRoutes.slice(10)];

test('17 signed-in routes: dashboard, list and form pages, and the two detail pages, each checked once', () => {
  const paths = ['/dashboard', ...journeys.flat().map((route) => route.path), '/order/detail/:id', '/order/transport/:id'];
  expect(new Set(paths).size).toBe(17);
});

test('the dashboard, right after login, has no axe violations', { tag: '@phone' }, async ({ page }) => {
  await signIn(page);
  // At once: the login button that just went away must not have left an announcement behind.
  await settled(page, 'Trang chủ');
  await expectNoViolations(page, '/dashboard');
});

for (const [index, routes] of journeys.entries()) {
  test(`signed-in pages ${String(index + 1)}/${String(journeys.length)} have no axe violations: ${routes.map((route) => route.path).join(', ')}`, { tag: '@phone' }, async ({ page }) => {
    test.slow();
    await signIn(page);
    for (const { path, heading } of routes) {
      await page.goto(`/#${path}`);
      await settled(page, heading);
      await expectNoViolations(page, path);
    }
  });
}

test('the order and parcel detail pages, reached from their lists, have no axe violations', { tag: '@phone' }, async ({ page }) => {
  test.slow();
  await signIn(page);
  await page.goto('/#/order/list-orders');
  await settled(page, 'Danh sách đơn hàng');
  const orderLink = page.getByRole('table').getByRole('link').first();
  const orderCode = ((await orderLink.textContent()) ?? '').trim();
  await orderLink.click();
  await expect(page).toHaveURL(/#\/order\/detail\//);
  await settled(page, `Đơn hàng ${orderCode}`);
  await expectNoViolations(page, '/order/detail/:id');

  await page.goto('/#/order/transport');
  await settled(page, 'Danh sách kiện hàng');
  const parcelLink = page.getByRole('table', { name: 'Kiện hàng' }).getByRole('link').first();
  const parcelCode = ((await parcelLink.textContent()) ?? '').trim();
  await parcelLink.click();
  await expect(page).toHaveURL(/#\/order\/transport\/[^/?]+/);
  await settled(page, `Kiện hàng ${parcelCode}`);
  await expectNoViolations(page, '/order/transport/:id');
});
