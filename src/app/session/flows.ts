// The two moments the session changes hands: logging in (by password or by a token in the login URL)
// and logging out.
import { abortAllRequests, request } from '../api/client';
import { login as postLogin, getDashboard, getSettingDefault, getUserInfo } from '../api/endpoints';
import { MutationResultSchema, type LoginPayload, type UserConfigs } from '../api/schemas';
import { buildConfigs } from './configs';
import { SessionStorageError, sessionStore, type SessionStore } from './store';

/**
 * Makes `token` the session: fetches what user.configs holds (SPEC §3) with that token and stores it,
 * remembered across browser restarts when `remember` is true. Any failure — a 401 for a stale URL
 * token, a full storage — leaves the user logged out (SPEC §8: a login failure clears the stored auth)
 * and is re-thrown; a storage failure as SessionStorageError with its Vietnamese message.
 */
export async function login(token: string, remember: boolean, store: SessionStore = sessionStore, options: { silent?: boolean } = {}): Promise<UserConfigs> {
  // A refused token must not end the session the customer had (issue 12 §3): only a login from the
  // logged-out state clears the stored auth on failure (SPEC §8).
  const hadSession = store.getSnapshot().status === 'authenticated';
  // The three calls must carry the new token before anything is stored.
  store.setPendingToken(token);
  try {
    const reads = { silent: options.silent ?? false };
    const [settingDefault, dashboard, userInfo] = await Promise.all([getSettingDefault(reads), getDashboard(reads), getUserInfo(reads)]);
    const configs = buildConfigs(token, settingDefault, dashboard, userInfo);
    const result = store.write(configs, remember);
    if (!result.ok) throw new SessionStorageError(result.reason);
    return configs;
  } catch (error) {
    if (hadSession) store.setPendingToken(null);
    else store.clear();
    throw error;
  }
}

/** The login form: POST /api/account/login, then `login` with the token it answers. */
export async function loginWithPassword(payload: LoginPayload, remember: boolean, store: SessionStore = sessionStore): Promise<UserConfigs> {
  let token: string;
  try {
    ({ token } = await postLogin(payload, { silent: true }));
  } catch (error) {
    store.clear();
    throw error;
  }
  return login(token, remember, store);
}

/**
 * Logs out here at once, and tells the server in the background. The local logout is what counts: a
 * server that is down or already forgot the token must not keep the customer in, nor show the
 * "access again" alert on the way out. Never rejects.
 */
export function logout(store: SessionStore = sessionStore): Promise<void> {
  abortAllRequests();
  const told = store.getToken()
    ? // Sent before clearing: the request takes the token when it is made. Not endpoints' `logout`:
      // this call must be silent, which the endpoint functions do not offer.
      request({ method: 'POST', path: '/api/customer/logout', query: { noloading: 1 }, schema: MutationResultSchema, silent: true })
    : Promise.resolve();
  store.clear();
  return told.then(
    () => undefined,
    () => undefined,
  );
}

/** Carries the account name over the reload that follows a token login, for the toast naming it. */
const SIGNED_IN_AS_KEY = 'portal.signedInAs';

/** The account a token login just signed in, once (the shell shows it in a toast). */
export function takeSignedInAs(): string | null {
  try {
    const name = sessionStorage.getItem(SIGNED_IN_AS_KEY);
    sessionStorage.removeItem(SIGNED_IN_AS_KEY);
    return name;
  } catch {
    return null;
  }
}

export const tokenSwitchQuestion = (userName: string) =>
  `Bạn đang đăng nhập với tài khoản ${userName}. Đường dẫn này đăng nhập một tài khoản khác: chuyển sang tài khoản đó hay ở lại?`;

/**
 * A login link (issue 12 §3): beside a live session the customer is asked first, naming the current
 * account; staying changes nothing. The token is validated silently (SPEC §2), and a refused one never
 * ends the session that was there (`login` keeps it).
 */
export async function openTokenLink(
  token: string,
  confirm: (message: string, options: { confirmLabel: string; cancelLabel: string }) => Promise<boolean>,
  store: SessionStore = sessionStore,
): Promise<'stayed' | 'refused' | 'signed-in'> {
  const current = store.getSnapshot().configs;
  if (current && !(await confirm(tokenSwitchQuestion(current.UserInfo?.UserName ?? ''), { confirmLabel: 'Chuyển tài khoản', cancelLabel: 'Ở lại' }))) {
    return 'stayed';
  }
  try {
    const configs = await login(token, true, store, { silent: true });
    try {
      sessionStorage.setItem(SIGNED_IN_AS_KEY, configs.UserInfo?.UserName ?? '');
    } catch {
      // No toast is better than a failed login: storage may be full or blocked.
    }
    return 'signed-in';
  } catch {
    return 'refused';
  }
}
