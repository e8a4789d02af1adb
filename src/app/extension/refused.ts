// Products from the extension that did not reach the cart, kept until the customer dismisses the cart
// screen's panel (issue 13 §2). Read back as untrusted input; an unreadable list is simply empty.
import { array, enums, nullable, object, optional, string } from 'superstruct';
import { REFUSAL_REASONS, type RefusedProduct } from '../../features/cart/extensionRefusals';
import { decode } from '../api/decode';
import type { StorageLike } from '../session/store';
import { writeList } from './outbox';

export const REFUSED_KEY = 'extension.refused';
/** The panel keeps the newest this many: a misbehaving extension cannot fill the storage. */
export const REFUSED_MAX = 200;

/**
 * `account`: who was signed in when the product was refused (null: nobody; the next login takes it).
 * Issue 25 §12: the panel is the account's, so the next customer on the browser never sees it. A list of
 * an earlier version, without it, is read as refused while nobody was signed in.
 */
const RefusedListSchema = array(
  object({ id: string(), name: string(), link: string(), reason: enums(REFUSAL_REASONS), detail: optional(string()), account: optional(nullable(string())) }),
);

interface StoredRefused extends RefusedProduct {
  readonly account: string | null;
}

export interface RefusedStore {
  /** The products refused for `account`; the same array until they change. */
  list: (account: string) => readonly RefusedProduct[];
  /** Keeps `products` for `account` (null: nobody is signed in). */
  add: (products: readonly RefusedProduct[], account: string | null) => void;
  /** The panel's `Đã xem, ẩn danh sách`: only `account`'s products go. */
  dismiss: (account: string) => void;
  /** Products refused while nobody was signed in become `account`'s, as the outbox's entries do. */
  claim: (account: string) => void;
}

const forAccount = (products: readonly StoredRefused[], account: string) => products.filter((product) => product.account === account);

/** The panel's product without its owner: what the cart screen is given. */
const shown = (product: StoredRefused): RefusedProduct => ({
  id: product.id,
  name: product.name,
  link: product.link,
  reason: product.reason,
  ...(product.detail === undefined ? {} : { detail: product.detail }),
});

export function createRefusedStore(storage: () => StorageLike | undefined): RefusedStore {
  /** Used when the browser will not store the list: the panel still shows, for as long as the tab lives. */
  let memory: readonly StoredRefused[] = [];
  let lastRaw: string | null | undefined;
  let last: readonly StoredRefused[] = [];
  let listed: { from: readonly StoredRefused[]; memory: readonly StoredRefused[]; account: string; list: readonly RefusedProduct[] } | null = null;

  const read = (): readonly StoredRefused[] => {
    let raw: string | null | undefined;
    try {
      raw = storage()?.getItem(REFUSED_KEY);
    } catch {
      raw = undefined;
    }
    if (raw !== lastRaw) {
      lastRaw = raw;
      try {
        last = raw === null || raw === undefined ? [] : decode(RefusedListSchema, JSON.parse(raw) as unknown, REFUSED_KEY).map((product) => ({ ...product, account: product.account ?? null }));
      } catch {
        last = [];
      }
    }
    return last;
  };
  const all = () => (memory.length === 0 ? read() : [...read(), ...memory]);

  const write = (products: readonly StoredRefused[]) => writeList(storage, REFUSED_KEY, products);

  /** Rewrites what is stored; what the storage refuses stays in memory, so nothing shown is lost. */
  const rewrite = (change: (products: readonly StoredRefused[]) => StoredRefused[]) => {
    const next = change(read()).slice(-REFUSED_MAX);
    memory = change(memory).slice(-REFUSED_MAX);
    if (!write(next)) memory = [...memory, ...next.filter((product) => !memory.some((kept) => kept.id === product.id))].slice(-REFUSED_MAX);
  };

  return {
    list(account) {
      const stored = read();
      if (listed?.from === stored && listed.memory === memory && listed.account === account) return listed.list;
      listed = { from: stored, memory, account, list: forAccount(all(), account).map(shown) };
      return listed.list;
    },
    add(products, account) {
      if (products.length === 0) return;
      const tagged = products.map((product) => ({ ...product, account }));
      if (!write([...read(), ...tagged].slice(-REFUSED_MAX))) memory = [...memory, ...tagged].slice(-REFUSED_MAX);
    },
    dismiss(account) {
      rewrite((products) => products.filter((product) => product.account !== account));
    },
    claim(account) {
      if (!all().some((product) => product.account === null)) return;
      rewrite((products) => products.map((product) => (product.account === null ? { ...product, account } : product)));
    },
  };
}
