import { useState, type HTMLAttributes } from 'react';
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

export function Avatar({ name, src, size = 'md', decorative = false, className, ...props }: AvatarProps) {
  // Remembering which address failed (rather than a boolean) retries automatically when src changes.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = Boolean(src) && src !== failedSrc;
  const classes = [styles.avatar, styles.size[size], className].filter(Boolean).join(' ');
  if (showImage && src) {
    return (
      <span {...props} className={classes} aria-hidden={decorative || undefined}>
        <img className={styles.image} src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} />
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
