// Products from the extension that did not reach the cart, kept until the customer dismisses the cart
// screen's panel (issue 13 §2). Read back as untrusted input; an unreadable list is simply empty.
import { array, enums, object, optional, string } from 'superstruct';
import { REFUSAL_REASONS, type RefusedProduct } from '../../features/cart/extensionRefusals';
import { decode } from '../api/decode';
import type { StorageLike } from '../session/store';
import { writeList } from './outbox';

export const REFUSED_KEY = 'extension.refused';
/** The panel keeps the newest this many: a misbehaving extension cannot fill the storage. */
export const REFUSED_MAX = 200;

const RefusedListSchema = array(object({ id: string(), name: string(), link: string(), reason: enums(REFUSAL_REASONS), detail: optional(string()) }));

export interface RefusedStore {
  list: () => readonly RefusedProduct[];
  add: (products: readonly RefusedProduct[]) => void;
  dismiss: () => void;
}

export function createRefusedStore(storage: () => StorageLike | undefined): RefusedStore {
  /** Used when the browser will not store the list: the panel still shows, for as long as the tab lives. */
  let memory: readonly RefusedProduct[] = [];
  let lastRaw: string | null | undefined;
  let last: readonly RefusedProduct[] = [];

  const read = (): readonly RefusedProduct[] => {
    let raw: string | null | undefined;
    try {
      raw = storage()?.getItem(REFUSED_KEY);
    } catch {
      raw = undefined;
    }
    if (raw !== lastRaw) {
      lastRaw = raw;
      try {
        last = raw === null || raw === undefined ? [] : decode(RefusedListSchema, JSON.parse(raw) as unknown, REFUSED_KEY);
      } catch {
        last = [];
      }
    }
    return memory.length === 0 ? last : [...last, ...memory];
  };

  const write = (products: readonly RefusedProduct[]) => writeList(storage, REFUSED_KEY, products);

  return {
    list: read,
    add(products) {
      if (products.length === 0) return;
      const stored = read().filter((product) => !memory.includes(product));
      if (!write([...stored, ...products].slice(-REFUSED_MAX))) memory = [...memory, ...products].slice(-REFUSED_MAX);
    },
    dismiss() {
      memory = [];
      write([]);
    },
  };
}
