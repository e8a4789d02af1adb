// What the browser extension posts (SPEC §4), read as untrusted input: each product is normalised to
// the cart add payload and judged with the rules the server applies; every product ends up taken or
// refused with a reason (issue 13 §1, §2).
import { REFUSAL_REASONS, type RefusalReason } from '../../features/cart/extensionRefusals';
import { NAME_MAX, cartAddLineErrors, cartMessages, type OrderLineErrors } from '../../features/cart/model';
import { joinOptions } from '../../features/shared/options';
import { marketplaceOf, productIdFromLink } from '../../features/shared/productLink';
import { isHttpUrl, isValidQuantity } from '../../features/shared/validation';
import { decode } from '../api/decode';
import { CartAddItemSchema, type CartAddItem } from '../api/schemas/order';

/** More products than this in one message and none of them is taken (docs/api.md). */
export const EXTENSION_BATCH_MAX = 200;
/** Caps of issue 13 §1 that the server's line rule does not already apply (name and note it does). */
export const EXTENSION_CAPS = { options: 500, image: 2_048, sellerName: 200, priceTiers: 100 } as const;

/** One product the portal took: it is in the outbox now, and the extension may forget it. */
export interface TakenReply {
  readonly index: number;
  readonly ProductId: string;
  readonly Link: string;
}
/** One product the portal did not take, and why (a code of REFUSAL_REASONS). */
export interface RefusedReply {
  readonly index: number;
  readonly reason: RefusalReason;
  readonly Link?: string;
}
/** The answer to a products message (docs/api.md "Extension bridge"). */
export interface ExtensionReply {
  /** Kept for extensions that read only this: they clear their data. */
  readonly domain_products_received: true;
  readonly taken: readonly TakenReply[];
  readonly refused: readonly RefusedReply[];
}

/** What the panel needs to show about a refused product. */
export interface RefusedRead {
  readonly index: number;
  readonly name: string;
  readonly link: string;
  readonly reason: RefusalReason;
}

export type ExtensionMessage =
  /** Not the extension's products message (another script's message, our own reply, an empty list). */
  | { readonly kind: 'ignored' }
  /** Over the cap: refused whole. */
  | { readonly kind: 'refused'; readonly count: number }
  | {
      readonly kind: 'batch';
      readonly taken: readonly { readonly index: number; readonly item: CartAddItem }[];
      readonly refused: readonly RefusedRead[];
    };

