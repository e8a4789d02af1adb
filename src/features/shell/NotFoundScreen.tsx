import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import * as styles from './StatusScreens.css';

export interface NotFoundScreenProps {
  /** Where the way out goes: the dashboard inside the shell, login outside it. */
  homeHref: string;
  /** @default 'Về trang chủ' */
  homeLabel?: string;
  /**
   * Outside the shell there is no <main> around the screen: it brings its own, centred on the page.
   * @default false
   */
  standalone?: boolean;
}

/** A route that does not exist, with a way back. */
export function NotFoundScreen({ homeHref, homeLabel = 'Về trang chủ', standalone = false }: NotFoundScreenProps) {
  const content = (
    <div className={styles.panel}>
      <div className={styles.body}>
        <span className={styles.icon}>
          <Icon name="search" size="lg" />
        </span>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>Không tìm thấy trang</h1>
        <p className={styles.text}>Đường dẫn bạn mở không tồn tại hoặc đã được chuyển đi.</p>
        <Link href={homeHref} className={styles.action}>
          {homeLabel}
        </Link>
      </div>
    </div>
  );
  return standalone ? <main className={styles.standalone}>{content}</main> : content;
}
