import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './ErrorState.css';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** @default 'Không tải được dữ liệu' */
  title?: ReactNode;
  /** The reason, when one is known, e.g. 'Mất kết nối mạng.'. Rendered as text. */
  message?: ReactNode;
  /** Shows a 'Thử lại' button. Without it the state offers no retry. */
  onRetry?: () => void;
  /** The retry is running: the button keeps focus and ignores presses. */
  isRetrying?: boolean;
}

/**
 * A failed load in place of the content. `role="alert"` announces it when it replaces a loading
 * state, without moving focus away from where the user was.
 */
export function ErrorState({ title = 'Không tải được dữ liệu', message, onRetry, isRetrying, className, ...props }: ErrorStateProps) {
  return (
    <div role="alert" {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.icon}>
        <Icon name="error" size="lg" />
      </span>
      <p className={styles.title}>{title}</p>
      {message != null ? <p className={styles.message}>{message}</p> : null}
      {onRetry ? (
        <div className={styles.action}>
          <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
            Thử lại
          </Button>
        </div>
      ) : null}
    </div>
  );
}
