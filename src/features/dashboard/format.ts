import { formatNumber } from '../../ui/Money/number';
import { safeExternalUrl, telHref } from '../../ui/Link';

/** '1 ¥ = 3.650 ₫'; a rate with decimals keeps two of them ('3.650,5 ₫'). */
export function formatRate(rate: number): string {
  return `1\u00a0¥ = ${formatNumber(rate, { maximumFractionDigits: 2 })}\u00a0₫`;
}

const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** A mailto: address for a plain email, or null (the text is then shown as is). */
export function mailtoHref(email: string): string | null {
  const trimmed = email.trim();
  return emailPattern.test(trimmed) ? `mailto:${trimmed}` : null;
}

/** Zalo is a link or a phone number; a number opens the person's page at zalo.me. */
export function zaloUrl(zalo: string): string | null {
  const trimmed = zalo.trim();
  const url = safeExternalUrl(trimmed);
  if (url) return url;
  const tel = telHref(trimmed);
  return tel ? `https://zalo.me/${tel.slice('tel:'.length).replace(/^\+84/, '0')}` : null;
}

/** A shop or product address without the scheme, as people read it. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
