/**
 * Reads a marketplace product link (SPEC §9): Taobao and Tmall carry the product id in the `id` query
 * parameter; 1688 in the last path segment, without `.html`. Links are pasted by customers and sent
 * by the extension, so anything that is not plainly one of these is refused (null) rather than
 * guessed: another scheme, another host that merely mentions the marketplace, a non-numeric id.
 */

export const marketplaces = ['taobao', 'tmall', '1688'] as const;
export type Marketplace = (typeof marketplaces)[number];

/** Registrable domains; every subdomain (item., m., h5.m., detail., chaoshi.detail. …) belongs to it. */
const domains: readonly (readonly [domain: string, marketplace: Marketplace])[] = [
  ['taobao.com', 'taobao'],
  ['tmall.com', 'tmall'],
  ['tmall.hk', 'tmall'],
  ['1688.com', '1688'],
];

const productId = /^\d{1,20}$/;

function parseHttpUrl(url: string): URL | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

function marketplaceOfUrl(url: URL): Marketplace | null {
  // URL lowercases the host; a fully qualified 'taobao.com.' is the same host.
  const host = url.hostname.replace(/\.$/, '');
  for (const [domain, marketplace] of domains) {
    if (host === domain || host.endsWith(`.${domain}`)) return marketplace;
  }
  return null;
}

/** Which marketplace an http(s) link belongs to, by its host; null for anything else. */
export function marketplaceOf(url: string): Marketplace | null {
  const parsed = parseHttpUrl(url);
  return parsed ? marketplaceOfUrl(parsed) : null;
}

/**
 * The product id of a Taobao, Tmall or 1688 product link, or null when the link is not one. A
 * trailing slash after the 1688 file name is tolerated; the query and fragment are ignored there.
 */
export function productIdFromLink(url: string): string | null {
  const parsed = parseHttpUrl(url);
  if (!parsed) return null;
  const marketplace = marketplaceOfUrl(parsed);
  if (marketplace === null) return null;
  if (marketplace === '1688') {
    const last = parsed.pathname.split('/').filter((segment) => segment !== '').at(-1) ?? '';
    const id = last.replace(/\.html$/i, '');
    return productId.test(id) ? id : null;
  }
  const id = parsed.searchParams.get('id');
  return id !== null && productId.test(id) ? id : null;
}

/** Both at once, for building a cart or order line: null unless the link is a readable product link. */
export function readProductLink(url: string): { marketplace: Marketplace; productId: string } | null {
  const id = productIdFromLink(url);
  const marketplace = marketplaceOf(url);
  return id === null || marketplace === null ? null : { marketplace, productId: id };
}
