import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A customer without a mouse: logs in, orders a shop from the cart, deposits that order and logs out
 * with the keyboard alone. After every key that moves focus, the focused control shows its focus ring
 * (the 2 px outline of src/ui) and is in view, not scrolled away nor covered by a sticky bar.
 */

/** Why the focused element cannot be seen, or null when it can. Runs in the page. */
function focusProblem(): string | null {
  const describe = (node: Element | null) =>
    node ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> "${node.textContent.trim().slice(0, 40)}"` : 'nothing';
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'focus is on nothing (the page body)';
  // The ring is drawn by the focused element, or — for an input hidden inside a checkbox — by the control
  // drawn around it: the focused element, its nearest ancestors and what they contain, nearest first.
  const candidates: Element[] = [];
  for (let node: Element | null = focused, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
    candidates.push(node, ...node.querySelectorAll('*'));
  }
  const problems = new Set<string>();
  for (const ring of candidates) {
    const style = getComputedStyle(ring);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) continue;
    const box = ring.getBoundingClientRect();
    if (box.width <= 4 || box.height <= 4) continue;
    if (box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth) {
      problems.add(`its ring is out of view (top ${String(Math.round(box.top))} of ${String(window.innerHeight)})`);
      continue;
    }
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    // Seen when what is on top at the ring's centre is the ring, inside it, or around it.
    if (top && (ring.contains(top) || top.contains(ring))) return null;
    problems.add(`its ring is covered by ${describe(top)}`);
  }
  return `${describe(focused)}: ${problems.size > 0 ? [...problems].join('; ') : 'no focus ring'}`;
}

async function expectFocusVisible(page: Page, step: string) {
  expect(await page.evaluate(focusProblem), `after ${step}`).toBeNull();
}

async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusVisible(page, key);
}

/** A key that opens another page: focus starts again at the top of the new page, as after a load. */
async function follow(page: Page, key: string, url: RegExp) {
  await page.keyboard.press(key);
  await expect(page).toHaveURL(url);
}

/**
 * Enter on a dialog's confirm button: the dialog closes once its work is done. The button that opened
 * it has gone with that work (the shop left the cart; the paid order left the list and `Đặt cọc` has
 * nothing to pay), so focus cannot go back there: it must land in the page's content, not on its body,
 * or the next Tab would start from the top of the page.
 */
async function confirm(page: Page, dialog: Locator) {
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => (document.activeElement?.closest('main') ? 'in the content' : (document.activeElement?.tagName ?? 'nothing')))).toBe('in the content');
}

/** Presses Tab until `target` (or something inside it) has focus, checking the ring at every stop. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 80) {
  await expect(target).toBeVisible();
  for (let stops = 0; stops < limit; stops += 1) {
    await page.keyboard.press(key);
    if (await page.evaluate(() => document.activeElement === document.body)) continue;
    await expectFocusVisible(page, `${key} #${stops + 1}`);
    if (await target.evaluate((node) => node === document.activeElement || node.contains(document.activeElement))) return;
  }
  throw new Error(`${limit} presses of ${key} did not reach ${target.toString()}`);
}

