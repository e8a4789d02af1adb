import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** @default 'box' */
  icon?: IconName;
  /** What to do next, e.g. a button 'Thêm sản phẩm'. */
  action?: ReactNode;
  /**
   * The title's heading level. 'none' renders a paragraph, for places where a heading would break the
   * outline, such as inside a table cell. @default 2
   */
  headingLevel?: 2 | 3 | 'none';
}

export function EmptyState({ title, description, icon = 'box', action, headingLevel = 2, className, ...props }: EmptyStateProps) {
  const Title = headingLevel === 'none' ? 'p' : (`h${headingLevel}` as const);
  return (
    <div {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.icon}>
        <Icon name={icon} size="lg" />
      </span>
      <Title className={styles.title}>{title}</Title>
      {description != null ? <p className={styles.description}>{description}</p> : null}
      {action != null ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

/**
 * Whether a list's filters are set, for the ListEmptyState inside its table. A list screen provides it
 * around a memoized table, so that setting the first filter (the old page shows while the new one
 * loads) renders the empty text again, not every row's cells (issue 26).
 */
export const ListFilteredContext = createContext(false);

export interface ListEmptyStateProps extends Omit<EmptyStateProps, 'title' | 'description'> {
  /** Whether the customer's filters hide rows. @default the nearest ListFilteredContext */
  filtered?: boolean;
  /** Nothing filtered and nothing there: what will come here. */
  none: { title: ReactNode; description?: ReactNode };
  /** Filters set: that nothing matches, and what to change. */
  whenFiltered: { title: ReactNode; description?: ReactNode };
}

/**
 * A list's empty state, which says one thing when the customer's filters hide every row and another
 * when there is simply nothing yet: "remove a filter" with no filter set sends the customer looking for
 * one (every paged list has both, issue 16).
 */
export function ListEmptyState({ filtered, none, whenFiltered, ...props }: ListEmptyStateProps) {
  const fromList = useContext(ListFilteredContext);
  const { title, description } = (filtered ?? fromList) ? whenFiltered : none;
  return <EmptyState {...props} title={title} description={description} />;
}
