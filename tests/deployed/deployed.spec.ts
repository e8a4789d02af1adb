import { expect, test, type APIRequestContext } from '@playwright/test';
import { declareTopUp, expectSecurityHeaders, logIn, menuRoutes, watchForProblems } from './support';

const XSRF_REFUSED = 'Yêu cầu không hợp lệ (thiếu mã chống giả mạo). Vui lòng tải lại trang rồi thử lại.';

test('the journey runs on the deployed build without a CSP refusal, console error or page error', async ({ page }) => {
  const problems = watchForProblems(page);
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible();

  for (const [path, heading] of menuRoutes) {
    await page.goto(`/#${path}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(heading ? h1.filter({ hasText: heading }) : h1).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thử lại' })).toHaveCount(0);
  }

  // Order one shop from the cart.
  await page.goto('/#/order/cart');
  const shop = page.getByRole('region').filter({ has: page.getByRole('button', { name: 'Đặt hàng', exact: true }) }).first();
  await shop.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  const orderDialog = page.getByRole('alertdialog', { name: 'Xác thực' });
  await orderDialog.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page.getByText('Đã tạo 1 đơn hàng từ giỏ hàng.', { exact: false })).toBeVisible();

  // Declare a top-up.
  await declareTopUp(page, 2345000);
  await expect(page.getByRole('table', { name: 'Lịch sử nạp tiền' }).getByRole('row').filter({ hasText: '2.345.000' }).first()).toContainText('Chờ xử lý');

  // Ask for one order to be delivered.
  await page.goto('/#/delivery/create-request');
  const row = page.getByRole('table', { name: 'Đơn hàng ở kho Việt Nam' }).getByRole('rowgroup').nth(1).getByRole('row').first();
  await row.getByRole('checkbox').locator('xpath=ancestor::label[1]').click();
  await page.getByRole('region', { name: 'Tổng yêu cầu giao' }).getByRole('button', { name: 'Gửi yêu cầu giao' }).click();
  await page.getByRole('alertdialog', { name: 'Xác thực' }).getByRole('button', { name: 'Gửi yêu cầu giao' }).click();
  await expect(page).toHaveURL(/#\/delivery\/list-request$/);
  await expect(page.getByRole('table', { name: 'Phiếu giao' }).getByRole('rowgroup').nth(1).getByRole('row').first()).toContainText('Chờ duyệt');

  // Log out.
  await page.getByRole('button', { name: 'Đăng xuất' }).first().click();
  await expect(page).toHaveURL(/#\/login$/);
  expect(problems).toEqual([]);
});

test('nginx sends the security headers, the cache rules, gzip and brotli', async ({ request }) => {
  const index = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(index.status()).toBe(200);
  const headers = index.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-encoding']).toBe('gzip');
  expectSecurityHeaders(index, 'index.html');
  const csp = headers['content-security-policy'] ?? '';
  // The whole policy, directive by directive (issue 14 §3); style-src adds only the hashes of react-aria's
  // two injected style elements and, under 'unsafe-hashes', of the one style attribute in the prerendered
  // login markup; script-src only the hash of index.html's gate (issue 15). Never 'unsafe-inline'.
  const directives = Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values.join(' ')]));
  expect(directives).toEqual({
    'default-src': "'none'",
    'script-src': expect.stringMatching(/^'self' 'sha256-[A-Za-z0-9+/]{43}='$/) as unknown as string,
    'style-src': expect.stringMatching(/^'self' 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/]{43}=')+$/) as unknown as string,
    'img-src': "'self' https: data: blob:",
    'font-src': "'self'",
    'connect-src': "'self'",
    'manifest-src': "'self'",
    'worker-src': "'self'",
    'base-uri': "'none'",
    'form-action': "'none'",
    'frame-ancestors': "'none'",
    'object-src': "'none'",
  });
  expect(csp).not.toContain('unsafe-inline');
  expect(headers['permissions-policy']).toContain('camera=()');

  const html = await index.text();
  // The entry script is started by the gate in <head> after the first paint (its data-entry attribute).
  const script = /data-entry="\.?\/?(assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-security-policy']).toBe(csp);
  // A browser that takes brotli gets it (the test command installs Debian's module with nginx); the same
  // script, smaller than gzip.
  const brotli = await request.get(`/${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['vary']).toContain('Accept-Encoding');
  expect(await brotli.text()).toBe(await asset.text());
  // No mock code in the real build: the worker file is absent and the bundle does not start it.
  expect((await request.get('/mockServiceWorker.js')).status()).toBe(404);
  expect(await asset.text()).not.toContain('//api/');
});

test('robots.txt is a real robots file, served as text/plain (Lighthouse SEO read an HTML page there as a broken one, issue 15)', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain(;|$)/);
  expect(robots.headers()['x-content-type-options']).toBe('nosniff');
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toContain('<');
});

