// The local outbox of extension products: kept in localStorage until the server accepted them, so a
// failed POST, a reload or a closed tab loses nothing (DESIGN §5). Storage is untrusted input like any
// other: each entry is decoded again when read, and one that does not decode is dropped.
import { array, nullable, object, optional, string } from 'superstruct';
import { decode } from '../api/decode';
import { CartAddItemSchema, type CartAddItem } from '../api/schemas/order';
import type { StorageLike } from '../session/store';

export const OUTBOX_KEY = 'extension.outbox';

/**
 * Issue 25 §12: what the outbox holds at most, over every account and the tab's memory. A product is a
 * few hundred characters (its longest fields are capped at 500 and 2,048), so 1,000 products stay well
 * inside localStorage's 5 MB, which the session and the refused panel share. A message that would go over
 * is refused whole with the reason `outbox_full` (docs/api.md "Extension bridge"); nothing is dropped.
 */
export const OUTBOX_CAPS = { products: 1_000, chars: 1_000_000 } as const;

/** Where `add` put the entries. */
export type OutboxAdd = 'stored' | 'memory' | 'full';

/**
 * The products of one message, waiting to be sent in one POST under their local key, which is also
 * the POST's `Idempotency-Key` (issue 13 §3). `account` is who was signed in when they arrived (null:
 * nobody; the next login takes them), and they are only ever sent for that account (issue 12 §3).
 */
export interface OutboxEntry {
  readonly key: string;
  readonly account: string | null;
  readonly items: readonly CartAddItem[];
}

const OutboxEntrySchema = object({ key: string(), account: nullable(string()), items: array(CartAddItemSchema) });
/** One product per entry, untagged: what earlier versions of the portal stored. */
const LegacyEntrySchema = object({ key: string(), item: CartAddItemSchema, account: optional(nullable(string())) });

export interface OutboxStore {
  /** Everything waiting, oldest first. */
  entries: () => OutboxEntry[];
  /**
   * Appends: 'stored', or 'memory' when the browser would not store them (they are then kept in this tab's
   * memory), or 'full' when they would take the outbox over OUTBOX_CAPS (nothing is added).
   */
  add: (entries: readonly OutboxEntry[]) => OutboxAdd;
  /** Removes entries (the server accepted or refused them), wherever they are kept. */
  remove: (keys: readonly string[]) => void;
  /** Puts `next` where the entry `key` was (what is left of it after the server refused some products). */
  replace: (key: string, next: OutboxEntry) => void;
  /** Tags the entries that arrived while nobody was signed in with the account that signed in. */
  claim: (account: string) => void;
}

/** Stores a list under `key` (an empty list removes it); false when the browser would not store it. */
export function writeList(storage: () => StorageLike | undefined, key: string, list: readonly unknown[]): boolean {
  try {
    const target = storage();
    if (!target) return false;
    if (list.length === 0) target.removeItem(key);
    else target.setItem(key, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}

function decodeEntry(value: unknown): OutboxEntry {
  try {
    return decode(OutboxEntrySchema, value, OUTBOX_KEY);
  } catch (error) {
    try {
      const legacy = decode(LegacyEntrySchema, value, OUTBOX_KEY);
      return { key: legacy.key, account: legacy.account ?? null, items: [legacy.item] };
    } catch {
      throw error;
    }
  }
}

function decodeEntries(raw: string | null | undefined): OutboxEntry[] {
  if (raw === null || raw === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw) as unknown;
  } catch {
    console.warn(`Ignoring an unreadable ${OUTBOX_KEY}`);
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((value: unknown) => {
    try {
      const entry = decodeEntry(value);
      return entry.items.length > 0 ? [entry] : [];
    } catch (error) {
      console.warn(`Dropping an unreadable entry of ${OUTBOX_KEY}`, error);
      return [];
    }
  });
}

/** Decodes the stored text again only when it changed: the count is read after every event. */
function createDecoder(): (raw: string | null | undefined) => OutboxEntry[] {
  let lastRaw: string | null | undefined = null;
  let lastEntries: OutboxEntry[] = [];
  return (raw) => {
    if (raw !== lastRaw) {
      lastEntries = decodeEntries(raw);
      lastRaw = raw;
    }
    return lastEntries;
  };
}

export function createOutboxStore(storage: () => StorageLike | undefined): OutboxStore {
  /** Entries the browser refused to store (private mode, full): they live as long as this tab. */
  let memory: OutboxEntry[] = [];
  /**
   * Keys that are done with. Normally they are gone from storage too; if storage failed to shrink,
   * this set still keeps this tab from sending them again.
   */
  const done = new Set<string>();
  const decodeStored = createDecoder();

  const readStored = (): OutboxEntry[] => {
    let raw: string | null | undefined;
    try {
      raw = storage()?.getItem(OUTBOX_KEY);
    } catch {
      return [];
    }
    return decodeStored(raw).filter((entry) => !done.has(entry.key));
  };

  const writeStored = (entries: readonly OutboxEntry[]) => writeList(storage, OUTBOX_KEY, entries);

  /** Applies `change` to both copies. */
  const rewrite = (change: (entries: readonly OutboxEntry[]) => OutboxEntry[]) => {
    memory = change(memory);
    const stored = readStored();
    const next = change(stored);
    if (!writeStored(next)) {
      // Storage would not take the change: what the change created lives in memory, so nothing is lost.
      const known = new Set([...stored, ...memory].map((entry) => entry.key));
      memory = [...memory, ...next.filter((entry) => !known.has(entry.key))];
    }
  };

  const entries = (): OutboxEntry[] => {
    const stored = readStored();
    const storedKeys = new Set(stored.map((entry) => entry.key));
    return [...stored, ...memory.filter((entry) => !storedKeys.has(entry.key))];
  };

  return {
    entries,
    add(added) {
      const after = [...entries(), ...added];
      const products = after.reduce((sum, entry) => sum + entry.items.length, 0);
      if (products > OUTBOX_CAPS.products || JSON.stringify(after).length > OUTBOX_CAPS.chars) return 'full';
      if (writeStored([...readStored(), ...added])) return 'stored';
      memory = [...memory, ...added];
      return 'memory';
    },
    remove(keys) {
      for (const key of keys) done.add(key);
      const gone = new Set(keys);
      // readStored already leaves out every done key; writing that back shrinks the storage copy.
      rewrite((entries) => entries.filter((entry) => !gone.has(entry.key)));
    },
    replace(key, next) {
      rewrite((entries) => entries.flatMap((entry) => (entry.key === key ? [next] : [entry])));
      done.add(key);
    },
    claim(account) {
      if (!entries().some((entry) => entry.account === null)) return;
      rewrite((entries) => entries.map((entry) => (entry.account === null ? { ...entry, account } : entry)));
    },
  };
}
