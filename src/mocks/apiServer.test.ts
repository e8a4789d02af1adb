import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { XSRF_REFUSED } from './apiServer';
import { DEMO_PASSWORD, DEMO_USERNAME } from './fixtures/world';
import { closeServersAfterEach, startServer as start } from './serverTesting';

closeServersAfterEach();

/** The demo customer's token on a server (there is no fixed one: it logs in). */
async function tokenOf(base: string): Promise<string> {
  const xsrf = await xsrfOf(base);
  const answer = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
    body: JSON.stringify({ UserName: DEMO_USERNAME, Password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { token: string }).token;
}

async function xsrfOf(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/account/getwarehouses`);
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('no XSRF cookie');
  return cookie;
}

const deposit = JSON.stringify({ Amount: 500000, BankName: 'Vietcombank', TransferContent: 'NAP TIEN', Note: '' });
const depositsTotal = async (base: string, token: string) =>
  ((await (await fetch(`${base}/api/customer/getdeposits?skip=0&take=50`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { Total: number }).Total;

function writeWith(base: string, token: string, xsrf: string | undefined, header: string | undefined) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  if (xsrf !== undefined) headers.Cookie = `XSRF-TOKEN=${xsrf}`;
  if (header !== undefined) headers['X-XSRF-TOKEN'] = header;
  return fetch(`${base}/api/customer/deposit`, { method: 'POST', headers, body: deposit });
}

describe('the reference API server', () => {
  it('sets the anti-forgery cookie and refuses a write without the matching header, changing nothing', async () => {
    const { base } = await start();
    const first = await fetch(`${base}/api/account/getwarehouses`);
    expect(first.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Strict$/);
    const xsrf = await xsrfOf(base);
    const token = await tokenOf(base);
    const before = await depositsTotal(base, token);

    for (const [cookie, header] of [[undefined, undefined], [xsrf, undefined], [xsrf, `${xsrf}x`], [undefined, xsrf]] as const) {
      const refused = await writeWith(base, token, cookie, header);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual([XSRF_REFUSED]);
    }
    expect(await depositsTotal(base, token)).toBe(before);

    expect((await writeWith(base, token, xsrf, xsrf)).status).toBe(200);
    expect(await depositsTotal(base, token)).toBe(before + 1);
  });

  it('answers CORS only for the configured origin', async () => {
    const { base } = await start({ corsOrigin: 'https://portal.example' });
    const allowed = await fetch(`${base}/api/account/getwarehouses`, { headers: { Origin: 'https://portal.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('X-XSRF-TOKEN');
    const other = await fetch(`${base}/api/account/getwarehouses`, { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${base}/api/customer/deposit`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(preflight.status).toBe(403);

    const closed = await start();
    const none = await fetch(`${closed.base}/api/account/getwarehouses`, { headers: { Origin: 'https://portal.example' } });
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the world in its file across a restart, and --reset goes back to the seed', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'api-')), 'world.json');
    const first = await start({ dataFile });
    const token = await tokenOf(first.base);
    const seed = await depositsTotal(first.base, token);
    const xsrf = await xsrfOf(first.base);
    expect((await writeWith(first.base, token, xsrf, xsrf)).status).toBe(200);
    first.server.close();

    // The session is part of the world: it survives the restart too.
    const second = await start({ dataFile });
    expect(await depositsTotal(second.base, token)).toBe(seed + 1);
    second.server.close();

    const reset = await start({ dataFile, reset: true });
    expect(await depositsTotal(reset.base, await tokenOf(reset.base))).toBe(seed);
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ version: 2 });
  });

  it('starts from the seed with a warning when the file is corrupt or missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-'));
    const warnings: string[] = [];
    const missing = await start({ dataFile: join(dir, 'none.json'), warn: (line) => warnings.push(line) });
    const seed = await depositsTotal(missing.base, await tokenOf(missing.base));
    expect(seed).toBeGreaterThan(0);
    const corrupt = join(dir, 'world.json');
    writeFileSync(corrupt, '{"version": 1, "books": [');
    const broken = await start({ dataFile: corrupt, warn: (line) => warnings.push(line) });
    expect(await depositsTotal(broken.base, await tokenOf(broken.base))).toBe(seed);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toContain('not readable');
  });

  it('logs one line per request and answers an unknown path with a 404', async () => {
    const lines: string[] = [];
    const { base } = await start({ log: (line) => lines.push(line) });
    const missing = await fetch(`${base}/api/nothing/here`);
    expect(missing.status).toBe(404);
    await fetch(`${base}/api/account/getwarehouses`);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^GET \/api\/nothing\/here 404 \d+ms$/);
    expect(lines[1]).toMatch(/^GET \/api\/account\/getwarehouses 200 \d+ms$/);
  });
});
