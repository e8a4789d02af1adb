// The browser-extension bridge in the demo build (issue 13 §4): what real extensions send reaches the
// cart, what cannot be ordered is shown, and a lost answer is never applied twice.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support';

const SELLER = 'Cửa hàng tiện ích E2E';

/** The value beside a label in a shop's header: 'Số lượng' → '3'. */
const shopFigure = (shop: Locator, label: string) => shop.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/**
 * A product as marketplace extensions commonly send it: every number a string, no ProductId (it is in
 * the link), '' for "no price tiers" and "no SKUs", size and colour apart, fields of its own.
 */
const stringTyped = (id: string, size: string) => ({
  Source: '',
  ProductId: '',
  Name: `Cốc sứ men rạn ${size}`,
  Image: '',
  Link: `https://item.taobao.com/item.htm?id=${id}`,
  Price: ' 35.50 ',
  PriceTable: '',
  Options: '',
  Size: size,
  Color: 'Trắng',
  Skus: '',
  SellerId: 'e2e-ext-7001',
  SellerName: SELLER,
  Quantity: '1',
  Version: '1',
  Note: '',
  ExtensionOwnField: { tracking: true },
});

/** Posts `products` as the extension does and resolves with the portal's reply. */
async function postFromExtension(page: Page, products: unknown[]): Promise<{ domain_products_received: boolean; taken: unknown[]; refused: unknown[] }> {
  return page.evaluate(
    (domainProducts) =>
      new Promise((resolve) => {
        addEventListener('message', (event: MessageEvent<{ domain_products_received?: boolean } | null>) => {
          if (event.data?.domain_products_received === true) resolve(event.data as never);
        });
        postMessage({ domain_products: domainProducts }, location.origin);
      }),
    products,
  );
}

/** Counts the POSTs of the cart add that leave the page. */
function countCartPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order/carts') posts += 1;
  });
  return () => posts;
}

test('string-typed products with an empty ProductId and PriceTable reach the cart with one POST', async ({ signedInPage: page }) => {
  const posts = countCartPosts(page);
  const reply = await postFromExtension(page, [stringTyped('710000000001', 'S'), stringTyped('710000000002', 'M')]);
  expect(reply).toMatchObject({ domain_products_received: true, refused: [] });
  expect(reply.taken).toHaveLength(2);
  await expect(page.getByText('Đã thêm 2 sản phẩm vào giỏ hàng')).toBeVisible();
  expect(posts()).toBe(1);

  await page.goto('/#/order/cart');
  const shop = page.getByRole('region', { name: SELLER });
  await expect(shop.getByRole('link', { name: /Cốc sứ men rạn S/ })).toHaveAttribute('href', 'https://item.taobao.com/item.htm?id=710000000001');
  await expect(shop.getByRole('link', { name: /Cốc sứ men rạn M/ })).toBeVisible();
  await expect(shopFigure(shop, 'Số lượng')).toHaveText('2');
  expect(posts()).toBe(1);
});

test('of one good and one unorderable product, the good one is in the cart and the other in the refused panel', async ({ signedInPage: page }) => {
  const unorderable = { ...stringTyped('710000000003', 'L'), Name: 'Tai nghe từ sàn khác', Link: 'https://shopee.vn/tai-nghe-i.12.34' };
  const reply = await postFromExtension(page, [stringTyped('710000000004', 'S'), unorderable]);
  expect(reply.refused).toEqual([{ index: 1, reason: 'unsupported_link', Link: 'https://shopee.vn/tai-nghe-i.12.34' }]);
  await expect(page.getByText('Đã thêm 1 sản phẩm vào giỏ hàng')).toBeVisible();

  await page.goto('/#/order/cart');
  const shop = page.getByRole('region', { name: SELLER });
  await expect(shop.getByRole('link', { name: /Cốc sứ men rạn S/ })).toBeVisible();
  const panel = page.getByRole('region', { name: '1 sản phẩm từ tiện ích chưa thêm được' });
  await expect(panel.getByRole('link', { name: /Tai nghe từ sàn khác/ })).toHaveAttribute('href', 'https://shopee.vn/tai-nghe-i.12.34');
  await expect(panel).toContainText('Link không phải trang sản phẩm Taobao, Tmall hoặc 1688.');
  // Kept across a reload until the customer dismisses it.
  await page.reload();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Đã xem, ẩn danh sách' }).click();
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: SELLER })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('a POST whose answer was lost, followed by a reload, delivers the products exactly once', async ({ signedInPage: page }) => {
  // The first cart add reaches the server and is applied, but its answer never reaches the page.
  await page.evaluate(() => {
    const realFetch = globalThis.fetch.bind(globalThis);
    let lost = false;
    globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!lost && init?.method === 'POST' && url.endsWith('/api/order/carts')) {
        lost = true;
        throw new TypeError('Failed to fetch');
      }
      return response;
    };
  });
  const keys: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order/carts') keys.push(request.headers()['idempotency-key'] ?? null);
  });
  await postFromExtension(page, [stringTyped('710000000005', 'S')]);
  await expect.poll(() => keys.length).toBe(1);
  await expect(page.getByText('Chưa gửi được 1 sản phẩm vào giỏ hàng. Hệ thống sẽ gửi lại.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('extension.outbox'))).not.toBeNull();

  await page.goto('/#/order/cart');
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('extension.outbox'))).toBeNull();
  const shop = page.getByRole('region', { name: SELLER });
  await expect(shop.getByRole('link', { name: /Cốc sứ men rạn S/ })).toHaveCount(1);
  await expect(shopFigure(shop, 'Số lượng')).toHaveText('1');
  // Both POSTs carried the same key: the second was answered from the first, not applied again.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/\S/);
  expect(keys[1]).toBe(keys[0]);
});