export type ProductVerdict = { readonly ok: true; readonly item: CartAddItem } | { readonly ok: false; readonly reason: RefusalReason };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The reason codes, for code that reads a reply back (tests, the reply's docs). */
export const isRefusalReason = (value: unknown): value is RefusalReason => (REFUSAL_REASONS as readonly unknown[]).includes(value);

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

/** A number, or a numeric string with surrounding spaces ('128.50', ' 2 '); anything else is kept for the rules to refuse. */
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

const safeImage = (value: unknown) => {
  if (typeof value !== 'string') return '';
  const image = value.trim();
  return image.length <= EXTENSION_CAPS.image && /^https?:\/\//i.test(image) ? image : '';
};

const longerThan = (value: unknown, max: number) => typeof value === 'string' && value.trim().length > max;

/**
 * Real extensions send numbers as strings, empty strings for "none", size and colour apart and fields
 * of their own. Only the fields of the cart add payload are copied (so unknown keys, `__proto__`
 * included, never reach the payload), numbers are read from numeric strings, and a missing ProductId
 * (or Source) is read from the link (SPEC §9).
 */
function withDerivedFields(raw: Record<string, unknown>, Link: string): Record<string, unknown> {
  const field = (key: string): unknown => (Object.hasOwn(raw, key) ? raw[key] : undefined);
  const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
  // Joined the one way the cart joins them (size;colour): a colour alone is ';Đỏ', never 'Đỏ', which
  // every reader takes for a size (issue 25 §13).
  const options = isBlank(field('Options')) ? joinOptions(text(field('Size')), text(field('Color'))) : field('Options');
  const skus = field('Skus');
  const version = numberOf(field('Version'));
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
    Version: isBlank(field('Version')) ? undefined : version,
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

/** The first reason among the server's line errors, in the order a customer would fix them. */
function reasonOfLineErrors(errors: OrderLineErrors): RefusalReason | null {
  if (errors.Link !== undefined) return 'unsupported_link';
  if (errors.ProductId !== undefined || errors.Source !== undefined) return 'link_mismatch';
  if (errors.Quantity !== undefined) return 'quantity';
  if (errors.Price !== undefined) return 'price';
  if (errors.Name !== undefined) return errors.Name === cartMessages.nameRequired ? 'unreadable' : 'too_long';
  if (errors.Size !== undefined || errors.Note !== undefined) return 'too_long';
  return null;
}

/**
 * Judges one product. Taken: it decodes as the cart add payload, its Link is a Taobao, Tmall or 1688
 * product link, it passes the line rules the server checks (ProductId and Source agree with the link,
 * name ≤ 500, quantity, price, note) and the caps of issue 13 §1. The picture and the colour part of
 * Options are not judged, as on the server: the extension sends the marketplace's own picture address
 * and option text.
 */
export function readExtensionProduct(raw: unknown): ProductVerdict {
  if (!isRecord(raw) || typeof raw.Link !== 'string') return { ok: false, reason: 'unreadable' };
  const Link = raw.Link.trim();
  if (productIdFromLink(Link) === null) return { ok: false, reason: 'unsupported_link' };
  const fields = withDerivedFields(raw, Link);
  if (!isValidQuantity(fields.Quantity)) return { ok: false, reason: 'quantity' };
  if (typeof fields.Price !== 'number' || !(fields.Price > 0)) return { ok: false, reason: 'price' };
  if (fields.Version !== undefined && !(typeof fields.Version === 'number' && Number.isInteger(fields.Version) && fields.Version >= 0)) {
    return { ok: false, reason: 'unreadable' };
  }
  if (
    longerThan(fields.Name, NAME_MAX) ||
    longerThan(fields.Options, EXTENSION_CAPS.options) ||
    longerThan(fields.SellerName, EXTENSION_CAPS.sellerName) ||
    (Array.isArray(fields.PriceTable) && fields.PriceTable.length > EXTENSION_CAPS.priceTiers)
  ) {
    return { ok: false, reason: 'too_long' };
  }
  let item: CartAddItem;
  try {
    item = decode(CartAddItemSchema, fields, 'extension message');
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const errors = cartAddLineErrors(item);
  const reason = reasonOfLineErrors(errors);
  return reason === null ? { ok: true, item } : { ok: false, reason };
}

/** The name and link of a refused product as far as they can be read, capped for storage and display. */
function describe(raw: unknown): { name: string; link: string } {
  if (!isRecord(raw)) return { name: '', link: '' };
  const name = typeof raw.Name === 'string' ? raw.Name.trim().slice(0, NAME_MAX) : '';
  const link = typeof raw.Link === 'string' ? raw.Link.trim() : '';
  return { name, link: link.length <= EXTENSION_CAPS.image && isHttpUrl(link) ? link : '' };
}

/** Reads the data of a window message that already passed the source and origin checks. */
export function readExtensionMessage(data: unknown): ExtensionMessage {
  const products = productsOf(data);
  if (products === null || products.length === 0) return { kind: 'ignored' };
  if (products.length > EXTENSION_BATCH_MAX) return { kind: 'refused', count: products.length };
  const taken: { index: number; item: CartAddItem }[] = [];
  const refused: RefusedRead[] = [];
  products.forEach((product, index) => {
    const verdict = readExtensionProduct(product);
    if (verdict.ok) taken.push({ index, item: verdict.item });
    else refused.push({ index, reason: verdict.reason, ...describe(product) });
  });
  return { kind: 'batch', taken, refused };
}

/** The reply that lists what was taken and what was refused (docs/api.md). */
export function replyFor(read: Extract<ExtensionMessage, { kind: 'batch' }>): ExtensionReply {
  return {
    domain_products_received: true,
    taken: read.taken.map(({ index, item }) => ({ index, ProductId: item.ProductId, Link: item.Link })),
    refused: read.refused.map(({ index, reason, link }) => (link === '' ? { index, reason } : { index, reason, Link: link })),
  };
}
