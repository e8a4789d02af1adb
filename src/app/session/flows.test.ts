import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/support/mswServer';
import { configureClient, resetClient } from '../api/client';
import { createLoadingStore } from '../api/loading';
import { answerSamples } from '../api/schemas.samples';
import { login, loginWithPassword, logout, openTokenLink } from './flows';
import { CONFIGS_KEY, SessionStorageError, createSessionStore } from './store';
import { MemoryStorage } from '../../../tests/support/memoryStorage';

const ORIGIN = 'http://portal.test';

/** Authorization header of every request, by path. */
let seen: { path: string; authorization: string | null }[] = [];

/** The three answers a login needs, for one valid token. */
function loginHandlers(validToken: string) {
  const guard = (body: unknown) => ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({ path: url.pathname, authorization: request.headers.get('authorization') });
    return request.headers.get('authorization') === `Bearer ${validToken}` ? HttpResponse.json(body as never) : new HttpResponse(null, { status: 401 });
  };
  return [
    http.get(`${ORIGIN}/api/customer/getsettingdefault`, guard(answerSamples.settingDefault.sample)),
    http.get(`${ORIGIN}/api/order/getdashboard`, guard(answerSamples.dashboard.sample)),
    http.get(`${ORIGIN}/api/customer/userinfo`, guard(answerSamples.userInfo.sample)),
  ];
}

let local: MemoryStorage;
let tab: MemoryStorage;
let store: ReturnType<typeof createSessionStore>;
const alert = vi.fn(() => Promise.resolve());
const navigate = vi.fn();

beforeEach(() => {
  seen = [];
  local = new MemoryStorage();
  tab = new MemoryStorage();
  store = createSessionStore({ local: () => local, session: () => tab, events: () => undefined });
  alert.mockClear();
  navigate.mockClear();
  configureClient({
    baseUrl: ORIGIN,
    getToken: () => store.getToken(),
    clearSession: () => store.clear(),
    alert,
    navigate,
    loading: createLoadingStore(),
  });
});
afterEach(() => {
  resetClient();
});

