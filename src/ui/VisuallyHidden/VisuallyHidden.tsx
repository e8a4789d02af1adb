import type { HTMLAttributes } from 'react';
import * as styles from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only: a count's meaning, a status, a label the layout has no room for. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={[styles.visuallyHidden, className].filter(Boolean).join(' ')} />;
}
