/**
 * Pure rules of the cart and of ordering by link: line validation, quantity bounds, the 'size;colour'
 * options text, and the totals shown before ordering. Prices are ¥ per piece (2 decimals); amounts in
 * đồng are whole numbers.
 */
import { buyerFee, type FeeBuyer } from '../shared/buyerFee';
import { joinOptions, splitOptions } from '../shared/options';
import { readProductLink, type Marketplace } from '../shared/productLink';
import {
  compactErrors,
  isHttpUrl,
  isIdList,
  isValidQuantity,
  noteError,
  QUANTITY_MIN,
  QUANTITY_MAX,
  textError,
  trimmed,
  validationMessages,
  type FieldErrors,
} from '../shared/validation';

export type { FieldErrors } from '../shared/validation';
export { isValidQuantity, NOTE_MAX, QUANTITY_MAX, QUANTITY_MIN } from '../shared/validation';
export { joinOptions, splitOptions } from '../shared/options';

export const PRICE_MAX = 1_000_000;
export const NAME_MAX = 500;
export const OPTION_MAX = 100;
export const ORDER_LINES_MAX = 50;

export const cartMessages = {
  linkRequired: 'Bạn chưa nhập link sản phẩm',
  linkInvalid: 'Link sản phẩm không hợp lệ, chỉ nhận link sản phẩm Taobao, Tmall hoặc 1688',
  productIdMismatch: 'Mã sản phẩm không khớp với link',
  sourceMismatch: 'Nguồn hàng không khớp với link',
  nameRequired: 'Bạn chưa nhập tên sản phẩm',
  nameTooLong: 'Tên sản phẩm không quá 500 ký tự',
  sizeTooLong: 'Kích cỡ không quá 100 ký tự',
  sizeSeparator: 'Kích cỡ không được chứa dấu ;',
  colorTooLong: 'Màu sắc không quá 100 ký tự',
  colorSeparator: 'Màu sắc không được chứa dấu ;',
  quantityRequired: 'Bạn chưa nhập số lượng',
  quantityRange: validationMessages.quantityRange,
  priceRequired: 'Bạn chưa nhập giá',
  pricePositive: 'Giá phải lớn hơn 0',
  priceDecimals: 'Giá chỉ có tối đa 2 chữ số thập phân',
  priceMax: 'Giá không quá 1.000.000 ¥',
  imageInvalid: 'Link ảnh phải bắt đầu bằng http:// hoặc https://',
  noteTooLong: validationMessages.noteTooLong,
  linesRequired: 'Bạn chưa thêm sản phẩm nào',
  linesTooMany: 'Mỗi lần đặt tối đa 50 sản phẩm',
  cartsRequired: 'Bạn chưa chọn shop nào',
  priceInvalid: 'Giá không hợp lệ, hãy nhập số như 89,50',
  optionsMismatch: 'Phân loại không khớp với kích cỡ và màu sắc',
  fieldInvalid: 'Dữ liệu không hợp lệ',
} as const;

const isEmpty = (errors: object) => Object.keys(errors).length === 0;


// Quantities -------------------------------------------------------------------------------------------

/** The nearest allowed quantity: whole, 1–9999. Unreadable input (NaN) becomes 1. */
export function clampQuantity(value: number): number {
  if (Number.isNaN(value)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(value)));
}

// Totals -----------------------------------------------------------------------------------------------

export interface PricedItem {
  /** ¥ per piece. */
  Price: number;
  Quantity: number;
}

export interface CartTotals {
  /** Goods, ¥, to the fen. */
  goodsCny: number;
  /** Goods, ₫: goodsCny × rate, rounded. */
  goodsVnd: number;
  /** Buyer fee, ₫ (SPEC §9). */
  fee: number;
  /** goodsVnd + fee. */
  total: number;
}

/** Sum in fen so that 0.1 + 0.2 stays 0.3; a broken price or quantity counts as 0. */
function goodsFen(items: readonly PricedItem[]): number {
  let fen = 0;
  for (const item of items) {
    if (Number.isFinite(item.Price) && Number.isFinite(item.Quantity) && item.Price > 0 && item.Quantity > 0) {
      fen += Math.round(item.Price * 100) * item.Quantity;
    }
  }
  return fen;
}

