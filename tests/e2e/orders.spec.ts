import type { Page } from '@playwright/test';
import { expect, test } from './support';

/** '25.785.821 ₫' → 25785821 */
const vnd = (text: string) => Number(text.replace(/[^\d−-]/g, '').replace('−', '-'));

async function walletBalance(page: Page) {
  await page.goto('/#/dashboard');
  // The wallet card: the nearest box around the heading that also holds its 'Nạp tiền' link.
  const card = page.getByRole('heading', { name: 'Số dư ví' }).locator("xpath=ancestor::*[.//a[normalize-space()='Nạp tiền']][1]");
  // Wait for the figure itself, not just the card's frame.
  await expect(card).toContainText(/\d\s₫/);
  const text = (await card.textContent()) ?? '';
  return vnd(/([\d.]+)\s*₫/.exec(text)?.[1] ?? 'NaN');
}

/** Orders the cart's first two shops with one request; returns their names. */
async function orderTwoShopsFromCart(page: Page): Promise<string[]> {
  await page.goto('/#/order/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Giỏ hàng' })).toBeVisible();
  const headings = page.locator('main section h2');
  await expect(headings.nth(1)).toBeVisible();
  const sellers = [((await headings.nth(0).textContent()) ?? '').trim(), ((await headings.nth(1).textContent()) ?? '').trim()];
  for (const seller of sellers) {
    const checkbox = page.getByRole('checkbox', { name: `Chọn shop ${seller}` });
    await checkbox.locator('xpath=ancestor::label[1]').click();
    await expect(checkbox).toBeChecked();
  }
  let requests = 0;
  const count = (request: { method(): string; url(): string }) => {
    if (request.url().includes('/api/order/orderbuyids')) requests += 1;
  };
  page.on('request', count);
  await page.getByRole('button', { name: 'Đặt hàng các shop đã chọn' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Xác thực' });
  for (const seller of sellers) await expect(dialog).toContainText(seller);
  await dialog.getByRole('button', { name: /^Đặt hàng/ }).click();
  await expect(dialog).toBeHidden();
  for (const seller of sellers) await expect(page.getByRole('region', { name: seller })).toHaveCount(0);
  page.off('request', count);
  expect(requests).toBe(1);
  return sellers;
}

test('two shops ordered from the cart are deposited with one request, the wallet drops by exactly their deposit, and they move on', async ({ signedInPage: page }) => {
  const sellers = await orderTwoShopsFromCart(page);
  const before = await walletBalance(page);
  expect(before).toBeGreaterThan(0);

  await page.goto('/#/order/order-wait-deposit');
  const table = page.getByRole('table', { name: 'Đơn hàng chờ đặt cọc' });
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows.first()).toBeVisible();
  // The newest orders come first: the two just made from the cart.
  const firstTwo = `${await rows.nth(0).textContent()} ${await rows.nth(1).textContent()}`;
  for (const seller of sellers) expect(firstTwo).toContain(seller);
  const codes = [];
  for (const index of [0, 1]) {
    const row = rows.nth(index);
    codes.push(((await row.getByRole('link').first().textContent()) ?? '').trim());
    // The native input is visually hidden under the drawn box; a customer clicks the box (its label).
    const checkbox = row.getByRole('checkbox');
    await checkbox.locator('xpath=ancestor::label[1]').click();
    await expect(checkbox).toBeChecked();
  }
  const summary = page.getByRole('region', { name: 'Tổng thanh toán' });
  await expect(summary.getByRole('status')).toContainText('2 đơn hàng');
  const due = vnd((await summary.locator('dt', { hasText: 'Tổng cần trả' }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '');
  expect(due).toBeGreaterThan(0);

  let deposits = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/order/updateorderdeposit')) deposits += 1;
  });
  await summary.getByRole('button', { name: 'Đặt cọc' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Xác thực' });
  await dialog.getByRole('button', { name: 'Đặt cọc' }).dblclick();
  await expect(dialog).toBeHidden();
  for (const code of codes) await expect(table.getByRole('link', { name: code })).toHaveCount(0);
  expect(deposits).toBe(1);

  // The wallet drops by exactly the deposits of the two orders.
  expect(await walletBalance(page)).toBe(before - due);

  // The order list finds them in their new state, and the filter survives a reload and the back button.
  await page.goto(`/#/order/list-orders?orderCode=${encodeURIComponent(codes[0]!)}`);
  await expect(page.getByRole('link', { name: codes[0]! })).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: codes[0]! }) })).toContainText('Đã đặt cọc');
  await page.reload();
  await expect(page.getByRole('link', { name: codes[0]! })).toBeVisible();
  await page.goto('/#/dashboard');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`orderCode=${encodeURIComponent(codes[0]!)}`));
  await expect(page.getByRole('link', { name: codes[0]! })).toBeVisible();
});
