import { safeImageSrc } from '../Link/safeExternalUrl';
import * as styles from './Thumbnail.css';

export type ThumbnailSize = keyof typeof styles.size;

export interface ThumbnailProps {
  /** An http(s) picture address; '' when there is none. */
  src: string;
  /** Empty for a picture beside its own name (decorative). @default '' */
  alt?: string;
  /** 32, 48, 56 or 64 px square. @default 'md' */
  size?: ThumbnailSize;
  /** Places the square in a parent's grid (e.g. a grid area). */
  className?: string;
}

/** A picture in a fixed square; a missing or unsafe picture is an empty grey square, not a broken image. */
export function Thumbnail({ src, alt = '', size = 'md', className }: ThumbnailProps) {
  const classes = [styles.thumb, styles.size[size], className].filter(Boolean).join(' ');
  const safeSrc = safeImageSrc(src);
  if (safeSrc === null) return <span className={classes} aria-hidden="true" />;
  return <img src={safeSrc} alt={alt} loading="lazy" decoding="async" className={classes} />;
}
