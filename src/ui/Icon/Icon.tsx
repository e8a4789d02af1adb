import type { SVGAttributes } from 'react';
import * as styles from './Icon.css';
import { iconPaths } from './paths';

export type IconName = keyof typeof iconPaths;
export type IconSize = (typeof styles.iconSizes)[number];

export const iconNames = Object.keys(iconPaths) as IconName[];

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  name: IconName;
  /** @default 'md' */
  size?: IconSize;
  /**
   * Makes the icon meaningful on its own (`role="img"` with this name). Without it the icon is
   * decorative and hidden from screen readers: the text beside it carries the meaning.
   */
  label?: string;
}

export function Icon({ name, size = 'md', label, className, ...props }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      {...a11y}
      {...props}
      className={[styles.icon, styles.size[size], className].filter(Boolean).join(' ')}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
