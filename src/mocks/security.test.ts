/**
 * The reference HTTP server attacked as issue 25 found it: guessable sessions and reset links, back
 * doors, no expiry, evictable idempotency records, no body limits, no brute-force limits, and a
 * world.json anyone could read. Each test starts the real server on a loopback port.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE, demoAccountFor, type ApiServerOptions } from './apiServer';
import { bodilessWrites } from './bodies';
import { createDb } from './db';
import { mockEndpoints, type EndpointName } from './endpoints';
import { extensionProduct } from './fixtures';
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_RESET_ID, DEMO_TOKEN, DEMO_USERNAME } from './fixtures/world';
import { authed, toHandler } from './handlers/route';
import { MAX_RECORDS_PER_CUSTOMER } from './idempotency';
import { BODY_LIMITS, DEFAULT_BODY_LIMIT, THROTTLE } from './limits';
import { balanceOf } from './rules';
import { RESET_LINK_MS, SESSION_IDLE_MS, SESSION_MAX_MS } from './security';
import { Browser, closeServersAfterEach, depositBody, startServer, testSecurity, withdrawalBody } from './serverTesting';

closeServersAfterEach();

const HOUR = 60 * 60 * 1000;
const MiB = 1024 * 1024;
const dataFileIn = () => join(mkdtempSync(join(tmpdir(), 'api-security-')), 'world.json');
const userInfo = '/api/customer/userinfo';
const newCustomer = (name: string, email = `${name}@example.vn`) => ({
  Username: name,
  Email: email,
  Password: 'matkhau1',
  ConfirmPassword: 'matkhau1',
  Phone: '0912345678',
  WarehouseId: 1,
});

/** A server on a clock the test moves, and the reset links it "mails". */
async function startWithClock(options: ApiServerOptions = {}) {
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
async function savedAfterADeposit() {
  const dataFile = dataFileIn();
  const { base } = await startWithClock({ dataFile });
  const browser = new Browser(base);
  await browser.login();
  await browser.call('POST', '/api/customer/deposit', depositBody);
  return { dataFile, browser, base };
}

describe('sessions', () => {
  it('hands out 256-bit random tokens: two of an attacker’s, bracketing a customer’s login, do not lead to it', async () => {
    const { base, db } = await startWithClock();
    const attacker = new Browser(base);
    const victim = new Browser(base);
    await attacker.call('POST', '/api/account/register', newCustomer('ke.tan.cong'));
    const before = (await attacker.login('ke.tan.cong', 'matkhau1')).body.token ?? '';
    await victim.login();
    const after = (await attacker.login('ke.tan.cong', 'matkhau1')).body.token ?? '';
    const stolen = victim.token ?? '';
    for (const token of [before, stolen, after]) expect(token).toMatch(/^[\w-]{43}$/);
    // Neighbours share nothing: the old 'mock-{uid}-{seq}-{ctr}-{time}' let 182 guesses find the customer.
    const sharedPrefix = (a: string, b: string) => Array.from({ length: a.length }, (_, index) => index).findIndex((index) => a[index] !== b[index]);
    expect(sharedPrefix(before, stolen)).toBeLessThan(4);
    expect(sharedPrefix(stolen, after)).toBeLessThan(4);
    // Guesses built from the attacker's two tokens (every token between them, by the last characters).
    const guesser = new Browser(base);
    for (let index = 0; index < 64; index += 1) {
      guesser.token = `${before.slice(0, 41)}${index.toString(36).padStart(2, '0')}`;
      expect((await guesser.call('GET', userInfo)).status).toBe(401);
    }
    // Only a digest is kept: the world holds no token a reader of world.json could use.
    const world = db.serialize();
    for (const token of [before, stolen, after]) expect(world).not.toContain(token);
    expect((await victim.call<{ UserName: string }>('GET', userInfo)).body.UserName).toBe(DEMO_USERNAME);
  });

  it('ends a session 12 hours after its last use, and 30 days after login however busy', async () => {
    const { base, clock } = await startWithClock();
    const idle = new Browser(base);
    await idle.login();
    clock.now += SESSION_IDLE_MS - 60_000;
    expect((await idle.call('GET', userInfo)).status).toBe(200);
    clock.now += SESSION_IDLE_MS - 60_000;
    expect((await idle.call('GET', userInfo)).status).toBe(200);
    clock.now += SESSION_IDLE_MS + 1;
    expect((await idle.call('GET', userInfo)).status).toBe(401);

    const busy = new Browser(base);
    await busy.login();
    const loggedIn = clock.now;
    while (clock.now + 6 * HOUR < loggedIn + SESSION_MAX_MS) {
      clock.now += 6 * HOUR;
      expect((await busy.call('GET', userInfo)).status).toBe(200);
    }
    clock.now = loggedIn + SESSION_MAX_MS + 1;
    expect((await busy.call('GET', userInfo)).status).toBe(401);
  });

  it('ends the session on the server at logout: the token is refused after', async () => {
    const { base } = await startWithClock();
    const browser = new Browser(base);
    await browser.login();
    expect((await browser.call('POST', '/api/customer/logout')).status).toBe(200);
    expect((await browser.call('GET', userInfo)).status).toBe(401);
    expect((await browser.call('POST', '/api/customer/logout')).status).toBe(401);
  });

  it('ends every other session when the password changes, and keeps the customer’s own', async () => {
    const { base } = await startWithClock();
    const thief = new Browser(base);
    const owner = new Browser(base);
    await thief.login();
    await owner.login();
    const change = await owner.call('POST', '/api/customer/changepassword', { OldPassword: DEMO_PASSWORD, NewPassword: 'moi-mat-khau-1', ConfirmPassword: 'moi-mat-khau-1' });
    expect(change.status).toBe(200);
    expect((await thief.call('GET', userInfo)).status).toBe(401);
    expect((await owner.call('GET', userInfo)).status).toBe(200);
    expect((await new Browser(base).login(DEMO_USERNAME, 'moi-mat-khau-1')).status).toBe(200);
  });
});

describe('reset links', () => {
  it('cannot be guessed from one’s own: the next id does not reset the customer’s password', async () => {
    const { base, mails } = await startWithClock();
    const attacker = new Browser(base);
    await attacker.call('POST', '/api/account/register', newCustomer('ke.tan.cong', 'ke@example.vn'));
    await attacker.call('POST', '/api/account/sendforgotpassword', 'ke@example.vn');
    await attacker.call('POST', '/api/account/sendforgotpassword', 'minhanh.demo@gmail.com');
    const [own, victims] = mails;
    expect(own?.email).toBe('ke@example.vn');
    expect(victims?.email).toBe('minhanh.demo@gmail.com');
    expect(own?.id).toMatch(/^[\w-]{43}$/);
    const body = { Password: 'da-chiem-1', ConfirmPassword: 'da-chiem-1' };
    for (let index = 0; index < 64; index += 1) {
      const guess = `${(own?.id ?? '').slice(0, 41)}${index.toString(36).padStart(2, '0')}`;
      expect((await attacker.call('POST', `/api/account/resetpassword/${guess}`, body)).status).toBe(400);
    }
    expect((await new Browser(base).login()).status).toBe(200);
  });

  it('works once, for 30 minutes, and signs the account out everywhere', async () => {
    const { base, clock, mails } = await startWithClock();
    const elsewhere = new Browser(base);
    await elsewhere.login();
    const browser = new Browser(base);
    await browser.call('POST', '/api/account/sendforgotpassword', 'minhanh.demo@gmail.com');
    const first = mails.at(-1)?.id ?? '';
    const reset = await browser.call('POST', `/api/account/resetpassword/${first}`, { Password: 'moi-mat-khau-1', ConfirmPassword: 'moi-mat-khau-1' });
    expect(reset.status).toBe(200);
    expect((await elsewhere.call('GET', userInfo)).status).toBe(401);
    const reused = await browser.call('POST', `/api/account/resetpassword/${first}`, { Password: 'lan-nua-1', ConfirmPassword: 'lan-nua-1' });
    expect(reused).toMatchObject({ status: 400, body: ['Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn'] });

    await browser.call('POST', '/api/account/sendforgotpassword', 'minhanh.demo@gmail.com');
    const late = mails.at(-1)?.id ?? '';
    clock.now += RESET_LINK_MS + 1;
    expect((await browser.call('POST', `/api/account/resetpassword/${late}`, { Password: 'qua-han-1', ConfirmPassword: 'qua-han-1' })).status).toBe(400);
    expect((await new Browser(base).login(DEMO_USERNAME, 'moi-mat-khau-1')).status).toBe(200);
  });

  it('answers forgot-password the same for an e-mail with an account and one without', async () => {
    const { base, mails } = await startWithClock();
    const browser = new Browser(base);
    const known = await browser.call('POST', '/api/account/sendforgotpassword', 'minhanh.demo@gmail.com');
    const unknown = await browser.call('POST', '/api/account/sendforgotpassword', 'khong.co.ai@example.vn');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(mails.map((mail) => mail.email)).toEqual(['minhanh.demo@gmail.com']);
  });
});

describe('no back door', () => {
  it('refuses the demo’s fixed token and reset link over HTTP', async () => {
    const { base } = await startWithClock();
    const browser = new Browser(base);
    browser.token = DEMO_TOKEN;
    expect((await browser.call('GET', userInfo)).status).toBe(401);
    browser.token = null;
    const reset = await browser.call('POST', `/api/account/resetpassword/${DEMO_RESET_ID}`, { Password: 'da-chiem-1', ConfirmPassword: 'da-chiem-1' });
    expect(reset.status).toBe(400);
    expect((await new Browser(base).login()).status).toBe(200);
  });

  it('keeps world.json to its owner (0600), with scrypt passwords and no token, written whole', async () => {
    const { dataFile, browser } = await savedAfterADeposit();
    expect(statSync(dataFile).mode & 0o777).toBe(0o600);
    const text = readFileSync(dataFile, 'utf8');
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain(browser.token);
    expect(text).not.toContain(DEMO_TOKEN);
    const world = JSON.parse(text) as { books: { user: { Password: string } }[] };
    expect(world.books[0]?.user.Password).toMatch(/^scrypt\$\d+\$[\w-]+\$[\w-]+$/);
  });

  it('upgrades a world saved with passwords and tokens as text: hashed, the old sessions ended, with a warning', async () => {
    const dataFile = dataFileIn();
    const old = JSON.parse(createDb().serialize()) as Record<string, unknown>;
    writeFileSync(dataFile, JSON.stringify({ ...old, version: 1, sessions: [{ Token: 'mock-1001-a-1-b', UserId: 1001 }], passwordResets: [{ Id: '3e8', UserId: 1001 }] }));
    const warnings: string[] = [];
    const { base } = await startWithClock({ dataFile, warn: (line) => warnings.push(line) });
    expect(warnings.join('\n')).toContain('passwords are hashed now');
    const text = readFileSync(dataFile, 'utf8');
    expect(text).not.toContain('"demo123"');
    expect(text).not.toContain('mock-1001-a-1-b');
    const stale = new Browser(base);
    stale.token = 'mock-1001-a-1-b';
    expect((await stale.call('GET', userInfo)).status).toBe(401);
    expect((await new Browser(base).login()).status).toBe(200);
  });

  it('seeds the published demo password only on loopback, or when told to', async () => {
    expect(demoAccountFor('127.0.0.1', false).demoAccount).toBe(true);
    expect(demoAccountFor('0.0.0.0', false)).toMatchObject({ demoAccount: false, line: expect.stringContaining('locked') as string });
    expect(demoAccountFor('0.0.0.0', true).demoAccount).toBe(true);
    const dataFile = dataFileIn();
    const open = await startServer({ dataFile });
    expect((await new Browser(open.base).login()).status).toBe(200);
    // The same world served beyond loopback without the flag: the published password no longer opens it.
    const locked = await startServer({ dataFile, demoAccount: false });
    const refused = await new Browser(locked.base).login();
    expect(refused).toMatchObject({ status: 400, body: ['Tên đăng nhập hoặc mật khẩu không đúng'] });
    const fresh = await startServer({ demoAccount: false });
    expect((await new Browser(fresh.base).login()).status).toBe(400);
  });
});

describe('idempotency records', () => {
  // 420 requests over HTTP: more than the default 5 s on a busy machine.
  it('are kept per customer: 210 anonymous keyed logins and another customer’s 210 keys do not evict a customer’s withdrawal', { timeout: 30_000 }, async () => {
    const { base, db } = await startWithClock();
    const customer = new Browser(base);
    await customer.login();
    const key = { 'Idempotency-Key': 'rut-tien-1' };
    const first = await customer.call('POST', '/api/customer/withdrawal', withdrawalBody, key);
    expect(first.status).toBe(200);
    const afterFirst = balanceOf(db.demo);

    for (let index = 0; index < MAX_RECORDS_PER_CUSTOMER + 10; index += 1) {
      const anonymous = new Browser(base, `10.1.${Math.floor(index / 200)}.${index % 200}`);
      await anonymous.call('POST', '/api/account/login', { UserName: `ai-do-${index}`, Password: 'sai-mat-khau' }, { 'Idempotency-Key': `anon-${index}` });
    }
    const other = new Browser(base);
    await other.call('POST', '/api/account/register', newCustomer('ke.khac'));
    await other.login('ke.khac', 'matkhau1');
    for (let index = 0; index < MAX_RECORDS_PER_CUSTOMER + 10; index += 1) {
      await other.call('POST', '/api/customer/withdrawal', withdrawalBody, { 'Idempotency-Key': `other-${index}` });
    }

    const retried = await customer.call('POST', '/api/customer/withdrawal', withdrawalBody, key);
    expect(retried.headers.get('idempotency-replayed')).toBe('true');
    expect(retried.body).toEqual(first.body);
    expect(balanceOf(db.demo)).toBe(afterFirst);
  });
});

/** A body of `bytes` bytes streamed in 1 MiB chunks, so the test process never holds it whole. */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) {
        controller.close();
        return;
      }
      const size = Math.min(MiB, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
}

