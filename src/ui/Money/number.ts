/**
 * Numbers as vi-VN writes them — dots between thousands, a decimal comma, `-` before a negative — the
 * same strings `new Intl.NumberFormat('vi-VN', options).format(value)` gives, written without Intl.
 *
 * Why not Intl: the first Intl call in a page starts V8's ICU services, 40–70 ms of one task at CPU ×1
 * on the benchmark machine (docs/decisions.md, "No Intl while a page loads"). The portal speaks only
 * Vietnamese, and a page that formats its numbers here touches no Intl while it loads; Intl is paid
 * for only where a control needs it (a money field's parser, a date field).
 *
 * Rounding is Intl's: half away from zero, on the number's shortest decimal form (1.005 → `1,01`,
 * where `(1.005).toFixed(2)` gives `1.00`). A unit test holds every option to Intl's answer.
 */

export interface NumberOptions {
  /** @default 0 */
  minimumFractionDigits?: number;
  /** @default 3, as Intl */
  maximumFractionDigits?: number;
  /** Write a fraction as a percentage, `0.125` → `12,5%` (Intl's `style: 'percent'`, its default maximum 0). */
  percent?: boolean;
}

/** The shortest decimal form of a finite, non-negative number: its digits and where the point goes. */
function decimalOf(magnitude: number, shift: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent) + shift;
  const leadingZeros = /^0*/.exec(digits)?.[0].length ?? 0;
  if (leadingZeros === digits.length) return { digits: '0', point: 1 };
  digits = digits.slice(leadingZeros);
  point -= leadingZeros;
  return { digits, point };
}

/** `digits` rounded half up at `keep` digits; the point moves right when a carry adds a digit. */
function roundDigits(digits: string, point: number, keep: number): { digits: string; point: number } {
  if (keep >= digits.length) return { digits, point };
  if (keep < 0) return { digits: '0', point: 1 };
  const kept = digits.slice(0, keep);
  if ((digits[keep] ?? '0') < '5') return kept === '' ? { digits: '0', point: 1 } : { digits: kept, point };
  // Add one in the last kept place, carrying through the nines.
  let carried = '';
  let index = kept.length - 1;
  while (index >= 0 && kept[index] === '9') {
    carried = `0${carried}`;
    index -= 1;
  }
  if (index < 0) return { digits: `1${carried}`, point: point + 1 };
  return { digits: `${kept.slice(0, index)}${String(Number(kept[index]) + 1)}${carried}`, point };
}

function groupThousands(whole: string): string {
  let grouped = '';
  for (let end = whole.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = grouped === '' ? whole.slice(start, end) : `${whole.slice(start, end)}.${grouped}`;
  }
  return grouped;
}

/** `formatNumber(1234567.891)` → `1.234.567,891`; `formatNumber(0.125, { percent: true, maximumFractionDigits: 1 })` → `12,5%`. */
export function formatNumber(value: number, options: NumberOptions = {}): string {
  const { percent = false } = options;
  const maximumFractionDigits = options.maximumFractionDigits ?? (percent ? 0 : 3);
  const minimumFractionDigits = Math.min(options.minimumFractionDigits ?? 0, maximumFractionDigits);
  const suffix = percent ? '%' : '';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (Number.isNaN(value)) return `NaN${suffix}`;
  if (!Number.isFinite(value)) return `${sign}∞${suffix}`;

  const exact = decimalOf(Math.abs(value), percent ? 2 : 0);
  const { digits, point } = roundDigits(exact.digits, exact.point, exact.point + maximumFractionDigits);
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const fraction = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0)))
    .replace(/0+$/, '')
    .padEnd(minimumFractionDigits, '0');
  return `${sign}${groupThousands(whole)}${fraction === '' ? '' : `,${fraction}`}${suffix}`;
}
