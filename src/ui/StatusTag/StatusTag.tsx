import type { HTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './StatusTag.css';

export type StatusTone = (typeof styles.statusTones)[number];

export interface StatusTagProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'neutral' */
  tone?: StatusTone;
  /** An icon instead of the dot, e.g. 'check' for a completed order. */
  icon?: IconName;
  /** The state in words: colour is never the only signal. */
  children: ReactNode;
}

export function StatusTag({ tone = 'neutral', icon, className, children, ...props }: StatusTagProps) {
  return (
    <span {...props} className={[styles.tag, styles.tone[tone], className].filter(Boolean).join(' ')}>
      {icon ? <Icon name={icon} size="sm" /> : <span className={styles.dot} aria-hidden="true" />}
      {children}
    </span>
  );
}
