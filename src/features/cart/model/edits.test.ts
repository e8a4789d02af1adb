import { describe, expect, it } from 'vitest';
import {
  applyCartEdits,
  type CartData,
  type CartEditAction,
  cartEditsReducer,
  editsForAnswer,
  type CartItemData,
  noCartEdits,
  reuseUnchangedCarts,
} from '.';

describe('reuseUnchangedCarts', () => {
  const item = (Id: number, Quantity = 1) => ({ Id, Name: `Sản phẩm ${Id}`, Quantity });
  const cart = (Id: number, items: ReturnType<typeof item>[], Note = '') => ({ Id, Note, CartItems: items });

  it('returns the previous list when nothing changed', () => {
    const previous = [cart(1, [item(10), item(11)]), cart(2, [item(20)])];
    const next = [cart(1, [item(10), item(11)]), cart(2, [item(20)])];
    expect(reuseUnchangedCarts(previous, next)).toBe(previous);
  });

  it('replaces only the changed item and its cart', () => {
    const previous = [cart(1, [item(10), item(11)]), cart(2, [item(20)])];
    const result = reuseUnchangedCarts(previous, [cart(1, [item(10), item(11, 4)]), cart(2, [item(20)])]);
    expect(result).not.toBe(previous);
    expect(result[1]).toBe(previous[1]);
    expect(result[0]).not.toBe(previous[0]);
    expect(result[0]!.CartItems[0]).toBe(previous[0]!.CartItems[0]);
    expect(result[0]!.CartItems[1]).toEqual(item(11, 4));
  });

  it('follows a changed cart field, a removed item, a removed cart and a new order', () => {
    const previous = [cart(1, [item(10), item(11)]), cart(2, [item(20)])];
    const noted = reuseUnchangedCarts(previous, [cart(1, [item(10), item(11)], 'Gói kỹ'), cart(2, [item(20)])]);
    expect(noted[0]!.Note).toBe('Gói kỹ');
    expect(noted[0]!.CartItems).toBe(previous[0]!.CartItems);

    const fewer = reuseUnchangedCarts(previous, [cart(1, [item(11)])]);
    expect(fewer).toHaveLength(1);
    expect(fewer[0]!.CartItems[0]).toBe(previous[0]!.CartItems[1]);

    const swapped = reuseUnchangedCarts(previous, [previous[1]!, previous[0]!]);
    expect(swapped).not.toBe(previous);
    expect(swapped[0]).toBe(previous[1]);
  });
});

describe('the optimistic cart edits', () => {
  const item = (Id: number, Quantity = 1, Note = ''): CartItemData => ({ Id, ProductId: `p${String(Id)}`, Name: `Sản phẩm ${String(Id)}`, Image: '', Link: '', Price: 10, Options: '', Quantity, Note });
  const cart = (Id: number, items: CartItemData[], Note = ''): CartData => ({ Id, SellerId: `s${String(Id)}`, SellerName: `Shop ${String(Id)}`, Source: 'taobao', Note, CartItems: items });
  const answer = [cart(1, [item(11, 2), item(12, 1, 'cũ')], 'ghi chú shop'), cart(2, [item(21, 5)])];
  const quantity = (itemId: number) => ({ kind: 'item', itemId, field: 'Quantity' }) as const;
  const run = (...actions: CartEditAction[]) => actions.reduce(cartEditsReducer, noCartEdits);

  it('shows the server’s answer itself while nothing is edited', () => {
    expect(applyCartEdits(answer, noCartEdits)).toBe(answer);
  });

  it('shows a value being saved at once, and keeps untouched shops as they were', () => {
    const shown = applyCartEdits(answer, run({ type: 'edit', target: quantity(11), value: 7, seq: 1 }, { type: 'edit', target: { kind: 'cartNote', cartId: 1 }, value: 'mới', seq: 2 }));
    expect(shown[0]!.CartItems[0]!.Quantity).toBe(7);
    expect(shown[0]!.Note).toBe('mới');
    expect(shown[1]).toBe(answer[1]);
  });

  it('puts the server’s value back when the save fails', () => {
    const edits = run({ type: 'edit', target: { kind: 'item', itemId: 12, field: 'Note' }, value: 'mới', seq: 1 }, { type: 'failed', target: { kind: 'item', itemId: 12, field: 'Note' }, seq: 1 });
    expect(applyCartEdits(answer, edits)[0]!.CartItems[1]!.Note).toBe('cũ');
  });

  it('lets an older failing save not undo a newer one', () => {
    const edits = run(
      { type: 'edit', target: quantity(11), value: 3, seq: 1 },
      { type: 'edit', target: quantity(11), value: 4, seq: 2 },
      { type: 'failed', target: quantity(11), seq: 1 },
    );
    expect(applyCartEdits(answer, edits)[0]!.CartItems[0]!.Quantity).toBe(4);
  });

  it('keeps a saved value until the next answer, then shows the answer', () => {
    const saved = run({ type: 'edit', target: quantity(21), value: 9, seq: 1 }, { type: 'saved', target: quantity(21), seq: 1, answer });
    expect(applyCartEdits(answer, editsForAnswer(saved, answer))[1]!.CartItems[0]!.Quantity).toBe(9);
    const next = [...answer];
    expect(applyCartEdits(next, editsForAnswer(saved, next))).toBe(next);
  });

  it('keeps a save still on its way across a fresh answer', () => {
    const next = [...answer];
    const edits = editsForAnswer(run({ type: 'edit', target: quantity(21), value: 9, seq: 1 }), next);
    expect(applyCartEdits(next, edits)[1]!.CartItems[0]!.Quantity).toBe(9);
  });

  it('hides deleted products and removed shops; the last product takes its shop with it', () => {
    expect(applyCartEdits(answer, run({ type: 'hide', carts: [1] })).map((shown) => shown.Id)).toEqual([2]);
    expect(applyCartEdits(answer, run({ type: 'hide', items: [12] }))[0]!.CartItems.map((shown) => shown.Id)).toEqual([11]);
    expect(applyCartEdits(answer, run({ type: 'hide', items: [21] })).map((shown) => shown.Id)).toEqual([1]);
  });

  it('keeps hiding what a late answer still holds, and forgets what the answer no longer holds', () => {
    const hidden = run({ type: 'hide', carts: [2], items: [11] });
    const late = editsForAnswer(hidden, answer);
    expect(applyCartEdits(answer, late).map((shown) => shown.Id)).toEqual([1]);
    const gone = editsForAnswer(hidden, [cart(1, [item(12)])]);
    expect([...gone.hiddenCarts, ...gone.hiddenItems]).toEqual([]);
  });

  it('returns the same state when an action changes nothing', () => {
    const edits = run({ type: 'edit', target: quantity(11), value: 3, seq: 2 });
    expect(cartEditsReducer(edits, { type: 'saved', target: quantity(11), seq: 1, answer })).toBe(edits);
    expect(editsForAnswer(edits, answer)).toBe(edits);
    expect(cartEditsReducer(edits, { type: 'hide' })).toBe(edits);
  });
});
