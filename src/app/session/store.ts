// The signed-in user's configs under the key SPEC §3 names. Storage is untrusted input (an old version,
// a hand edit, another app on the same origin): it is decoded like a server answer, and anything that
// does not decode means "logged out" and is removed — never a crash.
import { decode } from '../api/decode';
import { UserConfigsSchema, type UserConfigs } from '../api/schemas/configs';
import { texts } from '../api/texts';

export const CONFIGS_KEY = 'user.configs';

export type SessionSnapshot =
  | { readonly status: 'anonymous'; readonly configs: null }
  | { readonly status: 'authenticated'; readonly configs: UserConfigs };

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type WriteResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'quota' | 'unavailable'; readonly message: string };

/** Thrown by flows (login) that cannot go on when the configs could not be stored. */
export class SessionStorageError extends Error {
  override readonly name = 'SessionStorageError';
  readonly reason: 'quota' | 'unavailable';

  constructor(reason: 'quota' | 'unavailable', options?: { cause?: unknown }) {
    super(reason === 'quota' ? texts.storageFull : texts.storageUnavailable, options);
    this.reason = reason;
  }
}

export interface SessionStoreDeps {
  /** "Remember me": survives the browser closing. Getters, because touching a blocked storage throws. */
  local: () => StorageLike | undefined;
  /** This tab only. */
  session: () => StorageLike | undefined;
  /** Where 'storage' events from other tabs arrive (window). */
  events: () => EventTarget | undefined;
}

export interface SessionStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => SessionSnapshot;
  /** The token of the session, or of a login in progress (its first calls need it before anything is stored). */
  readonly getToken: () => string | undefined;
  /** Stores configs: `remember` → localStorage, otherwise sessionStorage; the other copy is removed. */
  readonly write: (configs: UserConfigs, remember: boolean) => WriteResult;
  /** Changes some fields of the stored configs where they already are. */
  readonly update: (patch: Partial<UserConfigs>) => WriteResult;
  readonly clear: () => void;
  /** A login in progress: requests carry this token until `write` or `clear`. */
  readonly setPendingToken: (token: string | null) => void;
}

const ANONYMOUS: SessionSnapshot = { status: 'anonymous', configs: null };

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  // Old WebKit throws a DOMException with only the legacy numeric code set.
  const legacyCode = (error as { code?: unknown }).code;
  return legacyCode === 22 || legacyCode === 1014;
}

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot | null = null;
  /** The raw text the snapshot was decoded from, so a refresh that finds the same text keeps the same object. */
  let snapshotRaw: string | null = null;
  let origin: 'local' | 'session' | null = null;
  let pendingToken: string | null = null;

  const storageOf = (where: 'local' | 'session') => attempt(where === 'local' ? deps.local : deps.session);

  /** Decoded configs of one storage; a copy that does not decode is removed there. */
  const readFrom = (where: 'local' | 'session'): { raw: string; configs: UserConfigs } | null => {
    const storage = storageOf(where);
    if (!storage) return null;
    const raw = attempt(() => storage.getItem(CONFIGS_KEY));
    if (raw === undefined || raw === null) return null;
    try {
      return { raw, configs: decode(UserConfigsSchema, JSON.parse(raw) as unknown, CONFIGS_KEY) };
    } catch (error) {
      console.warn(`Dropping unreadable ${CONFIGS_KEY} from ${where}Storage`, error);
      attempt(() => {
        storage.removeItem(CONFIGS_KEY);
      });
      return null;
    }
  };

  const load = (): { raw: string | null; where: 'local' | 'session' | null; snapshot: SessionSnapshot } => {
    // The tab's own login wins over a remembered one from another time.
    for (const where of ['session', 'local'] as const) {
      const found = readFrom(where);
      if (found) return { raw: found.raw, where, snapshot: { status: 'authenticated', configs: found.configs } };
    }
    return { raw: null, where: null, snapshot: ANONYMOUS };
  };

  const refresh = () => {
    const next = load();
    origin = next.where;
    if (snapshot !== null && next.raw === snapshotRaw) return;
    const changed = snapshot !== null;
    snapshot = next.snapshot;
    snapshotRaw = next.raw;
    if (changed) for (const listener of listeners) listener();
  };

  const getSnapshot = (): SessionSnapshot => {
    if (snapshot === null) refresh();
    return snapshot ?? ANONYMOUS;
  };

  const onStorage = (event: Event) => {
    // key null: the other tab called clear().
    const key = (event as Partial<StorageEvent>).key;
    if (key === CONFIGS_KEY || key === null || key === undefined) refresh();
  };

  const write = (configs: UserConfigs, remember: boolean): WriteResult => {
    const where = remember ? 'local' : 'session';
    const storage = storageOf(where);
    if (!storage) return { ok: false, reason: 'unavailable', message: texts.storageUnavailable };
    try {
      storage.setItem(CONFIGS_KEY, JSON.stringify(configs));
    } catch (error) {
      const reason = isQuotaError(error) ? 'quota' : 'unavailable';
      return { ok: false, reason, message: reason === 'quota' ? texts.storageFull : texts.storageUnavailable };
    }
    const other = storageOf(remember ? 'session' : 'local');
    attempt(() => {
      other?.removeItem(CONFIGS_KEY);
    });
    pendingToken = null;
    refresh();
    return { ok: true };
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) deps.events()?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) deps.events()?.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot,
    getToken: () => pendingToken ?? getSnapshot().configs?.token ?? undefined,
    write,
    update(patch) {
      const current = getSnapshot();
      if (current.status === 'anonymous') return { ok: false, reason: 'unavailable', message: texts.storageUnavailable };
      return write({ ...current.configs, ...patch }, origin === 'local');
    },
    clear() {
      pendingToken = null;
      for (const where of ['session', 'local'] as const) {
        const storage = storageOf(where);
        attempt(() => {
          storage?.removeItem(CONFIGS_KEY);
        });
      }
      refresh();
    },
    setPendingToken(token) {
      pendingToken = token;
    },
  };
}

const browserWindow = () => (typeof window === 'undefined' ? undefined : window);

/** The portal's session, on the browser's storages. */
export const sessionStore = createSessionStore({
  local: () => browserWindow()?.localStorage,
  session: () => browserWindow()?.sessionStorage,
  events: browserWindow,
});
