import { formatNumber } from './number';

/**
 * Money as a Vietnamese customer reads it. Pure, so the unit tests run in node; the digits are
 * vi-VN's, written without Intl (`formatNumber`).
 *
 * - VND: whole dong, dots between thousands, the sign after a no-break space: `1.234.567 ₫` (what
 *   Intl gives for vi-VN, which also rounds half away from zero).
 * - CNY: `¥12,50`. Intl's vi-VN answer is `12,50 CN¥`, which no shop on Taobao or 1688 writes; the
 *   customer compares our price with the one on the product page, so the yen sign goes first and the
 *   grouping and decimal comma stay Vietnamese.
 * - Negative amounts start with a real minus sign (U+2212), as wide as '+', so signed amounts in a
 *   column line up; a hyphen is shorter and reads as a dash. `signed` also puts '+' before positive
 *   amounts, for transactions. Zero — or anything that rounds to zero — has no sign.
 */

export interface FormatMoneyOptions {
  /** '+' before positive amounts (a minus is always shown). @default false */
  signed?: boolean;
}

export const MINUS = '\u2212';
const NBSP = '\u00a0';

const vndDigits = { maximumFractionDigits: 0 };
const cnyDigits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

function sign(amount: number, roundsToZero: boolean, signed: boolean | undefined): string {
  if (roundsToZero) return '';
  if (amount < 0) return MINUS;
  return signed ? '+' : '';
}

/** `formatVnd(1234567)` → `1.234.567 ₫`; `formatVnd(-50000, { signed: true })` → `−50.000 ₫`. */
export function formatVnd(amount: number, options: FormatMoneyOptions = {}): string {
  if (!Number.isFinite(amount)) return '';
  const magnitude = Math.abs(amount);
  return `${sign(amount, Math.round(magnitude) === 0, options.signed)}${formatNumber(magnitude, vndDigits)}${NBSP}₫`;
}

/** `formatCny(12.5)` → `¥12,50`; `formatCny(1234.5)` → `¥1.234,50`. */
export function formatCny(amount: number, options: FormatMoneyOptions = {}): string {
  if (!Number.isFinite(amount)) return '';
  const magnitude = Math.abs(amount);
  return `${sign(amount, Math.round(magnitude * 100) === 0, options.signed)}¥${formatNumber(magnitude, cnyDigits)}`;
}