async function xsrfSession(request: APIRequestContext): Promise<{ token: string; xsrf: string }> {
  const first = await request.get('/api/account/getwarehouses');
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(first.headers()['set-cookie'] ?? '')?.[1];
  expect(cookie).toBeTruthy();
  const login = await request.post('/api/account/login', {
    headers: { 'X-XSRF-TOKEN': cookie ?? '' },
    data: { UserName: 'demo', Password: 'demo123' },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { token?: string };
  return { token: body.token ?? '', xsrf: cookie ?? '' };
}

test('a write without the anti-forgery header is refused in Vietnamese and changes nothing', async ({ request }) => {
  const { token, xsrf } = await xsrfSession(request);
  expect(token).not.toBe('');
  const auth = { Authorization: `Bearer ${token}` };
  const before = (await (await request.get('/api/customer/getdeposits?skip=0&take=50', { headers: auth })).json()) as { Total: number };
  const deposit = { Amount: 500000, BankName: 'Vietcombank', TransferContent: 'NAP TIEN', Note: '' };

  const refused = await request.post('/api/customer/deposit', { headers: auth, data: deposit });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual([XSRF_REFUSED]);
  const wrong = await request.post('/api/customer/deposit', { headers: { ...auth, 'X-XSRF-TOKEN': `${xsrf}x` }, data: deposit });
  expect(wrong.status()).toBe(400);

  const after = (await (await request.get('/api/customer/getdeposits?skip=0&take=50', { headers: auth })).json()) as { Total: number };
  expect(after.Total).toBe(before.Total);

  // The same write with the header goes through: the refusal above was the missing header, nothing else.
  const accepted = await request.post('/api/customer/deposit', { headers: { ...auth, 'X-XSRF-TOKEN': xsrf }, data: deposit });
  expect(accepted.status()).toBe(200);
  const later = (await (await request.get('/api/customer/getdeposits?skip=0&take=50', { headers: auth })).json()) as { Total: number };
  expect(later.Total).toBe(before.Total + 1);
});

test('over real HTTP, a money write sent twice with one Idempotency-Key is applied once and answered the same', async ({ request }) => {
  const { token, xsrf } = await xsrfSession(request);
  const headers = { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf, 'Idempotency-Key': `deployed-${Date.now()}` };
  const count = async () => ((await (await request.get('/api/customer/getdeposits?skip=0&take=50', { headers })).json()) as { Total: number }).Total;
  const before = await count();
  const deposit = { Amount: 700000, BankName: 'Vietcombank', TransferContent: 'NAP TIEN MOT LAN', Note: '' };
  const first = await request.post('/api/customer/deposit', { headers, data: deposit });
  const again = await request.post('/api/customer/deposit', { headers, data: deposit });
  expect(first.status()).toBe(200);
  expect(again.status()).toBe(first.status());
  expect(await again.text()).toBe(await first.text());
  expect(await count()).toBe(before + 1);
});

test('the manifest makes the portal installable: Vietnamese names, a sub-folder-safe scope, every icon served', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('./manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', './icons/apple-touch-icon.png');

  const answer = await request.get('/manifest.webmanifest', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  expect(answer.headers()['content-encoding']).toBe('gzip');
  const manifest = (await answer.json()) as { name: string; short_name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest.short_name).toBe('Cổng khách hàng');
  expect(manifest.display).toBe('standalone');
  // Relative to the manifest's own address, so a copy under /khach-hang/ starts and stays there.
  expect(manifest.start_url).toBe('./');
  expect(manifest.scope).toBe('./');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const src of [...manifest.icons.map((icon) => icon.src), 'icons/apple-touch-icon.png']) {
    const icon = await request.get(`/${src}`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
});
