import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { media } from '../theme/breakpoints';
import { useMedia } from '../theme/useMedia';
import * as styles from './FilterBar.css';

export type FilterBarVariant = (typeof styles.filterBarVariants)[number];

export interface FilterBarProps extends Omit<HTMLAttributes<HTMLElement>, 'aria-label'> {
  /** Names the search landmark, e.g. 'Lọc kiện hàng'; screen-reader users jump to it by this name. */
  'aria-label': string;
  /** The filter fields (SearchField, Select, DateRangePicker …), laid out in a responsive grid. */
  children: ReactNode;
  /** 'plain' drops the frame, for a bar inside a Card that already frames it. @default 'framed' */
  variant?: FilterBarVariant;
  /** How many filters are set: shown on the `Bộ lọc` button that folds the fields on a phone. @default 0 */
  activeCount?: number;
}

/**
 * The filters above a list: a named `search` landmark that stacks on a phone and rows up on a desktop.
 * On a screen of 568 px or less the fields fold behind a `Bộ lọc` button that says how many are set,
 * so the first results are in view without scrolling past four fields; folded, they are not rendered
 * until the first unfold.
 */
export function FilterBar({ variant = 'framed', activeCount = 0, className, children, ...props }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const fieldsId = useId();
  // Folded fields are not built until the first unfold: on a phone a list's first render then skips its
  // selects, date pickers and search fields, which nobody sees yet (issue 26). Once built they stay, so
  // folding keeps what was typed.
  // Narrow enough for the fields to fold (FilterBar.css.ts: `media.narrow`).
  const narrow = useMedia(media.narrow);
  const [built, setBuilt] = useState(false);
  const showFields = built || open || !narrow;
  if (showFields && !built) setBuilt(true);
  return (
    // The role repeats what <search> means for browsers and tools that predate the element (Safari 16,
    // Firefox 117, dom-testing-library's role table); without it they see no landmark.
    <search role="search" {...props} className={[styles.bar, styles.variant[variant], className].filter(Boolean).join(' ')}>
      <Button
        variant="secondary"
        size="sm"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={fieldsId}
        onPress={() => setOpen((was) => !was)}
      >
        Bộ lọc
        <Badge count={activeCount} tone="brand" className={styles.toggleCount} aria-label={`(${activeCount} đang đặt)`} />
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size="sm" />
      </Button>
      <div id={fieldsId} className={styles.fields} data-open={open || undefined}>
        {showFields ? children : null}
      </div>
    </search>
  );
}

/** Wrap a field that should take a whole row on a tablet (a date range is two inputs wide). */
export function FilterBarWide({ children }: { children: ReactNode }) {
  return <div className={styles.wide}>{children}</div>;
}
