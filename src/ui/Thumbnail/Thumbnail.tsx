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

/** A relative address (our own assets), http(s), or an inlined image; never javascript: or the like. */
function safeSrc(src: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(src.trim())?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' || /^data:image\//i.test(src.trim());
}

/** A picture in a fixed square; a missing or unsafe picture is an empty grey square, not a broken image. */
export function Thumbnail({ src, alt = '', size = 'md', className }: ThumbnailProps) {
  const classes = [styles.thumb, styles.size[size], className].filter(Boolean).join(' ');
  if (src.trim() === '' || !safeSrc(src)) return <span className={classes} aria-hidden="true" />;
  return <img src={src} alt={alt} loading="lazy" decoding="async" className={classes} />;
}
