import { useState, type HTMLAttributes } from 'react';
import { safeImageSrc } from '../Link/safeExternalUrl';
import { initialsOf } from './initials';
import * as styles from './Avatar.css';

export type AvatarSize = (typeof styles.avatarSizes)[number];

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's name: the image's alt text, and the source of the initials. */
  name: string;
  /** The picture. Missing, empty or failing to load, the initials show instead. */
  src?: string | null;
  /** @default 'md' */
  size?: AvatarSize;
  /**
   * Hides the avatar from screen readers, for when the name is written right beside it (the header's
   * user menu) and would otherwise be read twice. @default false
   */
  decorative?: boolean;
}

/**
 * What the avatar may show: an http(s) picture (`safeImageSrc`), or an inline raster picture. The latter is
 * the preview of a file the customer just chose, and what the demo backend hands back after saving it (a
 * real server answers with a URL, docs/api.md); a base64 PNG/JPEG/GIF/WebP in an `<img>` can neither run
 * code nor navigate. SVG and every other `data:` type are refused.
 */
function avatarSrc(src: string | null | undefined): string | null {
  const trimmed = src?.trim() ?? '';
  if (/^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i.test(trimmed)) return trimmed;
  return safeImageSrc(trimmed);
}

export function Avatar({ name, src, size = 'md', decorative = false, className, ...props }: AvatarProps) {
  // Remembering which address failed (rather than a boolean) retries automatically when src changes.
  const [failedSrc, setFailedSrc] = useState<string>();
  const safeSrc = avatarSrc(src);
  const showImage = safeSrc !== null && safeSrc !== failedSrc;
  const classes = [styles.avatar, styles.size[size], className].filter(Boolean).join(' ');
  if (showImage) {
    return (
      <span {...props} className={classes} aria-hidden={decorative || undefined}>
        <img className={styles.image} src={safeSrc} alt={decorative ? '' : name} onError={() => setFailedSrc(safeSrc)} />
      </span>
    );
  }
  return (
    <span
      {...props}
      className={classes}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
