import type { HTMLAttributes } from 'react';
import { formatCny, formatVnd, MINUS } from './format';
import * as styles from './Money.css';

export const currencies = ['VND', 'CNY'] as const;
export type Currency = (typeof currencies)[number];

export interface MoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  amount: number;
  /** @default 'VND' */
  currency?: Currency;
  /**
   * A transaction amount: '+' or '−' in front, and green or red. The sign, not the colour, carries the
   * meaning. @default false
   */
  signed?: boolean;
}

export function Money({ amount, currency = 'VND', signed = false, className, ...props }: MoneyProps) {
  const text = currency === 'CNY' ? formatCny(amount, { signed }) : formatVnd(amount, { signed });
  // Read the sign off the text so an amount that rounds to zero is neither green nor red.
  const tone = !signed ? undefined : text.startsWith('+') ? styles.tone.positive : text.startsWith(MINUS) ? styles.tone.negative : undefined;
  return (
    <span {...props} className={[styles.money, tone, className].filter(Boolean).join(' ')}>
      {text}
    </span>
  );
}
