import { expect, type APIResponse, type Page } from '@playwright/test';

/** Every page of the signed-in menu, with the heading to wait for where it is fixed (null: the page's h1). */
export const menuRoutes = [
  ['/dashboard', 'Trang chủ'],
  ['/order/cart', 'Giỏ hàng'],
  ['/order/order-wait-deposit', null],
  ['/order/order-wait-pay', null],
  ['/order/list-orders', null],
  ['/order/transport', null],
  ['/order/complain', null],
  ['/transaction/list', null],
  ['/transaction/deposit', null],
  ['/transaction/withdrawal', null],
  ['/delivery/create-request', null],
  ['/delivery/list-request', null],
  ['/user/user-info', null],
  ['/user/change-password', null],
  ['/message/list-messages', null],
] as const;

export async function logIn(page: Page) {
  await page.goto('/#/login');
  await page.getByLabel('Tên đăng nhập').fill('demo');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
}

/**
 * The headers every answer carries, whatever nginx location or error page produced it (deploy/nginx.conf
 * sets them once, at the http level). The CSP is on every answer but the API's.
 */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

export function expectSecurityHeaders(answer: APIResponse, what: string) {
  const headers = answer.headers();
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name], `${name} on ${what}`).toBe(value);
  // A browser ignores HSTS over http:, and it must not be sent where TLS is not on.
  expect(headers['strict-transport-security'], `HSTS on ${what} over http`).toBeUndefined();
}

/** Declares a top-up of `amount` đồng on #/transaction/deposit and sends it (what happens next is the test's). */
export async function declareTopUp(page: Page, amount: number) {
  await page.goto('/#/transaction/deposit');
  const form = page.getByRole('form', { name: 'Khai báo nạp tiền' });
  await form.getByRole('textbox', { name: 'Số tiền đã chuyển' }).fill(String(amount));
  await form.getByRole('combobox', { name: 'Ngân hàng bạn chuyển từ' }).selectOption({ label: 'Vietcombank' });
  const content = form.getByRole('textbox', { name: 'Nội dung chuyển khoản' });
  if ((await content.inputValue()) === '') await content.fill('NAP TIEN DEMO');
  await form.getByRole('button', { name: 'Gửi yêu cầu nạp tiền' }).click();
}

/**
 * Fails the test on anything a deployment gets wrong quietly: CSP refusals, console errors, crashes, and
 * what Chromium itself says about the page's forms and elements (its `[DOM]` advice: a password form
 * naming no account, which a password manager then cannot file; two elements with one id).
 */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    else if (message.text().startsWith('[DOM]')) problems.push(`Chromium: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}