/** Signs in with the demo account by Tab, typing and Enter, the ring checked at every stop. */
async function signInByKeyboard(page: Page) {
  await page.goto('/#/login');
  await tabTo(page, page.getByLabel('Tên đăng nhập'));
  await page.keyboard.type('demo');
  await tabTo(page, page.getByLabel('Mật khẩu', { exact: true }));
  await page.keyboard.type('demo123');
  await follow(page, 'Enter', /#\/dashboard$/);
}

test.skip(({ isMobile }) => isMobile, 'A phone has no keyboard with a Tab key; the journey runs at desktop width.');

test('log in, order a shop from the cart, deposit it and log out with the keyboard alone', async ({ page }) => {
  // Four pages and two confirmations, a key at a time, on a shared 2-core machine.
  test.slow();
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();

  await tabTo(page, page.getByLabel('Tên đăng nhập'));
  await page.keyboard.type('demo');
  await tabTo(page, page.getByLabel('Mật khẩu', { exact: true }));
  await page.keyboard.type('demo123');
  await follow(page, 'Enter', /#\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trang chủ' })).toBeVisible();

  // To the cart through the main navigation.
  await tabTo(page, page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Giỏ hàng' }));
  await follow(page, 'Enter', /#\/order\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giỏ hàng' })).toBeVisible();

  // The first shop, ordered on its own after the question.
  const heading = page.locator('main section h2').first();
  await expect(heading).toBeVisible();
  const sellerName = ((await heading.textContent()) ?? '').trim();
  const shop = page.getByRole('region', { name: sellerName });
  await tabTo(page, shop.getByRole('button', { name: 'Đặt hàng', exact: true }));
  await press(page, 'Enter');
  const orderDialog = page.getByRole('alertdialog', { name: 'Xác thực' });
  await expect(orderDialog).toContainText(sellerName);
  await tabTo(page, orderDialog.getByRole('button', { name: 'Đặt hàng' }));
  await confirm(page, orderDialog);
  await expect(page.getByRole('region', { name: sellerName })).toHaveCount(0);

  // The way on, to the orders awaiting their deposit.
  await tabTo(page, page.getByRole('link', { name: 'Xem đơn chờ đặt cọc' }));
  await follow(page, 'Enter', /#\/order\/order-wait-deposit$/);
  const table = page.getByRole('table', { name: 'Đơn hàng chờ đặt cọc' });
  const row = table.getByRole('row').filter({ hasText: sellerName });
  await expect(row).toHaveCount(1);

  // Into the table, on to the new order's checkbox, and Space ticks it.
  const checkbox = row.getByRole('checkbox');
  await tabTo(page, checkbox);
  await press(page, 'Space');
  await expect(checkbox).toBeChecked();

  const summary = page.getByRole('region', { name: 'Tổng thanh toán' });
  await expect(summary.getByRole('status')).toContainText('1 đơn hàng');
  await tabTo(page, summary.getByRole('button', { name: 'Đặt cọc' }));
  await press(page, 'Enter');
  const depositDialog = page.getByRole('alertdialog', { name: 'Xác thực' });
  await expect(depositDialog).toBeVisible();
  await tabTo(page, depositDialog.getByRole('button', { name: 'Đặt cọc' }));
  await confirm(page, depositDialog);
  await expect(table.getByRole('row').filter({ hasText: sellerName })).toHaveCount(0);

  // And out.
  await tabTo(page, page.getByRole('button', { name: 'Đăng xuất' }).first(), 'Shift+Tab');
  await follow(page, 'Enter', /#\/login$/);
});

/**
 * A list's status filter is the platform's own select: Tab reaches it with its ring showing, and the
 * arrow key chooses the next status at once (Chromium on Linux and Windows; a Mac opens the list),
 * which filters the list and writes the address.
 */
test('filter the parcel list by status with the keyboard alone', async ({ page }) => {
  await signInByKeyboard(page);
  await page.goto('/#/order/transport');
  await expect(page.getByRole('heading', { level: 1, name: 'Danh sách kiện hàng' })).toBeVisible();

  const status = page.getByRole('combobox', { name: 'Trạng thái' });
  await tabTo(page, status);
  await expect(status.locator('option:checked')).toHaveText('Tất cả trạng thái');
  await press(page, 'ArrowDown');
  const chosen = ((await status.locator('option:checked').textContent()) ?? '').trim();
  expect(chosen).not.toBe('Tất cả trạng thái');
  await expect(page).toHaveURL(/[?&]status=\d+(&|$)/);
  await expect(status).toBeFocused();
});

/**
 * The order list's date range picked on its calendar with the keyboard alone: Tab reaches `Mở lịch`,
 * Enter opens the month on today with its ring showing, the arrows move, Enter picks each end; the
 * calendar closes with focus back on `Mở lịch`, and the range is in the field, the address and the list.
 */
test('filter the order list by a date range picked on the calendar with the keyboard alone', async ({ page }) => {
  await signInByKeyboard(page);
  await page.goto('/#/order/list-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Danh sách đơn hàng' })).toBeVisible();

  const open = page.getByRole('button', { name: /^Mở lịch/ });
  await tabTo(page, open);
  await press(page, 'Enter');
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('button', { name: /^Hôm nay, / })).toBeFocused();
  // Three weeks back, then one forward: today − 21 days to today − 14 days.
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'Enter', 'ArrowDown']) await press(page, key);
  await expect(calendar.getByRole('gridcell', { selected: true })).toHaveCount(8);
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(open).toBeFocused();
  await expectFocusVisible(page, 'the second Enter');

  const [from, end] = await page.evaluate(() => {
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getFullYear())}`;
    };
    return [day(-21), day(-14)];
  });
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`from=${from}&end=${end}`);
  const field = page.getByRole('group', { name: 'Ngày đặt' });
  await expect(field).toHaveText(new RegExp(`${from}.*${end}`.replace(/\//g, '\\/')));
  // Every order the list shows was placed within the range.
  const [fromDay, endDay] = [from, end].map((text) => text.split('/').reverse().join(''));
  await expect(page.getByRole('table')).toBeVisible();
  for (const row of await page.getByRole('table').getByRole('row').all()) {
    const placed = /(\d{2})\/(\d{2})\/(\d{4})/.exec((await row.textContent()) ?? '');
    if (!placed) continue;
    const placedDay = `${placed[3]}${placed[2]}${placed[1]}`;
    expect(placedDay >= fromDay! && placedDay <= endDay!, `${placed[0]} in ${from}–${end}`).toBe(true);
  }
});
