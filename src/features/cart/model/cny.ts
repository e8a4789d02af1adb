/** ¥ prices as the customer types them, and back. */

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
