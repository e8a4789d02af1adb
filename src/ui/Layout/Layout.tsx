import type { HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';
import * as styles from './Layout.css';

export type LayoutElement = (typeof styles.layoutElements)[number];

interface FlexProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** @default 'div' */
  as?: LayoutElement;
  /** A key of `vars.space`, or one per breakpoint: `{ mobile: 'sm', tablet: 'lg' }`. */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment (`align-items`). Inline: 'center' by default. */
  align?: Sprinkles['alignItems'];
  /** Main-axis distribution (`justify-content`). */
  justify?: Sprinkles['justifyContent'];
}

function flexClass(as: LayoutElement, className: string | undefined, own: Sprinkles) {
  return [sprinkles({ display: 'flex', ...own }), styles.minWidthZero, as === 'ul' || as === 'ol' ? styles.list : undefined, className]
    .filter(Boolean)
    .join(' ');
}

export type StackProps = FlexProps;

/** Children one above the other, `gap` apart. */
export function Stack({ as: Element = 'div', gap = 'md', align, justify, className, ...props }: StackProps) {
  return (
    <Element
      {...props}
      className={flexClass(Element, className, { flexDirection: 'column', gap, alignItems: align, justifyContent: justify })}
    />
  );
}

export interface InlineProps extends FlexProps {
  /** Lets children flow onto the next line on narrow screens. @default true */
  wrap?: boolean;
  /**
   * Below this breakpoint the children stack instead, e.g. the buttons of a form footer on a phone.
   * Mobile first: 'tablet' means a column under 768 px and a row from there on.
   */
  stackBelow?: 'tablet' | 'desktop';
}

/** Children side by side, `gap` apart, wrapping by default. */
export function Inline({ as: Element = 'div', gap = 'sm', align, justify, wrap = true, stackBelow, className, ...props }: InlineProps) {
  const flexDirection: Sprinkles['flexDirection'] = stackBelow ? { mobile: 'column', [stackBelow]: 'row' } : 'row';
  // Stacked children fill the width (full-width buttons on a phone); side by side they centre on a line.
  const defaultAlign: Sprinkles['alignItems'] = stackBelow ? { mobile: 'stretch', [stackBelow]: 'center' } : 'center';
  return (
    <Element
      {...props}
      className={flexClass(Element, className, {
        flexDirection,
        flexWrap: wrap ? 'wrap' : 'nowrap',
        gap,
        alignItems: align ?? defaultAlign,
        justifyContent: justify,
      })}
    />
  );
}
