import { type Page } from '@playwright/test';
import { expect, logIn, test } from './support';

function countPosts(page: Page, path: string) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(path)) counter.count += 1;
  });
  return counter;
}

async function fillWithdrawal(page: Page, amount: string) {
  const form = page.getByRole('form', { name: 'Yêu cầu rút tiền' });
  await form.getByRole('textbox', { name: 'Số tiền rút' }).fill(amount);
  await form.getByRole('combobox', { name: 'Ngân hàng' }).selectOption({ label: 'Techcombank' });
  await form.getByRole('textbox', { name: 'Số tài khoản' }).fill('19036868686018');
  await form.getByRole('textbox', { name: 'Chủ tài khoản' }).fill('NGUYEN VAN AN');
  return form;
}

test('a withdrawal over the balance is refused before sending; a valid one is sent once', async ({ signedInPage: page }) => {
  const withdrawals = countPosts(page, '/api/customer/withdrawal');
  await page.goto('/#/transaction/withdrawal');

  let form = await fillWithdrawal(page, '999999999');
  await form.getByRole('button', { name: 'Rút tiền' }).click();
  await expect(form.getByText('Số dư không đủ')).toBeVisible();
  expect(withdrawals.count).toBe(0);

  await page.reload();
  form = await fillWithdrawal(page, '150000');
  await form.getByRole('button', { name: 'Rút tiền' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Xác nhận rút tiền' });
  await dialog.getByRole('button', { name: 'Rút tiền' }).dblclick();
  await expect(dialog).toBeHidden();
  const history = page.getByRole('table', { name: 'Lịch sử rút tiền' });
  await expect(history.getByRole('row').filter({ hasText: '150.000' }).first()).toContainText('Chờ xử lý');
  expect(withdrawals.count).toBe(1);
});

test('a declared top-up appears pending in the history', async ({ signedInPage: page }) => {
  await page.goto('/#/transaction/deposit');
  const form = page.getByRole('form', { name: 'Khai báo nạp tiền' });
  await form.getByRole('textbox', { name: 'Số tiền đã chuyển' }).fill('2345000');
  await form.getByRole('combobox', { name: 'Ngân hàng bạn chuyển từ' }).selectOption({ label: 'Vietcombank' });
  const content = form.getByRole('textbox', { name: 'Nội dung chuyển khoản' });
  if ((await content.inputValue()) === '') await content.fill('NAP TIEN DEMO');
  await form.getByRole('button', { name: 'Gửi yêu cầu nạp tiền' }).click();
  const history = page.getByRole('table', { name: 'Lịch sử nạp tiền' });
  await expect(history.getByRole('row').filter({ hasText: '2.345.000' }).first()).toContainText('Chờ xử lý');
});

test('reading a message lowers the unread count in the header', async ({ signedInPage: page }) => {
  const inbox = page.getByRole('button', { name: /^Tin nhắn, \d+ chưa đọc$/ });
  const unreadBefore = Number(/(\d+) chưa đọc/.exec((await inbox.getAttribute('aria-label')) ?? (await inbox.textContent()) ?? '')?.[1]);
  expect(unreadBefore).toBeGreaterThan(0);
  await page.goto('/#/message/list-messages');
  await page.getByRole('button', { name: /^Đánh dấu đã đọc:/ }).first().click();
  await expect(page.getByRole('button', { name: `Tin nhắn, ${unreadBefore - 1} chưa đọc` })).toBeVisible();
});

test('after changing the password the customer logs in with the new one', async ({ signedInPage: page }) => {
  await page.goto('/#/user/change-password');
  await page.getByLabel('Mật khẩu hiện tại', { exact: true }).fill('demo123');
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('moi12345');
  await page.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('moi12345');
  await page.getByRole('form', { name: 'Đổi mật khẩu' }).getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(page.getByText('Đổi mật khẩu thành công.')).toBeVisible();
  await page.evaluate(() => {
    localStorage.removeItem('user.configs');
    sessionStorage.removeItem('user.configs');
  });
  await page.reload();
  await logIn(page, 'demo', 'moi12345');
  await expect(page).toHaveURL(/#\/dashboard$/);
});
