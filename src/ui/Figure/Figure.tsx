import type { ReactNode } from 'react';
import * as styles from './Figure.css';

export interface FigureProps {
  label: string;
  children: ReactNode;
  /** A total: a rule above it and the text in semibold. */
  strong?: boolean;
}

/** One labelled value of a summary, label at the start and value at the end; put inside a `<dl>`. */
export function Figure({ label, children, strong = false }: FigureProps) {
  return (
    <div className={strong ? `${styles.figure} ${styles.strong}` : styles.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
