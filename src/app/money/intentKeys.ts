/**
 * Idempotency keys of money intents (issue 12 §1, docs/api.md). An intent is its kind, its exact payload
 * and the account sending it. A key is made when the customer confirms; after an unclear outcome the same
 * intent sent again within 24 hours reuses it, so a server that honours `Idempotency-Key` applies it
 * once; a definite answer retires it, and a changed payload is another intent with a key of its own.
 *
 * Kept in localStorage so a reload or a second tab reuses the key too. Only a hash of the intent is
 * stored, never the payload (amounts, bank accounts, notes).
 */
export const INTENT_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'ckh.intentKeys';

interface Entry {
  key: string;
  at: number;
}

type Entries = Record<string, Entry>;

/** JSON with object keys sorted, so `{ a, b }` and `{ b, a }` are one payload. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${stableJson(field)}`).join(',')}}`;
  }
  // JSON.stringify gives undefined for undefined and functions at the top level, which a payload never is.
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** cyrb53: a fast 53-bit string hash. Not a secret, only a name for the intent that does not reveal it. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export const intentId = (kind: string, payload: unknown, account: string) => hash(`${account}\u0000${kind}\u0000${stableJson(payload)}`);

export interface IntentKeyStore {
  /** The key for this intent: the one kept from an unclear attempt, or a new one (kept from now on). */
  keyFor(kind: string, payload: unknown, account: string): string;
  /** A definite answer came: the next identical intent is a new one. */
  retire(kind: string, payload: unknown, account: string): void;
}

export interface IntentKeyStoreDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  newKey: () => string;
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && typeof (value as Entry).key === 'string' && typeof (value as Entry).at === 'number';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A browser that blocks storage (private mode, a policy): keys live as long as the page.
    return null;
  }
}

export function createIntentKeyStore(deps: Partial<IntentKeyStoreDeps> = {}): IntentKeyStore {
  const storage = deps.storage === undefined ? browserStorage() : deps.storage;
  const now = deps.now ?? Date.now;
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  let memory: Entries = {};

  const stored = (): unknown => {
    if (!storage) return memory;
    try {
      return JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    } catch {
      return {};
    }
  };
  /** The keys younger than 24 hours; anything else in storage is dropped. */
  const read = (): Entries => {
    const parsed = stored();
    const live: Entries = {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return live;
    for (const [id, entry] of Object.entries(parsed)) {
      if (isEntry(entry) && now() - entry.at < INTENT_KEY_LIFETIME_MS) live[id] = entry;
    }
    return live;
  };
  const write = (entries: Entries) => {
    memory = entries;
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or blocked: the key still holds for this page (memory).
    }
  };

  return {
    keyFor(kind, payload, account) {
      const id = intentId(kind, payload, account);
      const entries = read();
      const kept = entries[id];
      if (kept) return kept.key;
      const key = newKey();
      write({ ...entries, [id]: { key, at: now() } });
      return key;
    },
    retire(kind, payload, account) {
      const id = intentId(kind, payload, account);
      const entries = read();
      if (!(id in entries)) return;
      write(Object.fromEntries(Object.entries(entries).filter(([kept]) => kept !== id)));
    },
  };
}

export const intentKeys = createIntentKeyStore();
