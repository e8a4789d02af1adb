import { expect, test } from './support';

/** A 1 × 1 PNG, as a phone camera roll would hand over a (much larger) one. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('files a complaint with a photo, in one request, and finds it first in the list', { tag: '@phone' }, async ({ signedInPage: page }) => {
  // A login, two screens and a whole form: more than the default 30 s on a busy 2-core machine.
  test.slow();
  await page.goto('/#/order/complain');
  await expect(page.getByRole('heading', { level: 1, name: 'Khiếu nại' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Khiếu nại' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/order/addComplain')) bodies.push(request.postDataJSON());
  });

  await page.getByRole('button', { name: 'Tạo khiếu nại' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tạo khiếu nại' });
  await expect(dialog).toBeVisible();
  // On a phone the sheet slides in for 200 ms. Focusing the order box while it moves scrolls the form,
  // and react-aria closes a combobox's list when what holds it scrolls: a busy CI run opened the list
  // and lost it at once. The customer's tap comes once the sheet is in place.
  await expect(page.locator('[data-entering]')).toHaveCount(0);

  // The newest orders are offered; those not shipped yet or cancelled cannot be picked.
  await dialog.getByRole('button', { name: 'Mở danh sách Đơn hàng' }).click();
  const option = page.getByRole('listbox').getByRole('option').and(page.locator(':not([aria-disabled="true"])')).first();
  // react-aria keeps a list transparent (and untouchable) until it has placed it; a customer taps
  // what they see, so wait until it shows.
  await expect(page.locator('[data-trigger="ComboBox"]')).toHaveCSS('opacity', '1');
  await expect(option).toBeVisible();
  const code = ((await option.locator('[slot="label"]').textContent()) ?? '').trim();
  expect(code).toMatch(/^DH\d{4}-\d{5}$/);
  await option.click();
  await expect(dialog.getByRole('combobox', { name: 'Đơn hàng' })).toHaveValue(code);

  // The native input is visually hidden under the drawn box; a customer taps the box (its label).
  const item = dialog.getByRole('checkbox').first();
  await item.locator('xpath=ancestor::label[1]').click();
  await expect(item).toBeChecked();

  await dialog.getByRole('combobox', { name: 'Lý do khiếu nại' }).selectOption({ label: 'Hàng lỗi/hỏng' });
  const description = `Sản phẩm bị nứt khi mở hộp (${test.info().project.name}).`;
  await dialog.getByRole('textbox', { name: 'Nội dung khiếu nại' }).fill(description);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'anh-loi.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Ảnh 1: anh-loi.png' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Gửi khiếu nại' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Đã gửi khiếu nại')).toBeVisible();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ ReasonType: 3, Description: description, AmountRequested: null, Photos: [`data:image/png;base64,${png.toString('base64')}`] });

  // The list revalidates: the new complaint is the newest, waiting to be handled.
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText(description);
  await expect(first.getByRole('link', { name: code })).toBeVisible();
  await expect(first).toContainText('Hàng lỗi/hỏng');
  await expect(first).toContainText('Chờ xử lý');
});

test('a complaint started from an order has that order chosen', { tag: '@phone' }, async ({ signedInPage: page }) => {
  test.slow();
  await page.goto('/#/order/list-orders?state=12');
  const row = page.getByRole('table', { name: 'Đơn hàng' }).getByRole('row').nth(1);
  const code = ((await row.getByRole('link').first().textContent()) ?? '').trim();
  await row.getByRole('link', { name: 'Khiếu nại' }).click();
  await expect(page).toHaveURL(/#\/order\/complain\?orderId=\d+$/);
  const dialog = page.getByRole('dialog', { name: 'Tạo khiếu nại' });
  await expect(dialog.getByRole('combobox', { name: 'Đơn hàng' })).toHaveValue(code);
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  // Closing the form takes the order out of the address, so a reload shows the list alone.
  await dialog.getByRole('button', { name: 'Huỷ' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/order\/complain$/);
});
