import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './FilterBar.css';

export type FilterBarVariant = (typeof styles.filterBarVariants)[number];

export interface FilterBarProps extends Omit<HTMLAttributes<HTMLElement>, 'aria-label'> {
  /** Names the search landmark, e.g. 'Lọc kiện hàng'; screen-reader users jump to it by this name. */
  'aria-label': string;
  /** The filter fields (SearchField, Select, DateRangePicker …), laid out in a responsive grid. */
  children: ReactNode;
  /** 'plain' drops the frame, for a bar inside a Card that already frames it. @default 'framed' */
  variant?: FilterBarVariant;
}

/** The filters above a list: a named `search` landmark that stacks on a phone and rows up on a desktop. */
export function FilterBar({ variant = 'framed', className, children, ...props }: FilterBarProps) {
  return (
    // The role repeats what <search> means for browsers and tools that predate the element (Safari 16,
    // Firefox 117, dom-testing-library's role table); without it they see no landmark.
    <search role="search" {...props} className={[styles.bar, styles.variant[variant], className].filter(Boolean).join(' ')}>
      {children}
    </search>
  );
}

/** Wrap a field that should take a whole row on a tablet (a date range is two inputs wide). */
export function FilterBarWide({ children }: { children: ReactNode }) {
  return <div className={styles.wide}>{children}</div>;
}
