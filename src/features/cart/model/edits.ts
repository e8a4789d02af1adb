/**
 * The cart as the customer sees it between answers: edits shown before the server confirms them, what
 * was removed, and a fresh answer that keeps the objects that did not change.
 */

/** One product line of a cart, as getcarts sends it (CartItem in the schemas). */
export interface CartItemData {
  Id: number;
  ProductId: string;
  Name: string;
  Image: string;
  Link: string;
  /** ¥ per piece. */
  Price: number;
  /** Size and colour joined by ';' (SPEC §3). */
  Options: string;
  Quantity: number;
  Note: string;
}

/** One shop's cart (Cart in the schemas): one seller on one marketplace, one order when bought. */
export interface CartData {
  Id: number;
  SellerId: string;
  SellerName: string;
  /** 'taobao' | 'tmall' | '1688'. */
  Source: string;
  Note: string;
  CartItems: readonly CartItemData[];
}

export type CartItemChange = { field: 'Quantity'; value: number } | { field: 'Note'; value: string };

/** What an edit changes: one field of one product line, or a shop's note. */
export type EditTarget = { kind: 'item'; itemId: number; field: CartItemChange['field'] } | { kind: 'cartNote'; cartId: number };

interface Patch {
  value: number | string;
  /** Which save set it: an older save that fails must not undo a newer one. */
  seq: number;
  /** Saved while this answer was shown; dropped once another answer arrives. Null while on its way. */
  savedOn: readonly CartShape[] | null;
}

/**
 * The cart's edits on top of the server's answer: values being saved or saved but not yet read back,
 * and what was deleted, removed or ordered (gone from the screen before the next answer arrives).
 */
export interface CartEdits {
  readonly patches: ReadonlyMap<string, Patch>;
  readonly hiddenItems: ReadonlySet<number>;
  readonly hiddenCarts: ReadonlySet<number>;
}

export type CartEditAction =
  /** A save starts: its value is shown at once. `seq` grows with every save. */
  | { type: 'edit'; target: EditTarget; value: number | string; seq: number }
  /** The save `seq` succeeded while `answer` was shown: its value stays until the next answer carries it. */
  | { type: 'saved'; target: EditTarget; seq: number; answer: readonly CartShape[] }
  /** The save `seq` failed: the server's value comes back, unless a newer save has replaced it. */
  | { type: 'failed'; target: EditTarget; seq: number }
  /** Deleted items, removed or ordered shops. */
  | { type: 'hide'; items?: readonly number[]; carts?: readonly number[] };

export const noCartEdits: CartEdits = { patches: new Map(), hiddenItems: new Set(), hiddenCarts: new Set() };

const editKey = (target: EditTarget) =>
  target.kind === 'item' ? `item:${String(target.itemId)}:${target.field}` : `cart:${String(target.cartId)}`;

/** The optimistic-update engine of the cart, as a reducer: every state it returns is new or `edits` itself. */
export function cartEditsReducer(edits: CartEdits, action: CartEditAction): CartEdits {
  switch (action.type) {
    case 'edit': {
      const patches = new Map(edits.patches);
      patches.set(editKey(action.target), { value: action.value, seq: action.seq, savedOn: null });
      return { ...edits, patches };
    }
    case 'saved':
    case 'failed': {
      const key = editKey(action.target);
      const current = edits.patches.get(key);
      if (current?.seq !== action.seq) return edits;
      const patches = new Map(edits.patches);
      if (action.type === 'saved') patches.set(key, { ...current, savedOn: action.answer });
      else patches.delete(key);
      return { ...edits, patches };
    }
    case 'hide': {
      if ((action.items ?? []).length === 0 && (action.carts ?? []).length === 0) return edits;
      return {
        ...edits,
        hiddenItems: new Set([...edits.hiddenItems, ...(action.items ?? [])]),
        hiddenCarts: new Set([...edits.hiddenCarts, ...(action.carts ?? [])]),
      };
    }
  }
}

/**
 * The edits that still speak against `carts`, the answer on screen: a value saved while an older answer
 * was shown is in this one now; what it no longer holds needs no hiding. Derived on every answer rather
 * than stored, so a new answer changes no state (returns `edits` itself when nothing is dropped).
 */
export function editsForAnswer(edits: CartEdits, carts: readonly CartShape[]): CartEdits {
  return pruneHidden(dropSaved(edits, carts), carts);
}

