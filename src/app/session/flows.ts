// The two moments the session changes hands: logging in (by password or by a token in the login URL)
// and logging out.
import { abortAllRequests, request } from '../api/client';
import { login as postLogin, getDashboard, getSettingDefault, getUserInfo } from '../api/endpoints';
import { MutationResultSchema, type LoginPayload, type UserConfigs } from '../api/schemas';
import type { ConfirmOptions } from '../../ui/Dialogs';
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
  // A mistyped password must not end a session that is there (issue 25 §10): SPEC §8's clearing is
  // for a login from the logged-out state.
  const hadSession = store.getSnapshot().status === 'authenticated';
  let token: string;
  try {
    ({ token } = await postLogin(payload, { silent: true }));
  } catch (error) {
    if (!hadSession) store.clear();
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

/**
 * The question a login link asks before anything happens (issue 25 §9), naming the account it opens and,
 * beside a live session, the one the customer is in.
 */
export function tokenLinkQuestion(linkAccount: string, currentAccount?: string): string {
  const opens = `Đường dẫn này đăng nhập vào tài khoản ${linkAccount}.`;
  return currentAccount === undefined
    ? `${opens} Chỉ tiếp tục nếu đây là tài khoản của bạn.`
    : `Bạn đang đăng nhập với tài khoản ${currentAccount}. ${opens} Chỉ tiếp tục nếu bạn muốn chuyển sang tài khoản đó.`;
}

export type TokenLinkOutcome = 'declined' | 'refused' | 'signed-in';

/**
 * A login link (SPEC §2, issue 12 §3, issue 25 §9). Someone else's link must never put the customer in
 * that account unnoticed (a deposit would land in the other wallet), so before anything is stored the
 * link's account is read with the link's own token and the customer is asked, naming it, signed in or
 * not. Only `Tiếp tục` signs in; `Không phải tôi` stores nothing and keeps whatever session was there.
 * A token the server refuses is refused silently (SPEC §2) and never ends the session that was there.
 */
export async function openTokenLink(
  token: string,
  confirm: (message: string, options: ConfirmOptions) => Promise<boolean>,
  store: SessionStore = sessionStore,
): Promise<TokenLinkOutcome> {
  let linkAccount: string;
  try {
    ({ UserName: linkAccount } = await getUserInfo({ silent: true, bearer: token }));
  } catch {
    return 'refused';
  }
  const current = store.getSnapshot().configs;
  const question = tokenLinkQuestion(linkAccount, current ? (current.UserInfo?.UserName ?? '') : undefined);
  if (!(await confirm(question, { title: 'Đăng nhập bằng đường dẫn', confirmLabel: 'Tiếp tục', cancelLabel: 'Không phải tôi', startOn: 'cancel' }))) return 'declined';
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
