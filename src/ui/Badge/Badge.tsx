import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Badge.css';

export type BadgeTone = (typeof styles.badgeTones)[number];

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  count: number;
  /** Above this the badge shows `${max}+`. @default 99 */
  max?: number;
  /** A zero count is hidden unless this is set. @default false */
  showZero?: boolean;
  /** @default 'danger' */
  tone?: BadgeTone;
  /**
   * What the number means, read instead of the bare digits, e.g. '3 sản phẩm trong giỏ'. Without it a
   * screen reader hears only the number.
   */
  'aria-label'?: string;
}

export function badgeText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/**
 * A count beside a link or button. The digits are hidden from screen readers when a label is given,
 * because a `span` may not carry `aria-label` itself (it has no role) — the label is rendered as
 * visually hidden text instead, so it also joins the accessible name of the link it sits in.
 */
export function Badge({ count, max = 99, showZero = false, tone = 'danger', 'aria-label': label, className, ...props }: BadgeProps) {
  if (count <= 0 && !(showZero && count === 0)) return null;
  const text = badgeText(count, max);
  return (
    <span {...props} className={[styles.badge, styles.tone[tone], className].filter(Boolean).join(' ')}>
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </span>
  );
}
