import { useId } from 'react';
import { Link, telHref } from '../../ui/Link';
import { Skeleton } from '../../ui/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import * as styles from './WarehouseContacts.css';
import { warehousesOf, type WebsiteContacts } from './warehouses';

function Phone({ phone }: { phone: string }) {
  const href = telHref(phone);
  return (
    <span className={styles.phone}>
      <span>Điện thoại:</span>
      {href ? (
        <Link href={href} className={styles.phoneLink}>
          {phone}
        </Link>
      ) : (
        <span>{phone}</span>
      )}
    </span>
  );
}

export interface WarehouseContactsProps {
  websiteInfo?: WebsiteContacts;
  /** The website info is on its way. */
  loading?: boolean;
}

/**
 * A warehouse as it will be drawn (name, address, phone), in grey. At tablet width and up the login
 * card is centred above this footer: a placeholder of another height moved the whole card when the
 * website info arrived (17 px at 1280 px; a clean-clone CI run caught it), so it keeps the loaded
 * section's lines, gaps and columns, and a street address's two lines where a column is narrow.
 */
function WarehousePlaceholder() {
  return (
    <li className={`${styles.item} ${styles.placeholderItem}`}>
      <Skeleton className={styles.namePlaceholder} />
      <div>
        <Skeleton />
        <Skeleton className={styles.addressSecondLine} />
      </div>
      <Skeleton className={styles.phonePlaceholder} />
    </li>
  );
}

/**
 * Address and phone of the Hanoi, Ho Chi Minh City and China warehouses (SPEC §2), each only when the
 * website info has it. Renders nothing at all when it has none.
 */
export function WarehouseContacts({ websiteInfo, loading = false }: WarehouseContactsProps) {
  const titleId = useId();
  if (loading) {
    return (
      <div className={styles.section}>
        <VisuallyHidden role="status">Đang tải thông tin kho…</VisuallyHidden>
        <Skeleton className={`${styles.title} ${styles.titlePlaceholder}`} />
        <ul className={styles.list} aria-hidden="true">
          <WarehousePlaceholder />
          <WarehousePlaceholder />
          <WarehousePlaceholder />
        </ul>
      </div>
    );
  }
  const warehouses = warehousesOf(websiteInfo);
  if (warehouses.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Hệ thống kho
      </h2>
      <ul className={styles.list} role="list">
        {warehouses.map((warehouse) => (
          <li key={warehouse.name}>
            <address className={styles.item}>
              <span className={styles.name}>{warehouse.name}</span>
              {warehouse.address !== '' ? <span className={styles.address}>{warehouse.address}</span> : null}
              {warehouse.phone !== '' ? <Phone phone={warehouse.phone} /> : null}
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}
