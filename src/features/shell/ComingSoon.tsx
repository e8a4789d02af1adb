import { EmptyState } from '../../ui/EmptyState';
import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';
import * as styles from './StatusScreens.css';

export interface ComingSoonProps {
  /** The name of the screen, as in the menu ('Rút tiền'): the page's h1. */
  title: string;
  /** Where 'Về trang chủ' goes. */
  homeHref: string;
}

/** An honest placeholder for a menu entry whose screen is not built yet, inside the shell. */
export function ComingSoon({ title, homeHref }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} />
      <div className={styles.panel}>
        <EmptyState
          icon="info"
          title="Đang phát triển"
          description="Màn hình này đang được xây dựng. Trong lúc chờ, bạn vẫn dùng được các mục khác trong menu."
          action={
            <Link href={homeHref} className={styles.action}>
              Về trang chủ
            </Link>
          }
        />
      </div>
    </>
  );
}
