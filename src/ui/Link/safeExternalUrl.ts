/**
 * Link checks, pure so they are unit-tested in node. Addresses from the server (shop links, support
 * pages) are untrusted: only http: and https: may become a link (DESIGN §5). A `javascript:` or
 * `data:` address would run code or show a forged page under our origin.
 */

/** The URL, normalised, when it is an absolute http(s) address without credentials; otherwise null. */
export function safeExternalUrl(url: string): string | null {
  let parsed: URL;
  try {
    // The URL parser also removes tabs and newlines, so "java\tscript:" is judged as the browser would.
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // "https://shop.vn@evil.example" reads like shop.vn but goes to evil.example.
  if (parsed.username !== '' || parsed.password !== '') return null;
  return parsed.href;
}

/** A tel: address from a phone number as people write it ("0912 345 678", "+84 24 3333 4444"). */
export function telHref(phone: string): string | null {
  const compact = phone.replace(/[\s.()-]/g, '');
  return /^\+?\d{3,15}$/.test(compact) ? `tel:${compact}` : null;
}

/** An address inside the portal: a hash route ('#/order/cart') or a tel: address made by `telHref`. */
export function safeInternalHref(href: string): string | null {
  if (/^#\S*$/.test(href)) return href;
  if (/^tel:\+?\d{3,15}$/.test(href)) return href;
  return null;
}

/**
 * An image address from the server or an extension, as `<img src>` may use it; otherwise null and the
 * placeholder shows (issue 12 §5). Only what resolves to http(s) passes: an absolute http(s) address, or
 * one relative to the portal (the demo's own pictures). `data:`, `blob:`, `javascript:` and the like are
 * refused: a picture the portal made itself (a chosen file's preview) never goes through here.
 */
export function safeImageSrc(src: string | null | undefined): string | null {
  const trimmed = src?.trim() ?? '';
  if (trimmed === '') return null;
  // A relative address is judged as what it resolves to here (its scheme is the page's): the one rule above.
  let resolved: string;
  try {
    resolved = new URL(trimmed, 'https://portal.invalid/').href;
  } catch {
    return null;
  }
  return safeExternalUrl(resolved) === null ? null : trimmed;
}