function dropSaved(edits: CartEdits, carts: readonly CartShape[]): CartEdits {
  const stale = (patch: Patch) => patch.savedOn !== null && patch.savedOn !== carts;
  if (![...edits.patches.values()].some(stale)) return edits;
  return { ...edits, patches: new Map([...edits.patches].filter(([, patch]) => !stale(patch))) };
}

/** Keeps hiding only what the fresh answer still contains (a late answer must not bring it back). */
function pruneHidden(edits: CartEdits, carts: readonly CartShape[]): CartEdits {
  if (edits.hiddenItems.size === 0 && edits.hiddenCarts.size === 0) return edits;
  const cartIds = new Set(carts.map((cart) => cart.Id));
  const itemIds = new Set(carts.flatMap((cart) => cart.CartItems.map((item) => item.Id)));
  return {
    ...edits,
    hiddenItems: new Set([...edits.hiddenItems].filter((id) => itemIds.has(id))),
    hiddenCarts: new Set([...edits.hiddenCarts].filter((id) => cartIds.has(id))),
  };
}

/** The carts as the customer should see them: the server's, with unsaved edits applied and removals hidden. */
export function applyCartEdits(carts: readonly CartData[], edits: CartEdits): readonly CartData[] {
  const { patches, hiddenItems, hiddenCarts } = edits;
  if (patches.size === 0 && hiddenItems.size === 0 && hiddenCarts.size === 0) return carts;
  const shown: CartData[] = [];
  for (const cart of carts) {
    if (hiddenCarts.has(cart.Id)) continue;
    let changed = false;
    const items: CartItemData[] = [];
    for (const item of cart.CartItems) {
      if (hiddenItems.has(item.Id)) {
        changed = true;
        continue;
      }
      const quantity = patches.get(editKey({ kind: 'item', itemId: item.Id, field: 'Quantity' }));
      const note = patches.get(editKey({ kind: 'item', itemId: item.Id, field: 'Note' }));
      if (quantity === undefined && note === undefined) {
        items.push(item);
        continue;
      }
      changed = true;
      items.push({
        ...item,
        Quantity: typeof quantity?.value === 'number' ? quantity.value : item.Quantity,
        Note: typeof note?.value === 'string' ? note.value : item.Note,
      });
    }
    // The last product of a shop takes the shop with it (as the server does).
    if (items.length === 0) continue;
    const cartNote = patches.get(editKey({ kind: 'cartNote', cartId: cart.Id }));
    if (!changed && cartNote === undefined) {
      shown.push(cart);
      continue;
    }
    shown.push({ ...cart, Note: typeof cartNote?.value === 'string' ? cartNote.value : cart.Note, CartItems: changed ? items : cart.CartItems });
  }
  return shown;
}


interface Identified {
  readonly Id: number;
}

function sameFields(a: object, b: object, skip?: string): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return keys.every((key) => key === skip || (key in right && Object.is(left[key], right[key])));
}

type CartShape = Identified & { readonly CartItems: readonly Identified[] };

/**
 * A fresh answer with the previous answer's objects wherever nothing changed, cart by cart and item by
 * item (fields compared shallowly). A revalidation after editing one item then changes the identity of
 * that item and its cart only, so memoised shops and rows that did not change are not rendered again.
 * Returns `previous` itself when nothing changed at all.
 */
export function reuseUnchangedCarts<C extends CartShape>(previous: readonly C[], next: readonly C[]): readonly C[] {
  const before = new Map(previous.map((cart) => [cart.Id, cart]));
  let changed = previous.length !== next.length;
  const result = next.map((cart, index) => {
    const old = before.get(cart.Id);
    const kept = old === undefined ? cart : reuseCart(old, cart);
    if (kept !== previous[index]) changed = true;
    return kept;
  });
  return changed ? result : previous;
}

function reuseCart<C extends CartShape>(old: C, cart: C): C {
  type Item = C['CartItems'][number];
  const oldItems = new Map<number, Item>(old.CartItems.map((item) => [item.Id, item]));
  const items = cart.CartItems.map((item: Item) => {
    const previous = oldItems.get(item.Id);
    return previous !== undefined && sameFields(previous, item) ? previous : item;
  });
  const sameItems = items.length === old.CartItems.length && items.every((item, index) => item === old.CartItems[index]);
  if (sameItems && sameFields(old, cart, 'CartItems')) return old;
  return { ...cart, CartItems: sameItems ? old.CartItems : items };
}

