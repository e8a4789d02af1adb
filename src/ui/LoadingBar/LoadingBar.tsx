import { ProgressBar } from 'react-aria-components';
import * as styles from './LoadingBar.css';

export interface LoadingBarProps {
  /** Requests in flight (SPEC §9: the loading panel follows a request counter). Shown while above 0. */
  count: number;
  /** @default 'Đang tải' */
  label?: string;
}

/** A thin indeterminate bar across the top of the page while any request is running. */
export function LoadingBar({ count, label = 'Đang tải' }: LoadingBarProps) {
  if (count <= 0) return null;
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.bar}>
      <span className={styles.fill} />
    </ProgressBar>
  );
}
