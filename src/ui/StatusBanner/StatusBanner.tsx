import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './StatusBanner.css';

export type StatusBannerTone = (typeof styles.statusBannerTones)[number];

export interface StatusBannerProps {
  children: ReactNode;
  /** @default 'info' */
  tone?: StatusBannerTone;
  /** One thing the customer can do about it, e.g. `Tải lại`. */
  action?: { label: string; onPress: () => void };
}

/**
 * A state of the whole page (offline, a new version is out) in a bar across the top. It is not itself a
 * live region: put it inside one that exists before it appears (`role="status"`), so screen readers hear
 * it arrive.
 */
export function StatusBanner({ children, tone = 'info', action }: StatusBannerProps) {
  return (
    <div className={`${styles.bar} ${styles.tone[tone]}`}>
      <p className={styles.message}>
        <Icon name={tone === 'warning' ? 'warning' : 'info'} className={styles.icon} />
        <span>{children}</span>
      </p>
      {action ? (
        <Button size="sm" variant="secondary" onPress={action.onPress}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
