import { type Page } from '@playwright/test';
import { expect, openFilters, test } from './support';

function countPosts(page: Page, path: string) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(path)) counter.count += 1;
  });
  return counter;
}

test('a delivery request for two orders is sent once and listed with those two orders', { tag: '@phone' }, async ({ signedInPage: page }) => {
  const posts = countPosts(page, '/api/order/createrequestdelivery');
  await page.goto('/#/delivery/create-request');

  const table = page.getByRole('table', { name: 'Đơn hàng ở kho Việt Nam' });
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows.first()).toBeVisible();
  const codes: string[] = [];
  for (const index of [0, 1]) {
    const row = rows.nth(index);
    codes.push(((await row.getByRole('link').first().textContent()) ?? '').trim());
    // The native input is visually hidden under the drawn box; a customer clicks the box (its label).
    const checkbox = row.getByRole('checkbox');
    await checkbox.locator('xpath=ancestor::label[1]').click();
    await expect(checkbox).toBeChecked();
  }
  const summary = page.getByRole('region', { name: 'Tổng yêu cầu giao' });
  await expect(summary.getByRole('status')).toContainText('2 đơn hàng');

  // The receiver comes from the profile; the customer adds a note.
  const form = page.getByRole('form', { name: 'Yêu cầu giao hàng' });
  await expect(form.getByRole('textbox', { name: 'Người nhận' })).toHaveValue('Nguyễn Thị Minh Anh');
  await expect(form.getByRole('textbox', { name: 'Số điện thoại' })).not.toHaveValue('');
  await form.getByRole('textbox', { name: 'Ghi chú' }).fill('Gọi trước khi giao');

  await summary.getByRole('button', { name: 'Gửi yêu cầu giao' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Xác thực' });
  for (const code of codes) await expect(dialog).toContainText(code);
  await dialog.getByRole('button', { name: 'Gửi yêu cầu giao' }).dblclick();

  // Success goes to the list: the new request comes first, with the two orders as links to their pages.
  await expect(page).toHaveURL(/#\/delivery\/list-request$/);
  const list = page.getByRole('table', { name: 'Phiếu giao' });
  const first = list.getByRole('rowgroup').nth(1).getByRole('row').first();
  for (const code of codes) await expect(first.getByRole('link', { name: code })).toHaveAttribute('href', /#\/order\/detail\/\d+$/);
  await expect(first).toContainText('Chờ duyệt');
  await expect(first).toContainText('Gọi trước khi giao');
  // The list opens at its top, the new request in sight, not where the long form was left.
  await expect(first).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBe(0);
  expect(posts.count).toBe(1);

  // The orders left the "in Vietnam" list.
  await page.goto('/#/delivery/create-request');
  await expect(rows.first()).toBeVisible();
  for (const code of codes) await expect(table.getByRole('link', { name: code })).toHaveCount(0);
});

test('the request list filters go into the address and survive a reload', { tag: '@phone' }, async ({ signedInPage: page }) => {
  await page.goto('/#/delivery/list-request');
  const list = page.getByRole('table', { name: 'Phiếu giao' });
  const rows = list.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows.first()).toBeVisible();

  await openFilters(page);
  await page.getByRole('combobox', { name: 'Trạng thái' }).selectOption({ label: 'Đã giao' });
  await expect(page).toHaveURL(/status=4/);
  await expect(rows.first()).toContainText('Đã giao');
  const code = ((await rows.first().getByRole('link').first().textContent()) ?? '').trim();
  expect(code).toMatch(/^DH/);

  // A keyword: one of that request's order codes.
  const search = page.getByRole('searchbox', { name: 'Tìm kiếm' });
  await search.fill(code);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(code)}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link', { name: code })).toBeVisible();

  await page.reload();
  await openFilters(page);
  await expect(page.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveValue(code);
  await expect(page.getByRole('combobox', { name: 'Trạng thái' }).locator('option:checked')).toHaveText('Đã giao');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link', { name: code })).toBeVisible();
  await expect(rows.first()).toContainText('Đã giao');
});
