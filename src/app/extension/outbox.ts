// The local outbox of extension products: kept in localStorage until the server accepted them, so a
// failed POST, a reload or a closed tab loses nothing (DESIGN §5). Storage is untrusted input like any
// other: each entry is decoded again when read, and one that does not decode is dropped.
import { object, string } from 'superstruct';
import { decode } from '../api/decode';
import { CartAddItemSchema, type CartAddItem } from '../api/schemas/order';
import type { StorageLike } from '../session/store';

export const OUTBOX_KEY = 'extension.outbox';

/** One product waiting to be sent, under a local key that says which intent it belongs to. */
export interface OutboxEntry {
  readonly key: string;
  readonly item: CartAddItem;
}

const OutboxEntrySchema = object({ key: string(), item: CartAddItemSchema });

export interface OutboxStore {
  /** Everything waiting, oldest first. */
  entries: () => OutboxEntry[];
  /** Appends; false when the browser would not store them (they are then kept in this tab's memory). */
  add: (entries: readonly OutboxEntry[]) => boolean;
  /** Removes the entries the server accepted, wherever they are kept. */
  remove: (keys: readonly string[]) => void;
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
      return [decode(OutboxEntrySchema, value, OUTBOX_KEY)];
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
   * Keys the server accepted. Normally they are gone from storage too; if storage failed to shrink,
   * this set still keeps this tab from sending them again.
   */
  const accepted = new Set<string>();
  const decodeStored = createDecoder();

  const readStored = (): OutboxEntry[] => {
    let raw: string | null | undefined;
    try {
      raw = storage()?.getItem(OUTBOX_KEY);
    } catch {
      return [];
    }
    return decodeStored(raw).filter((entry) => !accepted.has(entry.key));
  };

  const writeStored = (entries: readonly OutboxEntry[]): boolean => {
    try {
      const target = storage();
      if (!target) return false;
      if (entries.length === 0) target.removeItem(OUTBOX_KEY);
      else target.setItem(OUTBOX_KEY, JSON.stringify(entries));
      return true;
    } catch {
      return false;
    }
  };

  return {
    entries() {
      const stored = readStored();
      const storedKeys = new Set(stored.map((entry) => entry.key));
      return [...stored, ...memory.filter((entry) => !storedKeys.has(entry.key))];
    },
    add(entries) {
      if (writeStored([...readStored(), ...entries])) return true;
      memory = [...memory, ...entries];
      return false;
    },
    remove(keys) {
      const gone = new Set(keys);
      for (const key of keys) accepted.add(key);
      memory = memory.filter((entry) => !gone.has(entry.key));
      // readStored already leaves out every accepted key; writing that back shrinks the storage copy.
      writeStored(readStored());
    },
  };
}
