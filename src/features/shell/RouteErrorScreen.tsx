import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import * as styles from './StatusScreens.css';

export interface RouteErrorScreenProps {
  /** `Thử lại`: renders the route again (the error boundary resets). Without it there is no such button. */
  onRetry?: () => void;
  /** `Tải lại trang`: the page reloads (the root boundary, where nothing smaller can recover). */
  onReload?: () => void;
  /** The way out; without it there is no link (the root boundary: a link cannot reset it). */
  homeHref?: string;
  /** @default 'Về trang chủ' */
  homeLabel?: string;
  /** @default 'Trang này gặp lỗi' */
  title?: string;
  /** What went wrong, in words for a customer, when the app knows; rendered as text. */
  message?: string;
  /**
   * Outside the shell (the root boundary, the public `#/error` page) there is no <main> around the
   * screen: it brings its own, centred on the page.
   * @default false
   */
  standalone?: boolean;
}

/**
 * What an error boundary shows instead of a screen that crashed. Inside the shell the header and the
 * menu keep working; at the root (issue 12 §4) it is the whole page, so that no failure leaves a white
 * page. The message is an alert, so it is read out although focus stays where it was.
 */
export function RouteErrorScreen({
  onRetry,
  onReload,
  homeHref,
  homeLabel = 'Về trang chủ',
  title = 'Trang này gặp lỗi',
  message,
  standalone = false,
}: RouteErrorScreenProps) {
  const content = (
    <div className={styles.panel}>
      <div className={styles.body}>
        <span className={[styles.icon, styles.iconDanger].join(' ')}>
          <Icon name="error" size="lg" />
        </span>
        <div role="alert" className={styles.alert}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.text}>{message ?? 'Đã có lỗi khi hiển thị trang. Bạn hãy thử lại, hoặc quay về trang chủ.'}</p>
        </div>
        <div className={styles.actions}>
          {onRetry && (
            <Button variant="primary" onPress={onRetry}>
              Thử lại
            </Button>
          )}
          {onReload && (
            <Button variant="primary" onPress={onReload}>
              Tải lại trang
            </Button>
          )}
          {homeHref !== undefined && (
            <Link href={homeHref} className={styles.action}>
              {homeLabel}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
  return standalone ? <main className={styles.standalone}>{content}</main> : content;
}
