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
    store.clear();
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
