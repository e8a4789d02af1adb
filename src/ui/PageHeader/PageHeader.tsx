import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './PageHeader.css';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons for the page, e.g. 'Tạo yêu cầu giao'. Below the title on phones, to its right from 768 px. */
  actions?: ReactNode;
  /**
   * A back link above the title, e.g. to the order list from an order. The caller passes the link
   * element because src/ui knows nothing of routing.
   */
  back?: ReactNode;
}

export function PageHeader({ title, description, actions, back, className, ...props }: PageHeaderProps) {
  return (
    <div {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      {back != null ? <div className={styles.back}>{back}</div> : null}
      <div className={styles.row}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {description != null ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions != null ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