const validRate = (rate: number) => (Number.isFinite(rate) && rate > 0 ? rate : 0);

/**
 * Totals of one shop's items (one cart becomes one order, so the fee range is applied per cart).
 * `rate` is ₫ per ¥ (CurrentRate); `feeBuyer` is Settings.FeeBuyer.
 */
export function cartTotals(items: readonly PricedItem[], rate: number, feeBuyer: FeeBuyer | undefined | null): CartTotals {
  const fen = goodsFen(items);
  const goodsCny = fen / 100;
  const goodsVnd = Math.round((fen * validRate(rate)) / 100);
  const fee = buyerFee(feeBuyer, goodsVnd);
  return { goodsCny, goodsVnd, fee, total: goodsVnd + fee };
}

export interface CartLike {
  Id: number;
  CartItems: readonly PricedItem[];
}

export interface SelectionSummary extends CartTotals {
  /** Selected shops (carts) that exist. */
  shops: number;
  /** Product lines in them. */
  lines: number;
  /** Pieces in them. */
  quantity: number;
}

/**
 * What ordering the selected shops costs: the sum of each cart's totals, the fee computed per cart.
 * Ids that are not in `carts` are ignored.
 */
export function selectionSummary(
  carts: readonly CartLike[],
  selected: Iterable<number>,
  rate: number,
  feeBuyer: FeeBuyer | undefined | null,
): SelectionSummary {
  const ids = new Set(selected);
  const summary: SelectionSummary = { shops: 0, lines: 0, quantity: 0, goodsCny: 0, goodsVnd: 0, fee: 0, total: 0 };
  let fen = 0;
  for (const cart of carts) {
    if (!ids.has(cart.Id)) continue;
    const totals = cartTotals(cart.CartItems, rate, feeBuyer);
    fen += goodsFen(cart.CartItems);
    summary.shops += 1;
    summary.lines += cart.CartItems.length;
    summary.quantity += cart.CartItems.reduce((sum, item) => sum + (Number.isFinite(item.Quantity) ? item.Quantity : 0), 0);
    summary.goodsVnd += totals.goodsVnd;
    summary.fee += totals.fee;
    summary.total += totals.total;
  }
  summary.goodsCny = fen / 100;
  return summary;
}

/** Pieces in a cart. The cart Quantity shown is always this sum (SPEC §3); a broken quantity counts as 0. */
export function cartQuantity(items: readonly Pick<PricedItem, 'Quantity'>[]): number {
  let total = 0;
  for (const item of items) if (Number.isFinite(item.Quantity) && item.Quantity > 0) total += item.Quantity;
  return total;
}

export type SelectAllState = 'none' | 'some' | 'all';