describe('body limits', () => {
  it('answers a 64 MiB login 413 without keeping it: memory flat, world.json unchanged', async () => {
    const { dataFile, browser, base } = await savedAfterADeposit();
    const saved = readFileSync(dataFile, 'utf8');
    const xsrf = 'x'.repeat(24);
    const headers = { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf };
    const rss = process.memoryUsage().rss;
    const streamed = await fetch(`${base}/api/account/login`, { method: 'POST', headers, body: streamOf(64 * MiB), duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(BODY_TOO_LARGE);
    expect(process.memoryUsage().rss - rss).toBeLessThan(32 * MiB);
    // Declared up front: refused before a byte of it is read.
    const declared = await browser.call('POST', '/api/account/login', new Uint8Array(DEFAULT_BODY_LIMIT + 1));
    expect(declared).toMatchObject({ status: 413, body: ['Dữ liệu gửi lên quá lớn.'] });
    expect(readFileSync(dataFile, 'utf8')).toBe(saved);
    expect((await browser.call('GET', userInfo)).status).toBe(200);
  });

  it('takes what the forms allow on the avatar and complaint routes, and refuses more', async () => {
    const { base } = await startWithClock();
    const browser = new Browser(base);
    await browser.login();
    const padded = (bytes: number) => ({ Padding: 'a'.repeat(bytes) });
    // Over the small default, within the route's cap: the handler answers (400 for the odd body), not 413.
    const avatar = await browser.call('POST', '/api/customer/updateuserinfo', padded(2.7 * MiB));
    expect(avatar.status).toBe(400);
    const complaint = await browser.call('POST', '/api/order/addComplain', padded(34 * MiB));
    expect(complaint.status).toBe(400);
    expect((await browser.call('POST', '/api/customer/updateuserinfo', padded(BODY_LIMITS.updateuserinfo ?? 0))).status).toBe(413);
    expect((await browser.call('POST', '/api/customer/deposit', padded(DEFAULT_BODY_LIMIT))).status).toBe(413);
  });
});

describe('brute-force limits', () => {
  it('refuses even the right password after too many wrong ones for a user name, with Retry-After and the wait in minutes', async () => {
    const { base, clock } = await startWithClock();
    const browser = new Browser(base, '203.0.113.7');
    for (let index = 0; index < THROTTLE.loginPerUser.limit; index += 1) {
      expect((await browser.login(DEMO_USERNAME, `sai-mat-khau-${index}`)).status).toBe(400);
    }
    const refused = await browser.login();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(THROTTLE.loginPerUser.windowMs / 1000));
    expect(refused.body).toEqual(['Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút.']);
    // Another address is no way round it: the limit is the user name's.
    expect((await new Browser(base, '198.51.100.9').login()).status).toBe(429);
    clock.now += THROTTLE.loginPerUser.windowMs - 5 * 60_000;
    expect((await browser.login()).body).toEqual(['Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 5 phút.']);
    clock.now += 5 * 60_000;
    expect((await browser.login()).status).toBe(200);
  });

  it('limits another user name from the same address only by the address’s own, larger limit', async () => {
    const { base } = await startWithClock();
    const attacker = new Browser(base, '203.0.113.8');
    for (let index = 0; index < THROTTLE.loginPerUser.limit; index += 1) await attacker.login(DEMO_USERNAME, `sai-mat-khau-${index}`);
    await attacker.call('POST', '/api/account/register', newCustomer('lan.nguyen'));
    expect((await attacker.login('lan.nguyen', 'matkhau1')).status).toBe(200);
    const addressLimit: number = THROTTLE.loginPerAddress.limit;
    for (let index = THROTTLE.loginPerUser.limit; index < addressLimit; index += 1) {
      await attacker.login(`ten-${index}`, 'sai-mat-khau');
    }
    expect((await attacker.login('lan.nguyen', 'matkhau1')).status).toBe(429);
    // Behind nginx the address is X-Real-IP: someone else is not held up.
    expect((await new Browser(base, '203.0.113.99').login('lan.nguyen', 'matkhau1')).status).toBe(200);
  });

  it('limits registrations and reset requests too', async () => {
    const { base } = await startWithClock();
    const browser = new Browser(base, '203.0.113.10');
    for (let index = 0; index < THROTTLE.forgotPerEmail.limit; index += 1) {
      expect((await browser.call('POST', '/api/account/sendforgotpassword', 'minhanh.demo@gmail.com')).status).toBe(200);
    }
    const forgot = await browser.call('POST', '/api/account/sendforgotpassword', 'minhanh.demo@gmail.com');
    expect(forgot.status).toBe(429);
    expect(Number(forgot.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let index = 0; index < THROTTLE.registerPerAddress.limit; index += 1) {
      await browser.call('POST', '/api/account/register', newCustomer(`khach.${index}`));
    }
    expect((await browser.call('POST', '/api/account/register', newCustomer('khach.moi'))).status).toBe(429);
  });
});

describe('validation first', () => {
  /** A valid body of each write that takes one, to be spoiled field by field. */
  const validBodies = (orderId: number, itemId: number, cartId: number): Partial<Record<EndpointName, unknown>> => ({
    login: { UserName: DEMO_USERNAME, Password: DEMO_PASSWORD },
    register: newCustomer('khach.hop.le'),
    sendforgotpassword: 'minhanh.demo@gmail.com',
    resetpassword: { Password: 'moi-mat-khau-1', ConfirmPassword: 'moi-mat-khau-1' },
    updateuserinfo: { FullName: 'Kẻ Tấn Công', Email: 'ke@example.vn', Phone: '0912345678', Address: 'Số 1 Hà Nội', WarehouseId: 1, Avatar: '' },
    changepassword: { OldPassword: DEMO_PASSWORD, NewPassword: 'moi-mat-khau-1', ConfirmPassword: 'moi-mat-khau-1' },
    updatereadmessage: { Ids: [1480] },
    deposit: depositBody,
    withdrawal: withdrawalBody,
    carts: [extensionProduct(0)],
    updatecartitemfield: { Field: 'Quantity', Value: 2 },
    updatecartfield: { Field: 'Note', Value: 'ghi chú' },
    updateorderfield: 'ghi chú mới',
    updateorderitemfield: 3,
    orderbuyids: { CartIds: [cartId] },
    updateorderdeposit: { OrderIds: [orderId] },
    updateorderpay: { OrderIds: [orderId] },
    addComplain: { OrderId: orderId, OrderItemIds: [itemId], ReasonType: 1, Description: 'Hàng lỗi', AmountRequested: null, Photos: [] },
    createorder: { Lines: [], Note: '' },
    createrequestdelivery: { OrderIds: [orderId], ReceiverName: 'A', Phone: '0912345678', Address: 'Hà Nội', Note: '' },
  });

  /** The same value of another JSON type: what a broken or hostile client sends. */
  const spoiled = (value: unknown): unknown[] => {
    const others: unknown[] = [[], {}, { $gt: '' }, [[[]]]];
    if (typeof value === 'number') others.push(String(value), true);
    if (typeof value === 'string') others.push(12345, false);
    if (typeof value === 'boolean') others.push({ value });
    if (value !== null) others.push(null);
    return others;
  };

  it('answers every write a body of the wrong shape with a 4xx and its lines, and changes nothing', { timeout: 60_000 }, async () => {
    const { base, db } = await startWithClock();
    const browser = new Browser(base, '192.0.2.1');
    await browser.login();
    const order = db.demo.orders.find((candidate) => candidate.State === 1);
    const cart = db.demo.carts[0];
    const cartItem = cart?.CartItems[0];
    if (!order || !cart || !cartItem) throw new Error('the seed has an order awaiting deposit and a cart');
    const valid = validBodies(order.Id, order.Items[0]?.Id ?? 0, cart.Id);
    const ids: Record<string, number> = { updatecartitemfield: cartItem.Id, updatecartfield: cart.Id, updateorderfield: order.Id, updateorderitemfield: order.Items[0]?.Id ?? 0 };
    const writes = mockEndpoints.filter((endpoint) => endpoint.method !== 'GET' && !bodilessWrites.includes(endpoint.name));
    expect(writes.map((endpoint) => endpoint.name).sort()).toEqual(Object.keys(valid).sort());
    let tried = 0;
    for (const endpoint of writes) {
      const path = endpoint.path.replace(':id', String(ids[endpoint.name] ?? 'abc')).replace(':field', endpoint.name === 'updateorderfield' ? 'Note' : 'Quantity');
      const good = valid[endpoint.name];
      // A scalar of the body's own type is a value (a note, a quantity), not a wrong shape.
      const generic = [null, [], {}, 'chuỗi', 42, true, { a: { b: { c: [{}] } } }].filter((body) => typeof good === 'object' || typeof body !== typeof good);
      const bodies: unknown[] = [...generic, ...spoiled(good)];
      if (typeof good === 'object' && good !== null && !Array.isArray(good)) {
        for (const [field, value] of Object.entries(good)) {
          // A null avatar means "keep the current one": the one field where null is a value.
          const bad = spoiled(value).filter((candidate) => !(candidate === null && `${endpoint.name}.${field}` === 'updateuserinfo.Avatar'));
          for (const candidate of bad) bodies.push({ ...good, [field]: candidate });
        }
      }
      for (const body of bodies) {
        const world = db.serialize();
        const answer = await browser.call(endpoint.method, path, body);
        const what = `${endpoint.name} ${JSON.stringify(body)}`;
        expect(answer.status, what).toBeGreaterThanOrEqual(400);
        expect(answer.status, what).toBeLessThan(500);
        expect(Array.isArray(answer.body) && answer.body.every((line) => typeof line === 'string'), what).toBe(true);
        expect(db.serialize() === world, `${what} changed the world`).toBe(true);
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(400);
  });

  it('saves nothing of a profile whose address is null (it used to save the name and phone, then answer 500)', async () => {
    const { base, db } = await startWithClock();
    const browser = new Browser(base);
    await browser.login();
    const before = { ...db.demo.user };
    const answer = await browser.call('POST', '/api/customer/updateuserinfo', { FullName: 'Tên Mới', Email: before.Email, Phone: '0911111111', Address: null, WarehouseId: 1 });
    expect(answer).toMatchObject({ status: 400, body: ['Dữ liệu gửi lên không hợp lệ'] });
    expect(db.demo.user).toEqual(before);
  });

  it('answers a known path called with another method 405, saying which is allowed', async () => {
    const { base } = await startWithClock();
    const browser = new Browser(base);
    const deposit = await browser.call('DELETE', '/api/customer/deposit');
    expect(deposit.status).toBe(405);
    expect(deposit.headers.get('allow')).toBe('POST');
    const carts = await browser.call('PUT', '/api/order/getcarts', {});
    expect(carts.status).toBe(405);
    expect(carts.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('a write that fails midway', () => {
  it('leaves the world as it was and answers 400, never a 5xx after half a change', async () => {
    const db = createDb();
    const throwsMidway = authed('deposit', ({ books }) => {
      books.user.FullName = 'Nửa chừng';
      throw new Error('midway');
    });
    const request = new Request('http://portal.test/api/customer/deposit', {
      method: 'POST',
      headers: { Authorization: `Bearer ${DEMO_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ Amount: 500_000, BankName: 'Vietcombank', TransferContent: 'NAP', Note: '' }),
    });
    const answer = await getResponse([toHandler(db, throwsMidway)], request);
    expect(answer?.status).toBe(400);
    expect(db.demo.user.FullName).toBe(DEMO_CUSTOMER.FullName);
  });
});