describe('login', () => {
  it('fetches the configs with the new token and stores them where "remember me" says', async () => {
    server.use(...loginHandlers('tok-new'));
    const configs = await login('tok-new', true, store);
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer tok-new', 'Bearer tok-new', 'Bearer tok-new']);
    expect(configs).toMatchObject({ token: 'tok-new', CurrentRate: 3650, NumberCarts: 2, NumberMessages: 1, UserInfo: { UserName: 'khachhang01' } });
    expect(configs.ShopFavorites?.[0]?.ItemLinks).toEqual(['https://item.taobao.com/item.htm?id=1']);
    expect(JSON.parse(local.getItem(CONFIGS_KEY) ?? 'null')).toEqual(configs);
    expect(tab.items.size).toBe(0);
    expect(store.getSnapshot()).toEqual({ status: 'authenticated', configs });
  });

  it('keeps an unremembered login in this tab only', async () => {
    server.use(...loginHandlers('tok-new'));
    await login('tok-new', false, store);
    expect(tab.items.has(CONFIGS_KEY)).toBe(true);
    expect(local.items.size).toBe(0);
  });

  it('leaves the user logged out when the token is refused', async () => {
    server.use(...loginHandlers('another'));
    await expect(login('tok-stale', true, store)).rejects.toMatchObject({ status: 401 });
    expect(store.getSnapshot().status).toBe('anonymous');
    expect(store.getToken()).toBeUndefined();
    await vi.waitFor(() => {
      expect(navigate).toHaveBeenCalledWith('#/login');
    });
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('reports a full storage in Vietnamese and stays logged out', async () => {
    server.use(...loginHandlers('tok-new'));
    local.failWith = new DOMException('full', 'QuotaExceededError');
    const error: unknown = await login('tok-new', true, store).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SessionStorageError);
    expect(error).toMatchObject({ message: 'Trình duyệt không còn chỗ lưu dữ liệu. Hãy xoá bớt dữ liệu trang web rồi thử lại.' });
    expect(store.getSnapshot().status).toBe('anonymous');
  });
});

describe('loginWithPassword', () => {
  it('posts the credentials, then logs in with the answered token', async () => {
    server.use(
      ...loginHandlers('tok-pw'),
      http.post(`${ORIGIN}/api/account/login`, async ({ request }) => {
        expect(await request.json()).toEqual({ UserName: 'khachhang01', Password: 'matkhau123' });
        return HttpResponse.json({ token: 'tok-pw' });
      }),
    );
    const configs = await loginWithPassword({ UserName: 'khachhang01', Password: 'matkhau123' }, true, store);
    expect(configs.token).toBe('tok-pw');
  });

  it('stays logged out, with no token pending, when the server refuses the credentials', async () => {
    server.use(http.post(`${ORIGIN}/api/account/login`, () => HttpResponse.json(['Sai tên đăng nhập hoặc mật khẩu'], { status: 400 })));
    await expect(loginWithPassword({ UserName: 'a', Password: 'bbbbbb' }, true, store)).rejects.toMatchObject({ status: 400 });
    expect(store.getSnapshot().status).toBe('anonymous');
    expect(store.getToken()).toBeUndefined();
    expect(local.items.size + tab.items.size).toBe(0);
    // The login form shows the server's lines itself; a second copy in an alert would only be noise.
    expect(alert).not.toHaveBeenCalled();
  });

  it('a mistyped password beside a live session keeps that session (issue 25 §10)', async () => {
    local.setItem(CONFIGS_KEY, JSON.stringify({ token: 'tok-live', UserInfo: answerSamples.userInfo.sample }));
    server.use(http.post(`${ORIGIN}/api/account/login`, () => HttpResponse.json(['Sai tên đăng nhập hoặc mật khẩu'], { status: 400 })));
    await expect(loginWithPassword({ UserName: 'khachhang01', Password: 'go-nham' }, true, store)).rejects.toMatchObject({ status: 400 });
    expect(store.getSnapshot().status).toBe('authenticated');
    expect(store.getToken()).toBe('tok-live');
  });

  it('hands the refused login’s lines to the form', async () => {
    server.use(http.post(`${ORIGIN}/api/account/login`, () => HttpResponse.json(['Sai tên đăng nhập hoặc mật khẩu'], { status: 400 })));
    await expect(loginWithPassword({ UserName: 'a', Password: 'bbbbbb' }, true, store)).rejects.toMatchObject({
      status: 400,
      lines: ['Sai tên đăng nhập hoặc mật khẩu'],
    });
  });
});

describe('logout', () => {
  it('tells the server with the token, without the loading panel, and clears the session', async () => {
    local.setItem(CONFIGS_KEY, JSON.stringify({ token: 'tok-1' }));
    const calls: { authorization: string | null; noloading: string | null }[] = [];
    server.use(
      http.post(`${ORIGIN}/api/customer/logout`, ({ request }) => {
        calls.push({ authorization: request.headers.get('authorization'), noloading: new URL(request.url).searchParams.get('noloading') });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const done = logout(store);
    expect(store.getSnapshot().status).toBe('anonymous');
    await done;
    expect(calls).toEqual([{ authorization: 'Bearer tok-1', noloading: '1' }]);
  });

  it('logs out quietly when the server has already forgotten the token', async () => {
    local.setItem(CONFIGS_KEY, JSON.stringify({ token: 'tok-1' }));
    server.use(http.post(`${ORIGIN}/api/customer/logout`, () => new HttpResponse(null, { status: 401 })));
    await expect(logout(store)).resolves.toBeUndefined();
    expect(store.getSnapshot().status).toBe('anonymous');
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not call the server when nobody is logged in', async () => {
    await expect(logout(store)).resolves.toBeUndefined();
  });
});

describe('a token link beside a live session (issue 12 §3)', () => {
  it('a refused token (silent, as the login page sends it) keeps the session that was there', async () => {
    local.setItem(CONFIGS_KEY, JSON.stringify({ token: 'tok-live', UserInfo: answerSamples.userInfo.sample }));
    server.use(...loginHandlers('tok-live'));
    await expect(login('tok-other', true, store, { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(store.getSnapshot().status).toBe('authenticated');
    expect(store.getToken()).toBe('tok-live');
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a stored token no header can carry is a logged-out state, not a broken app', () => {
    local.setItem(CONFIGS_KEY, JSON.stringify({ token: 'tok\nX-Evil: 1' }));
    expect(store.getSnapshot().status).toBe('anonymous');
    local.setItem(CONFIGS_KEY, JSON.stringify({ token: 'a'.repeat(4097) }));
    store = createSessionStore({ local: () => local, session: () => tab, events: () => undefined });
    expect(store.getSnapshot().status).toBe('anonymous');
  });
});

describe('logout', () => {
  it('aborts the reads still in flight, so their late answers never arrive', async () => {
    local.setItem(CONFIGS_KEY, JSON.stringify({ token: 'tok-live' }));
    server.use(
      http.get(`${ORIGIN}/api/order/getdashboard`, () => new Promise<Response>(() => undefined)),
      http.post(`${ORIGIN}/api/customer/logout`, () => HttpResponse.json({ IsSuccess: true })),
    );
    const { getDashboard } = await import('../api/endpoints');
    const pending = getDashboard().catch((error: unknown) => error);
    await logout(store);
    expect(((await pending) as Error).name).toBe('AbortError');
    expect(store.getSnapshot().status).toBe('anonymous');
  });
});

describe('a token link always says whose account it opens (issue 25 §9)', () => {
  /** The attacker's own valid token, and what each valid token's account is called. */
  const accounts: Record<string, string> = { 'tok-attacker': 'ke-tan-cong', 'tok-live': 'khachhang01' };
  const userInfo = answerSamples.userInfo.sample as Record<string, unknown>;
  const asked: { message: string; confirmLabel?: string; cancelLabel?: string }[] = [];
  const answer = (yes: boolean) => (message: string, options: { confirmLabel?: string; cancelLabel?: string }) => {
    asked.push({ message, ...options });
    return Promise.resolve(yes);
  };

  beforeEach(() => {
    asked.length = 0;
    const byToken = ({ request }: { request: Request }) => {
      const authorization = request.headers.get('authorization') ?? '';
      seen.push({ path: new URL(request.url).pathname, authorization });
      const userName = accounts[authorization.replace(/^Bearer /, '')];
      return userName === undefined ? new HttpResponse(null, { status: 401 }) : HttpResponse.json({ ...userInfo, UserName: userName } as never);
    };
    const guarded = (body: unknown) => ({ request }: { request: Request }) =>
      accounts[(request.headers.get('authorization') ?? '').replace(/^Bearer /, '')] === undefined ? new HttpResponse(null, { status: 401 }) : HttpResponse.json(body as never);
    server.use(
      http.get(`${ORIGIN}/api/customer/userinfo`, byToken),
      http.get(`${ORIGIN}/api/customer/getsettingdefault`, guarded(answerSamples.settingDefault.sample)),
      http.get(`${ORIGIN}/api/order/getdashboard`, guarded(answerSamples.dashboard.sample)),
    );
  });

  it('an attacker’s link opened while signed out does not sign in silently: it names the account and stores nothing when declined', async () => {
    await expect(openTokenLink('tok-attacker', answer(false), store)).resolves.toBe('declined');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ confirmLabel: 'Tiếp tục', cancelLabel: 'Không phải tôi' });
    expect(asked[0]?.message).toContain('ke-tan-cong');
    expect(store.getSnapshot().status).toBe('anonymous');
    expect(local.items.size + tab.items.size).toBe(0);
    // Only the one read that names the account went out, with the link's token.
    expect(seen).toEqual([{ path: '/api/customer/userinfo', authorization: 'Bearer tok-attacker' }]);
  });

  it('signs in only after Tiếp tục', async () => {
    await expect(openTokenLink('tok-attacker', answer(true), store)).resolves.toBe('signed-in');
    expect(store.getToken()).toBe('tok-attacker');
    expect(store.getSnapshot().configs?.UserInfo?.UserName).toBe('ke-tan-cong');
  });

  it('beside a live session it names both accounts, and Không phải tôi keeps the customer in their own', async () => {
    local.setItem(CONFIGS_KEY, JSON.stringify({ token: 'tok-live', UserInfo: { ...userInfo, UserName: 'khachhang01' } }));
    await expect(openTokenLink('tok-attacker', answer(false), store)).resolves.toBe('declined');
    expect(asked[0]?.message).toContain('khachhang01');
    expect(asked[0]?.message).toContain('ke-tan-cong');
    expect(store.getToken()).toBe('tok-live');
  });

  it('a refused link asks nothing, stores nothing and keeps the session that was there', async () => {
    local.setItem(CONFIGS_KEY, JSON.stringify({ token: 'tok-live', UserInfo: answerSamples.userInfo.sample }));
    await expect(openTokenLink('tok-stale', answer(true), store)).resolves.toBe('refused');
    expect(asked).toHaveLength(0);
    expect(store.getToken()).toBe('tok-live');
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a link token no header can carry is read without any token, never with the session’s own', async () => {
    local.setItem(CONFIGS_KEY, JSON.stringify({ token: 'tok-live', UserInfo: answerSamples.userInfo.sample }));
    await expect(openTokenLink('tok\nX-Evil: 1', answer(true), store)).resolves.toBe('refused');
    expect(seen).toEqual([{ path: '/api/customer/userinfo', authorization: '' }]);
    expect(asked).toHaveLength(0);
    expect(store.getToken()).toBe('tok-live');
  });
});
