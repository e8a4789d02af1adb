import { useId } from 'react';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import * as styles from './ExtensionRefusedPanel.css';
import { refusalTexts, type RefusedProduct } from './extensionRefusals';

export interface ExtensionRefusedPanelProps {
  /** Products from the browser extension that did not reach the cart; nothing is drawn without any. */
  products: readonly RefusedProduct[];
  /** The customer has read the list: it is forgotten. */
  onDismiss: () => void;
}

export const refusedPanelTexts = {
  title: (count: number) => `${String(count)} sản phẩm từ tiện ích chưa thêm được`,
  unnamed: 'Sản phẩm không có tên',
  noLink: 'Không có link hợp lệ',
  dismiss: 'Đã xem, ẩn danh sách',
} as const;

/**
 * The products the extension sent that the portal could not add (issue 13 §2): each with its name,
 * its link (only http(s) becomes a link) and why, until the customer dismisses the list.
 */
export function ExtensionRefusedPanel({ products, onDismiss }: ExtensionRefusedPanelProps) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Icon name="warning" className={styles.icon} />
        <span>{refusedPanelTexts.title(products.length)}</span>
      </h2>
      <ul className={styles.list}>
        {products.map((product) => {
          const name = product.name === '' ? refusedPanelTexts.unnamed : product.name;
          return (
            <li key={product.id} className={styles.item}>
              {product.link === '' ? (
                <span className={styles.name}>{name}</span>
              ) : (
                <Link external href={product.link} className={styles.name}>
                  {name}
                </Link>
              )}
              <p className={styles.reason}>
                {refusalTexts[product.reason]}
                {product.detail === undefined ? null : ` ${product.detail}`}
              </p>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onPress={onDismiss}>
          {refusedPanelTexts.dismiss}
        </Button>
      </div>
    </section>
  );
}
