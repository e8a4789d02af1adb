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

/** The classes of a summary bar's figure: ui/theme/summaryBar's, or those of a bar laid out its own way (the cart's). */
export interface BarFigureStyles {
  figure: string;
  value: string;
}

export interface BarFigureProps {
  styles: BarFigureStyles;
  label: string;
  children: ReactNode;
  /** Added to the value's class: a total's colour, a balance below zero. */
  valueClassName?: string;
}

/** One figure of a summary bar under a list to pay for or to deliver; put inside the bar's `<dl>`. */
export function BarFigure({ styles: bar, label, children, valueClassName }: BarFigureProps) {
  return (
    <div className={bar.figure}>
      <dt>{label}</dt>
      <dd className={valueClassName ? `${bar.value} ${valueClassName}` : bar.value}>{children}</dd>
    </div>
  );
}
