/**
 * The journeys every engine customers carry must pass (issue 27): the portal's own demo build, Firefox
 * ESR and WebKitGTK (what an iPhone's browsers are made of). Chromium runs the full suite; these are the
 * paths where engines differ: keyboard and focus, typed dates, storage and the service worker, layout at
 * a phone's and a desktop's width, messages between windows.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, type EngineName, type EnginePage } from './driver';
import { signedInRoutes } from '../support/signedInRoutes';
import { errorsSeen, fill, find, hashOf, signIn, tap, waitForHash, waitUntil, watchErrors } from './page';

/** Where a failed journey leaves the page as it was, for a person to look at. */
const SHOTS = 'test-results-engines';

const base = () => {
  const url = process.env.ENGINES_BASE_URL;
  if (!url) throw new Error('ENGINES_BASE_URL is set by tests/engines/server.ts');
  return url;
};

/** Every route of a signed-in customer, with its level-1 heading. */
const routes = [{ path: '/dashboard', heading: 'Trang chủ' }, ...signedInRoutes];

/** Runs in the page: how far the page reaches past the window, and whether the crash screen shows. */
function layoutProblems(): { overflow: number; crashed: boolean } {
  return {
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    crashed: /Đã có lỗi xảy ra/.test(document.querySelector('main')?.textContent ?? ''),
  };
}

export function journeys(engine: EngineName): void {
  describe(engine, () => {
    let page: EnginePage;

    beforeAll(async () => {
      page = await launch(engine, base());
      await page.resize(1280, 800);
    }, 60_000);

    afterEach(async ({ task }) => {
      if (task.result?.state !== 'fail') return;
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot(join(SHOTS, `${engine}-${task.name.replace(/[^\p{L}\d]+/gu, '-').slice(0, 80)}.png`)).catch(() => undefined);
    });

    afterAll(async () => {
      await page.close();
    });

    it('signs in with the keyboard alone: Tab to the fields, type, Enter', async () => {
      await page.open('/#/login');
      await find(page, 'field', 'Tên đăng nhập');
      let focused = '';
      for (let presses = 0; presses < 12 && focused !== 'UserName'; presses += 1) {
        await page.press('Tab');
        focused = await page.run(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
      }
      expect(focused).toBe('UserName');
      await page.type('demo');
      await page.press('Tab');
      expect(await page.run(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('password');
      await page.type('demo123');
      await page.press('Enter');
      await waitForHash(page, /^#\/dashboard$/);
      await find(page, 'heading', 'Số dư ví');
      // Signed out again for the next journey, as a customer would on a shared phone.
      await page.run(() => {
        localStorage.removeItem('user.configs');
        sessionStorage.removeItem('user.configs');
      });
    });

    for (const [width, height] of [
      [375, 720],
      [1280, 800],
    ] as const) {
      it(`opens every route at ${width} px with no error, nothing wider than the screen`, async () => {
        await page.resize(width, height);
        await signIn(page);
        for (const { path, heading } of routes) {
          await page.run((hash: string) => {
            location.hash = hash;
          }, path);
          await waitUntil(page, `${path}: its heading ${heading}`, (text: string) => document.querySelector('main h1')?.textContent.trim() === text, [heading]);
          const problems = await page.run(layoutProblems);
          expect(problems, `${engine} ${path} at ${width} px`).toEqual({ overflow: 0, crashed: false });
        }
        expect(await errorsSeen(page)).toEqual([]);
        await page.resize(1280, 800);
      }, 120_000);
    }

    it('a date range typed digit by digit filters by the dates typed, never a half-typed year', async () => {
      await signIn(page);
      await page.open('/#/order/list-orders');
      await watchErrors(page);
      await find(page, 'heading', 'Danh sách đơn hàng');
      // The first day segment of the one date range on the page.
      await page.click('[role="group"] [role="spinbutton"][data-type="day"]');
      const addresses: string[] = [];
      for (const digit of '0111202620112026') {
        await page.type(digit);
        addresses.push(decodeURIComponent(await hashOf(page)));
      }
      const years = addresses.flatMap((address) => [...address.matchAll(/(?:from|end)=\d{2}\/\d{2}\/(\d+)/g)].map((match) => match[1]));
      expect(years.length).toBeGreaterThan(0);
      expect(new Set(years)).toEqual(new Set(['2026']));
      await waitUntil(page, 'the range in the address', () => /from=01%2F11%2F2026.*end=20%2F11%2F2026|from=01\/11\/2026.*end=20\/11\/2026/.test(location.hash), []);
      expect(await errorsSeen(page)).toEqual([]);
    });

    it('takes products posted by the extension into the cart', async () => {
      await signIn(page);
      await page.open('/#/order/cart');
      await find(page, 'heading', 'Giỏ hàng');
      const seller = `Cửa hàng ${engine}`;
      const reply = await page.run(
        (sellerName: string) =>
          new Promise<{ taken: unknown[]; refused: unknown[] }>((resolve) => {
            addEventListener('message', (event: MessageEvent<{ domain_products_received?: boolean; taken: unknown[]; refused: unknown[] } | null>) => {
              if (event.data?.domain_products_received === true) resolve({ taken: event.data.taken, refused: event.data.refused });
            });
            postMessage(
              {
                domain_products: [
                  {
                    ProductId: '',
                    Name: 'Cốc sứ men rạn',
                    Image: '',
                    Link: 'https://item.taobao.com/item.htm?id=6200000777',
                    Price: ' 35.50 ',
                    PriceTable: '',
                    Size: 'Lớn',
                    Color: 'Trắng',
                    SellerId: 'engine-seller-1',
                    SellerName: sellerName,
                    Quantity: '2',
                  },
                ],
              },
              location.origin,
            );
          }),
        seller,
      );
      expect(reply.taken).toHaveLength(1);
      expect(reply.refused).toHaveLength(0);
      await find(page, 'heading', seller);
    });

    it('declares a top-up and sees it pending in the history', async () => {
      await signIn(page);
      await page.open('/#/transaction/deposit');
      await fill(page, 'Số tiền đã chuyển', '2345000');
      await tap(page, 'button', /Ngân hàng bạn chuyển từ/);
      await tap(page, 'option', 'Vietcombank');
      // The transfer content comes filled in with the customer's code; typed only if it is not.
      const content = await find(page, 'field', 'Nội dung chuyển khoản');
      if ((await page.run((selector: string) => document.querySelector<HTMLInputElement>(selector)?.value ?? '', content)) === '') {
        await page.click(content);
        await page.type('NAP TIEN DEMO');
      }
      await tap(page, 'button', 'Gửi yêu cầu nạp tiền');
      await waitUntil(
        page,
        'the top-up pending in the history',
        () => [...document.querySelectorAll('[role="row"]')].some((row) => /2\.345\.000/.test(row.textContent) && /Chờ xử lý/.test(row.textContent)),
        [],
      );
    });
  });
}
