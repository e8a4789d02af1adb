import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './FilterBar.css';

export interface FilterBarProps extends Omit<HTMLAttributes<HTMLElement>, 'aria-label'> {
  /** Names the search landmark, e.g. 'Lọc kiện hàng'; screen-reader users jump to it by this name. */
  'aria-label': string;
  /** The filter fields (SearchField, Select, DateRangePicker …), laid out in a responsive grid. */
  children: ReactNode;
}

/** The filters above a list: a named `search` landmark that stacks on a phone and rows up on a desktop. */
export function FilterBar({ className, children, ...props }: FilterBarProps) {
  return (
    <search {...props} className={[styles.bar, className].filter(Boolean).join(' ')}>
      {children}
    </search>
  );
}

/** Wrap a field that should take a whole row on a tablet (a date range is two inputs wide). */
export function FilterBarWide({ children }: { children: ReactNode }) {
  return <div className={styles.wide}>{children}</div>;
}
