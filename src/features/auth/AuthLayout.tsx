import { useEffect, useRef, useState, type ReactNode } from 'react';
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
      <main className={styles.main}>
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

export interface FormAlertProps {
  /** Server lines (a 400 flattened, SPEC §8) or one message; rendered as text. */
  lines: readonly string[];
  /** @default 'danger' */
  tone?: 'danger' | 'success';
}

/**
 * A message box on a form. Errors use `role="alert"` so they are read out as soon as they appear,
 * without moving focus away from the field the customer is in; a success uses `role="status"`.
 */
export function FormAlert({ lines, tone = 'danger' }: FormAlertProps) {
  const shown = lines.filter((line) => line.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={[styles.alert, tone === 'success' ? styles.alertSuccess : undefined].filter(Boolean).join(' ')}
    >
      <Icon name={tone === 'danger' ? 'error' : 'check'} className={styles.alertIcon} />
      {shown.length === 1 ? (
        <p className={styles.alertLinesSingle}>{shown[0]}</p>
      ) : (
        <ul className={styles.alertLines}>
          {shown.map((line, index) => (
            <li key={`${String(index)}-${line}`}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One request per intent. The button's pending state ignores presses, but Enter in a field submits the
 * form too, and the parent's 'submitting' arrives only with the next render; this guard closes that gap.
 * When `send` returns a promise the form stays pending until it settles, whatever `status` says.
 */
export function useSubmitOnce(status: AuthStatus) {
  const busy = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const [, setSubmits] = useState(0);
  const isPending = status === 'submitting' || waiting;

  // After the render that followed a submit, the parent's status speaks for the request (or it is over).
  useEffect(() => {
    if (!waiting) busy.current = false;
  });

  const submit = (send: () => void | Promise<void>) => {
    if (busy.current || isPending) return;
    busy.current = true;
    const result = send();
    if (result instanceof Promise) {
      setWaiting(true);
      const release = () => {
        busy.current = false;
        setWaiting(false);
      };
      // A rejection is the app layer's to report; it is passed on, not swallowed here.
      void result.then(release, (error: unknown) => {
        release();
        throw error;
      });
    } else {
      setSubmits((count) => count + 1);
    }
  };

  return { isPending, submit };
}
