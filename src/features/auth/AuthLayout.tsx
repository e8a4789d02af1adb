import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';
import * as styles from './AuthLayout.css';

/** What the app layer tells a public form about its request. */
export type AuthStatus = 'idle' | 'submitting';

export interface AuthLayoutProps {
  /** The page's h1, e.g. 'Đăng nhập'. */
  title: string;
  /** One line under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** The page footer (warehouse contacts), outside the main landmark. Nothing is drawn without it. */
  footer?: ReactNode;
  /** A wider card on desktops, for a form laid out in two columns. @default false */
  wide?: boolean;
}

const sellingPoints = [
  'Thêm sản phẩm vào giỏ ngay từ tiện ích trên trình duyệt',
  'Đặt cọc, thanh toán và theo dõi từng đơn hàng',
  'Giao hàng tận nơi từ kho Hà Nội và TP. Hồ Chí Minh',
] as const;

/** The frame of the public pages: brand panel, the form under an h1 in <main>, and a footer. */
export function AuthLayout({ title, intro, children, footer, wide = false }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <main className={[styles.main, footer != null ? styles.mainAboveFooter : undefined].filter(Boolean).join(' ')}>
        <div className={[styles.card, wide ? styles.cardWide : undefined].filter(Boolean).join(' ')}>
          <div className={styles.brand}>
            <div className={styles.brandMark}>
              <span className={styles.brandLogo}>
                <Icon name="box" size="lg" />
              </span>
              <p className={styles.brandName}>Cổng khách hàng</p>
            </div>
            <p className={styles.brandTagline}>Đặt hàng Taobao, Tmall, 1688 về Việt Nam</p>
            <ul className={styles.brandPoints}>
              {sellingPoints.map((point) => (
                <li key={point} className={styles.brandPoint}>
                  <Icon name="check" className={styles.brandPointIcon} />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.content}>
            <div className={styles.heading}>
              <h1 className={styles.title}>{title}</h1>
              {intro != null ? <p className={styles.intro}>{intro}</p> : null}
            </div>
            {children}
          </div>
        </div>
      </main>
      {footer != null ? <footer className={[styles.footer, wide ? styles.footerWide : undefined].filter(Boolean).join(' ')}>{footer}</footer> : null}
    </div>
  );
}
