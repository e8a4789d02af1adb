import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import * as styles from './StatusScreens.css';

export interface RouteErrorScreenProps {
  /** Renders the route again (the error boundary resets). */
  onRetry: () => void;
  homeHref: string;
  /** What went wrong, in words for a customer, when the app knows; rendered as text. */
  message?: string;
}

/**
 * What the error boundary inside the shell shows instead of a screen that crashed: the header and the
 * menu keep working, the page says so and offers a retry and a way home. The message is an alert, so
 * it is read out although focus stays where it was.
 */
export function RouteErrorScreen({ onRetry, homeHref, message }: RouteErrorScreenProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.body}>
        <span className={[styles.icon, styles.iconDanger].join(' ')}>
          <Icon name="error" size="lg" />
        </span>
        <div role="alert" className={styles.alert}>
          <h1 className={styles.title}>Trang này gặp lỗi</h1>
          <p className={styles.text}>{message ?? 'Đã có lỗi khi hiển thị trang. Bạn hãy thử lại, hoặc quay về trang chủ.'}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" onPress={onRetry}>
            Thử lại
          </Button>
          <Link href={homeHref} className={styles.action}>
            Về trang chủ
          </Link>
        </div>
      </div>
    </div>
  );
}
