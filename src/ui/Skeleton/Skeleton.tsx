import type { CSSProperties, HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Skeleton.css';

export type SkeletonVariant = (typeof styles.skeletonVariants)[number];

export const defaultLoadingLabel = 'Đang tải…';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** @default 'text' */
  variant?: SkeletonVariant;
  /** How many lines (text) or blocks to draw. @default 1 */
  lines?: number;
  /** CSS width of each shape, e.g. '12ch' or '100%'. */
  width?: CSSProperties['width'];
  /** CSS height of each shape (block and circle). */
  height?: CSSProperties['height'];
  /**
   * Announces the loading once for the whole region: `true` says 'Đang tải…', a string says that
   * instead. Give it to one skeleton per region; the others stay silent.
   */
  label?: boolean | string;
}

/**
 * A grey placeholder in the shape of content that is on its way. The shapes are hidden from screen
 * readers (they carry nothing); the optional status text is what a screen reader hears.
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, label, className, style, ...props }: SkeletonProps) {
  const count = Math.max(1, Math.floor(lines));
  const shapeStyle: CSSProperties = { width, height };
  const status = label === true ? defaultLoadingLabel : label || undefined;
  return (
    <div {...props} className={[styles.root, className].filter(Boolean).join(' ')} style={style}>
      <div aria-hidden="true" className={styles.shapes}>
        {Array.from({ length: count }, (_, index) => (
          <span
            key={index}
            className={[
              styles.shape,
              styles.variant[variant],
              variant === 'text' && count > 1 && index === count - 1 && width == null ? styles.lastLine : undefined,
            ]
              .filter(Boolean)
              .join(' ')}
            style={shapeStyle}
          />
        ))}
      </div>
      {status ? (
        <span role="status">
          <VisuallyHidden>{status}</VisuallyHidden>
        </span>
      ) : null}
    </div>
  );
}