/** The select-all box of a page: all of its shops ticked, some, or none (also when the page is empty). */
export function selectAllState(cartIds: readonly number[], selected: ReadonlySet<number>): SelectAllState {
  let ticked = 0;
  for (const id of cartIds) if (selected.has(id)) ticked += 1;
  if (ticked === 0) return 'none';
  return ticked === cartIds.length ? 'all' : 'some';
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

// Edits shown before the server confirms them ------------------------------------------------------------

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
  /** Saved; dropped when the next answer from the server arrives. */
  settled: boolean;
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
  /** The save `seq` succeeded: its value stays until the next answer carries it. */
  | { type: 'saved'; target: EditTarget; seq: number }
  /** The save `seq` failed: the server's value comes back, unless a newer save has replaced it. */
  | { type: 'failed'; target: EditTarget; seq: number }
  /** Deleted items, removed or ordered shops. */
  | { type: 'hide'; items?: readonly number[]; carts?: readonly number[] }
  /** A fresh answer from the server: saved values are in it now; what it no longer holds needs no hiding. */
  | { type: 'answer'; carts: readonly CartShape[] };

export const noCartEdits: CartEdits = { patches: new Map(), hiddenItems: new Set(), hiddenCarts: new Set() };

const editKey = (target: EditTarget) =>
  target.kind === 'item' ? `item:${String(target.itemId)}:${target.field}` : `cart:${String(target.cartId)}`;

/** The optimistic-update engine of the cart, as a reducer: every state it returns is new or `edits` itself. */
export function cartEditsReducer(edits: CartEdits, action: CartEditAction): CartEdits {
  switch (action.type) {
    case 'edit': {
      const patches = new Map(edits.patches);
      patches.set(editKey(action.target), { value: action.value, seq: action.seq, settled: false });
      return { ...edits, patches };
    }
    case 'saved':
    case 'failed': {
      const key = editKey(action.target);
      const current = edits.patches.get(key);
      if (current?.seq !== action.seq) return edits;
      const patches = new Map(edits.patches);
      if (action.type === 'saved') patches.set(key, { ...current, settled: true });
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
    case 'answer':
      return pruneHidden(dropSettled(edits), action.carts);
  }
}

function dropSettled(edits: CartEdits): CartEdits {
  if (![...edits.patches.values()].some((patch) => patch.settled)) return edits;
  return { ...edits, patches: new Map([...edits.patches].filter(([, patch]) => !patch.settled)) };
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

// Cart edits -------------------------------------------------------------------------------------------

/** PUT /api/order/updatecartitemfield/{id} — assumed shape: one field of one cart item. */
export type UpdateCartItemFieldRequest = { Field: 'Quantity'; Value: number } | { Field: 'Note'; Value: string };

/**
 * PUT /api/order/updatecartfield/{id} — assumed shape: one field of a cart (a shop). Only the note:
 * the cart quantity is the sum of its items (SPEC §3) and is changed through the items.
 */
export interface UpdateCartFieldRequest {
  Field: 'Note';
  Value: string;
}

/** The message for a cart (item) field edit, or undefined when it may be sent. */
export function validateCartField(body: UpdateCartItemFieldRequest | UpdateCartFieldRequest): string | undefined {
  if (body.Field === 'Quantity') return isValidQuantity(body.Value) ? undefined : cartMessages.quantityRange;
  return noteError(body.Value);
}

/** POST /api/order/orderbuyids — assumed shape: order the selected carts (shops). */
export interface OrderBuyIdsRequest {
  CartIds: number[];
}

export function validateOrderBuyIds(body: OrderBuyIdsRequest): FieldErrors<OrderBuyIdsRequest> {
  return isIdList(body.CartIds) ? {} : { CartIds: cartMessages.cartsRequired };
}

// Order by link ----------------------------------------------------------------------------------------

/** One product line of POST /api/order/createorder — assumed shape, close to the cart add payload. */
export interface CreateOrderLine {
  Link: string;
  ProductId: string;
  Source: Marketplace;
  Name: string;
  Size: string;
  Color: string;
  /** Size and colour joined by ';' (SPEC §3), as the cart carries it. */
  Options: string;
  Quantity: number;
  /** ¥ per piece. */
  Price: number;
  Image?: string;
  Note: string;
}

/** POST /api/order/createorder — assumed shape. Several lines of the same shop are allowed. */
export interface CreateOrderRequest {
  Lines: CreateOrderLine[];
  Note: string;
}

/** What the customer types for a line; the product id, source and options are derived from it. */
export interface OrderLineValues {
  Link: string;
  Name: string;
  Size: string;
  Color: string;
  Quantity: number | null;
  Price: number | null;
  Image?: string;
  Note: string;
}

export interface CreateOrderValues {
  Lines: OrderLineValues[];
  Note: string;
}

export type OrderLineErrors = FieldErrors<CreateOrderLine>;

export interface CreateOrderErrors {
  /** About the list as a whole: none, or too many. */
  Lines?: string;
  Note?: string;
  /** Index-aligned with Lines; present only when some line is invalid (valid lines get {}). */
  LineErrors?: OrderLineErrors[];
}

export const emptyOrderLine: OrderLineValues = { Link: '', Name: '', Size: '', Color: '', Quantity: 1, Price: null, Image: '', Note: '' };

function optionError(value: unknown, tooLong: string, separator: string): string | undefined {
  if (trimmed(value).includes(';')) return separator;
  return textError(value, { max: OPTION_MAX, outOfRange: tooLong });
}

function priceError(price: unknown): string | undefined {
  if (typeof price !== 'number' || Number.isNaN(price)) return cartMessages.priceRequired;
  if (price <= 0) return cartMessages.pricePositive;
  if (price > PRICE_MAX) return cartMessages.priceMax;
  // Compare in fen with a tolerance: 19.9 * 100 is 1989.9999999999998.
  if (Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) return cartMessages.priceDecimals;
  return undefined;
}

/**
 * One line. A payload line (mock server) also carries ProductId and Source; they must agree with the
 * link, so a client cannot order one product under another's id.
 */
export function validateOrderLine(line: OrderLineValues & Partial<Pick<CreateOrderLine, 'ProductId' | 'Source'>>): OrderLineErrors {
  const link = trimmed(line.Link);
  const product = link === '' ? null : readProductLink(link);
  const image = trimmed(line.Image);
  return compactErrors<CreateOrderLine>({
    Link: link === '' ? cartMessages.linkRequired : product === null ? cartMessages.linkInvalid : undefined,
    ProductId:
      product !== null && line.ProductId !== undefined && line.ProductId !== product.productId
        ? cartMessages.productIdMismatch
        : undefined,
    Source:
      product !== null && line.Source !== undefined && line.Source !== product.marketplace ? cartMessages.sourceMismatch : undefined,
    Name: textError(line.Name, { required: cartMessages.nameRequired, max: NAME_MAX, outOfRange: cartMessages.nameTooLong }),
    Size: optionError(line.Size, cartMessages.sizeTooLong, cartMessages.sizeSeparator),
    Color: optionError(line.Color, cartMessages.colorTooLong, cartMessages.colorSeparator),
    Options: undefined,
    Quantity:
      typeof line.Quantity !== 'number' || Number.isNaN(line.Quantity)
        ? cartMessages.quantityRequired
        : isValidQuantity(line.Quantity)
          ? undefined
          : cartMessages.quantityRange,
    Price: priceError(line.Price),
    Image: image === '' || isHttpUrl(image) ? undefined : cartMessages.imageInvalid,
    Note: noteError(line.Note),
  });
}

/** A product as the extension adds it to the cart (POST /api/order/carts): size and colour joined in `Options`. */
export interface CartAddLine extends Pick<CreateOrderLine, 'Link' | 'Name' | 'Quantity' | 'Price' | 'ProductId' | 'Source'> {
  Options: string;
  Note?: string | null;
}

/**
 * The rules of a product line for a product the extension adds to the cart, as the client checks it
 * before keeping it and the mock server on arrival. Its picture is not checked: the extension sends the
 * marketplace's own address, and whether it loads is the browser's business. Nor is a ';' in the colour:
 * 'size;colour' arrives joined, and a ';' inside the colour part is the marketplace's own text.
 */
export function cartAddLineErrors(line: CartAddLine): OrderLineErrors {
  const { size, color } = splitOptions(line.Options);
  const errors = validateOrderLine({
    Link: line.Link,
    Name: line.Name,
    Size: size,
    Color: color,
    Quantity: line.Quantity,
    Price: line.Price,
    Image: '',
    Note: line.Note ?? '',
    ProductId: line.ProductId,
    Source: line.Source,
  });
  delete errors.Color;
  return errors;
}

/** The form or the payload: at least one line, at most {@link ORDER_LINES_MAX}, each line valid. */
export function validateCreateOrder(values: CreateOrderValues | CreateOrderRequest): CreateOrderErrors {
  const lines: readonly OrderLineValues[] = Array.isArray(values.Lines) ? values.Lines : [];
  const errors: CreateOrderErrors = {};
  if (lines.length === 0) errors.Lines = cartMessages.linesRequired;
  else if (lines.length > ORDER_LINES_MAX) errors.Lines = cartMessages.linesTooMany;
  const note = noteError(values.Note);
  if (note !== undefined) errors.Note = note;
  const lineErrors = lines.map(validateOrderLine);
  if (lineErrors.some((line) => !isEmpty(line))) errors.LineErrors = lineErrors;
  return errors;
}

export function hasOrderErrors(errors: CreateOrderErrors): boolean {
  return !isEmpty(errors);
}

/** Flat lines for an alert or a 400 body: 'Sản phẩm 2: Bạn chưa nhập tên sản phẩm'. */
export function orderErrorLines(errors: CreateOrderErrors): string[] {
  const result: string[] = [];
  if (errors.Lines !== undefined) result.push(errors.Lines);
  errors.LineErrors?.forEach((line, index) => {
    for (const message of Object.values(line)) result.push(`Sản phẩm ${index + 1}: ${message}`);
  });
  if (errors.Note !== undefined) result.push(errors.Note);
  return result;
}

/** The payload line for a validated form line; throws if the link or numbers are not valid. */
export function toOrderLine(values: OrderLineValues): CreateOrderLine {
  const product = readProductLink(values.Link);
  if (product === null || values.Quantity === null || values.Price === null) {
    throw new Error('toOrderLine needs a validated line');
  }
  const image = (values.Image ?? '').trim();
  const line: CreateOrderLine = {
    Link: values.Link.trim(),
    ProductId: product.productId,
    Source: product.marketplace,
    Name: values.Name.trim(),
    Size: values.Size.trim(),
    Color: values.Color.trim(),
    Options: joinOptions(values.Size, values.Color),
    Quantity: values.Quantity,
    Price: values.Price,
    Note: values.Note.trim(),
  };
  if (image !== '') line.Image = image;
  return line;
}

export function toCreateOrderRequest(values: CreateOrderValues): CreateOrderRequest {
  return { Lines: values.Lines.map(toOrderLine), Note: values.Note.trim() };
}

// Order by link: the dialog's draft ---------------------------------------------------------------------

/** How the dialog names a marketplace to the customer. */
export const marketplaceLabels: Readonly<Record<Marketplace, string>> = { taobao: 'Taobao', tmall: 'Tmall', '1688': '1688' };

// An integer part, plainly or grouped by 3 ('1.234', '1,234'), then at most one decimal mark with 1–2
// digits. A price has at most 2 decimals, so a mark followed by exactly 3 digits can only be grouping.
const cnyText = /^(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/**
 * A ¥ price as the customer types or pastes it: null when empty, NaN when unreadable. Shops write
 * '89.50' and Vietnamese writes '89,50'; both mean 89.5 (a vi-VN number field would read the first as
 * 8 950). '¥' and spaces are ignored; '1.234,5' and '1,234.5' are 1 234.5.
 */
export function parseCny(text: string): number | null {
  const value = text.replace(/[\s\u00a0¥￥]/g, '');
  if (value === '') return null;
  const match = cnyText.exec(value);
  if (!match) return Number.NaN;
  const whole = (match[1] ?? '').replace(/[.,]/g, '');
  return Number(match[2] === undefined ? whole : `${whole}.${match[2]}`);
}

/** The text a price field starts with for a known price: 89.5 → '89,5' (Vietnamese decimal comma). */
export function cnyInputText(price: number | null): string {
  return price === null || !Number.isFinite(price) ? '' : String(price).replace('.', ',');
}

/** A line as the dialog holds it: the price as typed, read by {@link parseCny} when checked or sent. */
export interface OrderLineDraft extends Omit<OrderLineValues, 'Price'> {
  PriceText: string;
}

export interface CreateOrderDraft {
  Lines: OrderLineDraft[];
  Note: string;
}

export const emptyOrderLineDraft: OrderLineDraft = { Link: '', Name: '', Size: '', Color: '', Quantity: 1, PriceText: '', Image: '', Note: '' };

export function toOrderLineDraft({ Price, ...line }: OrderLineValues): OrderLineDraft {
  return { ...line, PriceText: cnyInputText(Price) };
}

export function fromOrderLineDraft({ PriceText, ...line }: OrderLineDraft): OrderLineValues {
  return { ...line, Price: parseCny(PriceText) };
}

export function fromCreateOrderDraft(draft: CreateOrderDraft): CreateOrderValues {
  return { Lines: draft.Lines.map(fromOrderLineDraft), Note: draft.Note };
}

/** {@link validateCreateOrder} of the draft; a price that was typed but cannot be read says so. */
export function validateCreateOrderDraft(draft: CreateOrderDraft): CreateOrderErrors {
  const errors = validateCreateOrder(fromCreateOrderDraft(draft));
  draft.Lines.forEach((line, index) => {
    if (!Number.isNaN(parseCny(line.PriceText))) return;
    const lineErrors = (errors.LineErrors ??= draft.Lines.map(() => ({})));
    lineErrors[index] = { ...lineErrors[index], Price: cartMessages.priceInvalid };
  });
  return errors;
}

export interface OrderLineAmount {
  /** ¥, to the fen. */
  goodsCny: number;
  /** ₫ at the rate, rounded. */
  goodsVnd: number;
}

/** Price × quantity of one line, in ¥ and ₫; null until both are valid (nothing to show yet). */
export function orderLineAmount(line: Pick<OrderLineValues, 'Price' | 'Quantity'>, rate: number): OrderLineAmount | null {
  if (priceError(line.Price) !== undefined || !isValidQuantity(line.Quantity) || line.Price === null) return null;
  const { goodsCny, goodsVnd } = cartTotals([{ Price: line.Price, Quantity: line.Quantity }], rate, null);
  return { goodsCny, goodsVnd };
}

export interface OrderDraftTotals extends OrderLineAmount {
  /** Each line's amount, index-aligned; null where price or quantity is not valid yet. */
  lines: (OrderLineAmount | null)[];
  /** Lines counted in the total. */
  counted: number;
}

/** The goods of the lines that have a valid price and quantity (no buyer fee: that is charged per order later). */
export function orderDraftTotals(lines: readonly Pick<OrderLineValues, 'Price' | 'Quantity'>[], rate: number): OrderDraftTotals {
  const amounts = lines.map((line) => orderLineAmount(line, rate));
  const priced = lines.filter((_, index) => amounts[index] !== null).map((line) => ({ Price: line.Price ?? 0, Quantity: line.Quantity ?? 0 }));
  const { goodsCny, goodsVnd } = cartTotals(priced, rate, null);
  return { lines: amounts, counted: priced.length, goodsCny, goodsVnd };
}

// Order by link: the request as the server receives it --------------------------------------------------

/** Non-string text fields would break whoever trims them; the form always sends strings. */
const requestTextFields = ['Link', 'ProductId', 'Source', 'Name', 'Size', 'Color', 'Options', 'Note'] as const;

function requestLineErrors(line: CreateOrderLine): OrderLineErrors {
  const errors = validateOrderLine(line);
  for (const field of requestTextFields) {
    if (typeof line[field] !== 'string') errors[field] ??= cartMessages.fieldInvalid;
  }
  if (line.Image !== undefined && typeof line.Image !== 'string') errors.Image ??= cartMessages.imageInvalid;
  // validateOrderLine checks ProductId and Source only when present; here they are required.
  const product = readProductLink(line.Link);
  if (product !== null && line.ProductId !== product.productId) errors.ProductId ??= cartMessages.productIdMismatch;
  if (product !== null && line.Source !== product.marketplace) errors.Source ??= cartMessages.sourceMismatch;
  if (errors.Size === undefined && errors.Color === undefined && typeof line.Options === 'string') {
    if (line.Options !== joinOptions(trimmed(line.Size), trimmed(line.Color))) errors.Options = cartMessages.optionsMismatch;
  }
  return errors;
}

/**
 * POST /api/order/createorder as the (mock) server checks it: the form's rules, plus the derived fields
 * must be there and agree with what they come from — ProductId and Source with the link, Options with
 * Size and Color — so no client can order one product under another's id or options. Lines must be
 * objects (check that before calling).
 */
export function validateCreateOrderRequest(body: CreateOrderRequest): CreateOrderErrors {
  const errors = validateCreateOrder(body);
  if (typeof body.Note !== 'string') errors.Note ??= cartMessages.fieldInvalid;
  const lines: readonly CreateOrderLine[] = Array.isArray(body.Lines) ? body.Lines : [];
  const lineErrors = lines.map(requestLineErrors);
  if (lineErrors.some((line) => !isEmpty(line))) errors.LineErrors = lineErrors;
  else delete errors.LineErrors;
  return errors;
}
