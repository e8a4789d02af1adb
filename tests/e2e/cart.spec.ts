import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support';

/** The value beside a label in a shop's header: 'Số lượng' → '7'. */
const shopFigure = (shop: Locator, label: string) => shop.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** Opens the cart and returns its first shop (a named section) and the shop's name. */
async function firstShop(page: Page) {
  await page.goto('/#/order/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Giỏ hàng' })).toBeVisible();
  const heading = page.locator('main section h2').first();
  await expect(heading).toBeVisible();
  const sellerName = ((await heading.textContent()) ?? '').trim();
  return { shop: page.getByRole('region', { name: sellerName }), sellerName };
}

test('a quantity edit is saved: the shop\'s sum follows at once and after a reload', { tag: '@phone' }, async ({ signedInPage: page }) => {
  const { shop } = await firstShop(page);
  const quantity = shop.getByRole('textbox', { name: 'Số lượng' }).first();
  const before = Number(await quantity.inputValue());
  const sumBefore = Number(await shopFigure(shop, 'Số lượng').textContent());
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/order/updatecartitemfield/'));
  await quantity.fill(String(before + 2));
  await quantity.press('Enter');
  await expect(shopFigure(shop, 'Số lượng')).toHaveText(String(sumBefore + 2));
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await expect(shop.getByRole('textbox', { name: 'Số lượng' }).first()).toHaveValue(String(before + 2));
  await expect(shopFigure(shop, 'Số lượng')).toHaveText(String(sumBefore + 2));
});

test('one shop is ordered with one request after its question, then waits for its deposit', { tag: '@phone' }, async ({ signedInPage: page }) => {
  const { shop, sellerName } = await firstShop(page);
  let orders = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/order/orderbuy/')) orders += 1;
  });
  await shop.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Xác thực' });
  await expect(dialog).toContainText(sellerName);
  await expect(dialog).toContainText('Tổng tạm tính');
  await dialog.getByRole('button', { name: 'Đặt hàng' }).dblclick();
  await expect(dialog).toBeHidden();
  // The toast comes and goes; the notice with the way on stays.
  await expect(page.getByText('Đã tạo 1 đơn hàng từ giỏ hàng.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: sellerName })).toHaveCount(0);
  expect(orders).toBe(1);

  // The way on: the orders awaiting their deposit, where the new order is.
  await page.getByRole('link', { name: 'Xem đơn chờ đặt cọc' }).click();
  await expect(page).toHaveURL(/#\/order\/order-wait-deposit$/);
  const table = page.getByRole('table', { name: 'Đơn hàng chờ đặt cọc' });
  await expect(table.getByText(sellerName).first()).toBeVisible();
});

/**
 * Posts a batch into the page as the browser extension does (SPEC §4, docs/api.md "Extension bridge"):
 * 2 products of 1 shop the demo world does not have. Resolves when the portal replied
 * `{ domain_products_received: true }`, i.e. once the products are safe in its outbox.
 */
async function postFromExtension(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        addEventListener('message', (event: MessageEvent<{ domain_products_received?: boolean } | null>) => {
          if (event.data?.domain_products_received === true) resolve(event.data);
        });
        const product = (id: string, options: string) => ({
          Source: 'tmall',
          ProductId: id,
          Name: `Bình giữ nhiệt inox ${options.replace(';', ' ')}`,
          Image: new URL('favicon.svg', location.href).href,
          Link: `https://detail.tmall.com/item.htm?id=${id}`,
          Price: 59.9,
          PriceTable: null,
          Options: options,
          Skus: null,
          SellerId: 'e2e-shop-9001',
          SellerName: 'Cửa hàng thử nghiệm E2E',
          Quantity: 1,
          Version: '3',
          Note: null,
        });
        postMessage({ domain_products: [product('880000000001', '500ml;Xanh'), product('880000000002', '750ml;Đen')] }, location.origin);
      }),
  );
}

/** The dashboard's cart card ('Giỏ hàng' … '12 sản phẩm'); shown at every width, unlike the sidebar badge. */
const cartCard = (page: Page) =>
  page.getByRole('heading', { name: 'Giỏ hàng', exact: true }).locator("xpath=ancestor::*[.//a[normalize-space()='Xem giỏ hàng']][1]");

test('products posted by the browser extension are added once and show in the cart as their shop', async ({ signedInPage: page }) => {
  await expect(cartCard(page)).toContainText(/\d+ sản phẩm/);
  const before = Number(/(\d+) sản phẩm/.exec((await cartCard(page).textContent()) ?? '')?.[1]);

  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order/carts') posts += 1;
  });
  // Both taken, none refused (issue 13 §2: the reply accounts for every product).
  expect(await postFromExtension(page)).toMatchObject({ domain_products_received: true, taken: [{ index: 0 }, { index: 1 }], refused: [] });
  await expect(page.getByText('Đã thêm 2 sản phẩm vào giỏ hàng')).toBeVisible();
  // The cart-reload signal: the count (NumberCarts counts product lines) grows by the 2 new products.
  await expect(cartCard(page)).toContainText(`${String(before + 2)} sản phẩm`);
  expect(posts).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('extension.outbox'))).toBeNull();

  await page.goto('/#/order/cart');
  const shop = page.getByRole('region', { name: 'Cửa hàng thử nghiệm E2E' });
  await expect(shop).toBeVisible();
  await expect(shop.getByText('Tmall', { exact: true })).toBeVisible();
  await expect(shop.getByRole('link', { name: /Bình giữ nhiệt inox 500ml Xanh/ })).toHaveAttribute('href', 'https://detail.tmall.com/item.htm?id=880000000001');
  await expect(shop.getByRole('link', { name: /Bình giữ nhiệt inox 750ml Đen/ })).toBeVisible();
  await expect(shopFigure(shop, 'Số lượng')).toHaveText('2');
  // Nothing waits in the outbox, so no notice.
  await expect(page.getByRole('button', { name: 'Thử lại' })).toHaveCount(0);
});

test('an order by link is created from the cart with one request and waits for its deposit', { tag: '@phone' }, async ({ signedInPage: page }) => {
  await page.goto('/#/order/cart');
  let creates = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/order/createorder')) creates += 1;
  });
  await page.getByRole('button', { name: 'Tạo đơn bằng link' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tạo đơn bằng link' });
  await dialog.getByRole('textbox', { name: 'Link sản phẩm' }).fill('https://item.taobao.com/item.htm?id=700000000123');
  await dialog.getByRole('textbox', { name: 'Tên sản phẩm' }).fill('Áo len cổ lọ');
  await dialog.getByRole('textbox', { name: 'Đơn giá (¥)' }).fill('89,5');
  await dialog.getByRole('button', { name: 'Tạo đơn' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Đã tạo đơn hàng bằng link.', { exact: false })).toBeVisible();
  expect(creates).toBe(1);
  await page.getByRole('link', { name: 'Xem đơn chờ đặt cọc' }).click();
  await expect(page.getByRole('table', { name: 'Đơn hàng chờ đặt cọc' })).toBeVisible();
});
