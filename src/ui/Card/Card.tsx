import { useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

export type CardPadding = (typeof styles.cardPaddings)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Shown as a heading at the top of the card. */
  title?: ReactNode;
  /** Heading level of the title, to fit the outline of the page (the page title is the h1). @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  /** 'none' for content that brings its own, such as a table. @default 'lg' */
  padding?: CardPadding;
  /** 'section' makes the card a named region (named by its title). @default 'div' */
  as?: 'div' | 'section' | 'article';
}

export function Card({ title, headingLevel = 2, actions, padding = 'lg', as: Element = 'div', className, children, ...props }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || actions != null;
  return (
    <Element
      aria-labelledby={Element !== 'div' && title != null ? titleId : undefined}
      {...props}
      className={[styles.card, styles.padding[padding], className].filter(Boolean).join(' ')}
    >
      {hasHeader ? (
        <div className={[styles.header, padding === 'none' ? styles.headerPadded : undefined].filter(Boolean).join(' ')}>
          {title != null ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {actions != null ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
