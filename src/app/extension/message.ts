// What the browser extension posts (SPEC §4), read as untrusted input: the message decides nothing
// until every product in it has passed the same schema and line rules the server applies.
import { splitOptions, validateOrderLine } from '../../features/cart/model';
import { marketplaceOf, productIdFromLink } from '../../features/shared/productLink';
import { decode } from '../api/decode';
import { CartAddItemSchema, type CartAddItem } from '../api/schemas/order';

/** More products than this in one message and none of them is taken (docs/api.md). */
export const EXTENSION_BATCH_MAX = 200;

/** The answer that tells the extension it may clear its data. */
export const RECEIVED_REPLY = { domain_products_received: true } as const;

export type ExtensionMessage =
  /** Not the extension's products message (another script's message, our own reply, an empty list). */
  | { readonly kind: 'ignored' }
  /** Over the cap: refused whole. */
  | { readonly kind: 'refused'; readonly count: number }
  | { readonly kind: 'batch'; readonly items: readonly CartAddItem[]; readonly skipped: number; readonly raw: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The list in `data.domain_products`: an array, or the JSON text of one (extensions often keep their
 * data as JSON strings). Anything else: null.
 */
function productsOf(data: unknown): unknown[] | null {
  if (!isRecord(data) || !Object.hasOwn(data, 'domain_products')) return null;
  let products = data.domain_products;
  if (typeof products === 'string') {
    try {
      products = JSON.parse(products) as unknown;
    } catch {
      return null;
    }
  }
  return Array.isArray(products) ? (products as unknown[]) : null;
}

/** A number, or a numeric string with surrounding spaces ('128.50', ' 2 '); anything else is kept for the schema to refuse. */
function numberOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : value;
}

/** Price tiers as a list, the JSON text of one, or ''/absent (no tiers). */
function priceTableOf(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const safeImage = (value: unknown) => (typeof value === 'string' && /^https?:\/\//i.test(value.trim()) ? value.trim() : '');

/**
 * Real extensions send numbers as strings, empty strings for "none", size and colour apart and fields
 * of their own. Only the fields of the cart add payload are copied (so unknown keys, `__proto__`
 * included, never reach the payload), numbers are read from numeric strings, and a missing ProductId
 * (or Source) is read from the link (SPEC §9).
 */
function withDerivedFields(raw: unknown): unknown {
  if (!isRecord(raw) || typeof raw.Link !== 'string') return raw;
  const Link = raw.Link.trim();
  const field = (key: string): unknown => (Object.hasOwn(raw, key) ? raw[key] : undefined);
  const options = isBlank(field('Options'))
    ? [field('Size'), field('Color')].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(';')
    : field('Options');
  const skus = field('Skus');
  const derived: Record<string, unknown> = {
    Source: typeof field('Source') === 'string' ? (field('Source') as string).trim().toLowerCase() : field('Source'),
    ProductId: typeof field('ProductId') === 'string' ? (field('ProductId') as string).trim() : field('ProductId'),
    Name: field('Name'),
    Image: safeImage(field('Image')),
    Link,
    Price: numberOf(field('Price')),
    PriceTable: priceTableOf(field('PriceTable')),
    Options: options,
    Skus: isBlank(skus) ? undefined : Array.isArray(skus) ? JSON.stringify(skus) : skus,
    SellerId: field('SellerId'),
    SellerName: field('SellerName'),
    Quantity: numberOf(field('Quantity')),
    Version: isBlank(field('Version')) ? undefined : numberOf(field('Version')),
    Note: isBlank(field('Note')) ? undefined : field('Note'),
  };
  if (isBlank(derived.ProductId)) {
    const id = productIdFromLink(Link);
    if (id !== null) derived.ProductId = id;
  }
  if (isBlank(derived.Source)) {
    const marketplace = marketplaceOf(Link);
    if (marketplace !== null) derived.Source = marketplace;
  }
  // Absent optional fields stay absent rather than present-and-undefined.
  return Object.fromEntries(Object.entries(derived).filter(([, value]) => value !== undefined));
}

/**
 * One product, or null when it is malformed: it must decode with the cart add payload schema, its Link
 * must be a Taobao, Tmall or 1688 product link, and it must pass the line rules the server checks
 * (ProductId and Source agree with the link, name, quantity, price, note). The picture and the colour
 * part of Options are not judged, as on the server: the extension sends the marketplace's own picture
 * address and the marketplace's own option text.
 */
export function readExtensionProduct(raw: unknown): CartAddItem | null {
  let item: CartAddItem;
  try {
    item = decode(CartAddItemSchema, withDerivedFields(raw), 'extension message');
  } catch {
    return null;
  }
  if (productIdFromLink(item.Link) === null) return null;
  const { size, color } = splitOptions(item.Options);
  const errors = validateOrderLine({
    Link: item.Link,
    Name: item.Name,
    Size: size,
    Color: color,
    Quantity: item.Quantity,
    Price: item.Price,
    Image: '',
    Note: item.Note ?? '',
    ProductId: item.ProductId,
    Source: item.Source,
  });
  delete errors.Color;
  return Object.keys(errors).length === 0 ? item : null;
}

/** Reads the data of a window message that already passed the source and origin checks. */
export function readExtensionMessage(data: unknown): ExtensionMessage {
  const products = productsOf(data);
  if (products === null || products.length === 0) return { kind: 'ignored' };
  if (products.length > EXTENSION_BATCH_MAX) return { kind: 'refused', count: products.length };
  const items: CartAddItem[] = [];
  for (const product of products) {
    const item = readExtensionProduct(product);
    if (item !== null) items.push(item);
  }
  return { kind: 'batch', items, skipped: products.length - items.length, raw: products };
}
