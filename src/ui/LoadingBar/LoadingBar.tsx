import * as styles from './LoadingBar.css';

export interface LoadingBarProps {
  /** Requests in flight (SPEC §9: the loading panel follows a request counter). Shown while above 0. */
  count: number;
  /** @default 'Đang tải' */
  label?: string;
}

/**
 * A thin indeterminate bar across the top of the page while any request is running. Written as the
 * ARIA progressbar it is rather than react-aria's ProgressBar: an indeterminate bar has no value to
 * format, and react-aria's brings its number formatter into the login page's first load (≈1.2 kB gzip,
 * issue 15).
 */
export function LoadingBar({ count, label = 'Đang tải' }: LoadingBarProps) {
  if (count <= 0) return null;
  return (
    <div role="progressbar" aria-label={label} className={styles.bar}>
      <span className={styles.fill} />
    </div>
  );
}
