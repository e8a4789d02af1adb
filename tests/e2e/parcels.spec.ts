import { expect, openFilters, test } from './support';

const dateTime = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

test('filtering parcels by status and code, opening one to follow its journey; filters survive reload and back', { tag: '@phone' }, async ({ signedInPage: page }) => {
  // Four pages (login, dashboard, list, detail), a reload and a back: on a busy 2-core machine that
  // alone can take most of the default 30 s.
  test.slow();
  await page.goto('/#/order/transport');
  await expect(page.getByRole('heading', { level: 1, name: 'Danh sách kiện hàng' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Kiện hàng' });
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows.first()).toBeVisible();

  // Parcels in the Vietnam warehouse only.
  await openFilters(page);
  await page.getByRole('combobox', { name: 'Trạng thái' }).selectOption({ label: 'Về kho Việt Nam' });
  await expect(page).toHaveURL(/[?&]status=4(&|$)/);
  await expect(rows.first()).toContainText('Về kho Việt Nam');
  await expect(rows.filter({ hasNotText: 'Về kho Việt Nam' })).toHaveCount(0);
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);

  // Narrow down by the tracking code of the first one: applied after a pause in typing.
  const code = ((await rows.first().getByRole('link').first().textContent()) ?? '').trim();
  expect(code).not.toBe('');
  await page.getByRole('searchbox', { name: 'Mã vận đơn' }).fill(code.slice(0, 10));
  await expect(page).toHaveURL(new RegExp(`transportCode=${code.slice(0, 10)}`));
  await expect(page).toHaveURL(/[?&]status=4(&|$)/);
  await expect(table.getByRole('link', { name: code })).toBeVisible();

  // A reload keeps both filters.
  await page.reload();
  await openFilters(page);
  await expect(page.getByRole('searchbox', { name: 'Mã vận đơn' })).toHaveValue(code.slice(0, 10));
  await expect(page.getByRole('combobox', { name: 'Trạng thái' }).locator('option:checked')).toHaveText('Về kho Việt Nam');
  await expect(table.getByRole('link', { name: code })).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Về kho Việt Nam' })).toHaveCount(0);

  // Open the parcel: its journey, four steps behind it and dated, the delivery ahead.
  await table.getByRole('link', { name: code }).click();
  await expect(page).toHaveURL(/#\/order\/transport\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Kiện hàng ${code}` })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Hành trình' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  for (const index of [0, 1, 2]) {
    await expect(steps.nth(index)).toContainText('Đã hoàn thành');
    await expect(steps.nth(index)).toContainText(dateTime);
  }
  await expect(steps.nth(3)).toContainText('Về kho Việt Nam');
  await expect(steps.nth(3)).toContainText('Hiện tại');
  await expect(steps.nth(3)).toContainText(dateTime);
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(4)).toContainText('Chưa đến');
  await expect(page.getByRole('main').getByRole('link', { name: 'Khiếu nại' })).toHaveAttribute('href', /^#\/order\/complain\?transportId=\d+&orderId=\d+$/);

  // Back to the list, filters as they were.
  await page.goBack();
  await expect(page).toHaveURL(/#\/order\/transport\?/);
  await expect(page).toHaveURL(/[?&]status=4(&|$)/);
  await openFilters(page);
  await expect(page.getByRole('searchbox', { name: 'Mã vận đơn' })).toHaveValue(code.slice(0, 10));
  await expect(table.getByRole('link', { name: code })).toBeVisible();
});

test('a parcel that does not exist says so', async ({ signedInPage: page }) => {
  test.slow();
  await page.goto('/#/order/transport/999999');
  await expect(page.getByRole('alert')).toContainText('Không tìm thấy kiện hàng');
  await page.getByRole('link', { name: 'Quay lại danh sách kiện hàng' }).click();
  await expect(page).toHaveURL(/#\/order\/transport$/);
});
