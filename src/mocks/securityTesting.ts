/**
 * The reference HTTP server attacked as issue 25 found it: guessable sessions and reset links, back
 * doors, no expiry, evictable idempotency records, no body limits, no brute-force limits, and a
 * world.json anyone could read. Each test starts the real server on a loopback port.
 *
 * What the two files of those tests share: security.sessions.test.ts (sessions, reset links, back doors)
 * and security.limits.test.ts (idempotency records, body and brute-force limits, validation).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiServerOptions } from './apiServer';
import { Browser, depositBody, startServer, testSecurity } from './serverTesting';

export const dataFileIn = () => join(mkdtempSync(join(tmpdir(), 'api-security-')), 'world.json');
export const userInfo = '/api/customer/userinfo';
export const newCustomer = (name: string, email = `${name}@example.vn`) => ({
  Username: name,
  Email: email,
  Password: 'matkhau1',
  ConfirmPassword: 'matkhau1',
  Phone: '0912345678',
  WarehouseId: 1,
});

/** A server on a clock the test moves, and the reset links it "mails". */
export async function startWithClock(options: ApiServerOptions = {}) {
  const clock = { now: Date.parse('2026-11-22T02:00:00Z') };
  const mails: { email: string; id: string }[] = [];
  const api = await startServer({
    security: testSecurity({ now: () => clock.now }),
    mail: (email, id) => mails.push({ email, id }),
    ...options,
  });
  return { ...api, clock, mails };
}

/** A server keeping its world in a file, written once by the demo customer's deposit. */
export async function savedAfterADeposit() {
  const dataFile = dataFileIn();
  const { base } = await startWithClock({ dataFile });
  const browser = new Browser(base);
  await browser.login();
  await browser.call('POST', '/api/customer/deposit', depositBody);
  return { dataFile, browser, base };
}
