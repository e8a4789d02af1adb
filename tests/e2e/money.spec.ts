import { expect, logIn, test } from './support';

// Issue 12 §1 in the demo build: a deposit the server applied whose answer was lost on the way back.
//
// The fault is injected in the page's fetch, not with page.route: in the demo build MSW's service worker
// answers the API inside the page, so Playwright never sees those requests on the network. Wrapping
// window.fetch lets the request really reach the mock backend (the deposit is applied) and then hands the
// client nginx's HTML 502 page instead of the answer — the case where a retry without a key would pay twice.

test('a deposit answered 502 says Chưa rõ kết quả, re-reads, and sent again with the same Idempotency-Key is applied once', async ({ page }) => {
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    const sent: { key: string | null; replayed: string | null; status: number }[] = [];
    Object.assign(window, { depositRequests: sent });
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/customer/deposit')) return realFetch(input, init);
      const key = new Headers(init?.headers).get('Idempotency-Key');
      const answer = await realFetch(input, init);
      sent.push({ key, replayed: answer.headers.get('Idempotency-Replayed'), status: answer.status });
      if (sent.length > 1) return answer;
      return new Response('<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      });
    };
  });
  await logIn(page);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('/#/transaction/deposit');
  // The history's amount cell (a table row, or a card on a phone) reads exactly the amount; the messages
  // that name it are longer sentences.
  const ours = page.getByRole('main').getByText(/^3\.456\.000\s₫$/);
  await expect(page.getByRole('heading', { name: 'Lịch sử nạp tiền' })).toBeVisible();
  await expect(page.getByText('NT2611-0110')).toBeVisible();
  await expect(ours).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Khai báo nạp tiền' });
  await form.getByRole('textbox', { name: 'Số tiền đã chuyển' }).fill('3456000');
  await form.getByRole('combobox', { name: 'Ngân hàng bạn chuyển từ' }).selectOption({ label: 'Vietcombank' });
  await form.getByRole('button', { name: 'Gửi yêu cầu nạp tiền' }).click();

  const alert = page.getByRole('alertdialog', { name: 'Chưa rõ kết quả' });
  await expect(alert.getByText(/^Chưa rõ kết quả: chưa biết yêu cầu nạp tiền 3\.456\.000\s₫ đã được ghi nhận hay chưa/)).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Xem lịch sử nạp tiền' })).toHaveAttribute('href', '#/transaction/deposit');
  await expect(alert).not.toContainText('Bad Gateway');
  await alert.getByRole('button', { name: 'Đóng' }).click();
  // Re-read at once: the history shows the deposit the server did record.
  await expect(ours).toHaveCount(1);
  await expect(form.getByRole('alert')).toContainText('Chưa rõ kết quả');
  await expect(form.getByRole('textbox', { name: 'Số tiền đã chuyển' })).toHaveValue(/3\.456\.000/);

  // The customer sends the same declaration again: the same key, answered with the first answer.
  await form.getByRole('button', { name: 'Gửi yêu cầu nạp tiền' }).click();
  await expect(page.getByText(/Đã gửi yêu cầu nạp 3\.456\.000/)).toBeVisible();
  const requests = await page.evaluate(() => (window as unknown as { depositRequests: { key: string | null; replayed: string | null; status: number }[] }).depositRequests);
  expect(requests).toHaveLength(2);
  expect(requests[0]?.key).toMatch(/^[\da-f-]{36}$/);
  expect(requests[1]?.key).toBe(requests[0]?.key);
  expect(requests[1]).toMatchObject({ status: 200, replayed: 'true' });
  // The history, re-read after the replayed answer, still holds the deposit once.
  await expect(ours).toHaveCount(1);
});
