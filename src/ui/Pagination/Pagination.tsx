import { useId, type HTMLAttributes } from 'react';
import { Button } from 'react-aria-components';
import { Icon } from '../Icon';
import { formatNumber } from '../Money/number';
import { pageWindow } from './pageWindow';
import * as styles from './Pagination.css';

export interface PageChange {
  skip: number;
  take: number;
}

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Rows skipped before this page (the API's `skip`). */
  skip: number;
  /** Rows per page (the API's `take`). */
  take: number;
  /** Rows in the whole list. Nothing is rendered when there are none. */
  total: number;
  /** A new page or page size. A new page size starts again at the first page. */
  onChange: (page: PageChange) => void;
  /** @default [10, 20, 50, 100] */
  pageSizes?: readonly number[];
  /** Names the navigation landmark, e.g. 'Phân trang đơn hàng' when a screen has two lists. @default 'Phân trang' */
  'aria-label'?: string;
}

/**
 * Page navigation for skip/take lists. From 768 px: page numbers with ellipses; on a phone: previous,
 * 'Trang 2/14', next. The summary is a polite live region, so pressing 'Trang sau' is confirmed aloud
 * ('Hiển thị 21–40 trên 135') while focus stays on the button.
 */
export function Pagination({
  skip,
  take,
  total,
  onChange,
  pageSizes = [10, 20, 50, 100],
  'aria-label': label = 'Phân trang',
  className,
  ...props
}: PaginationProps) {
  const selectId = useId();
  if (total <= 0 || take <= 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / take));
  const current = Math.min(pageCount, Math.floor(Math.max(0, skip) / take) + 1);
  const from = (current - 1) * take + 1;
  const to = Math.min(current * take, total);
  const goTo = (page: number) => onChange({ skip: (page - 1) * take, take });
  // A size the caller uses but did not list must still be selectable, or the select would lie.
  const sizes = pageSizes.includes(take) ? pageSizes : [...pageSizes, take].sort((a, b) => a - b);

  return (
    <nav {...props} aria-label={label} className={[styles.root, className].filter(Boolean).join(' ')}>
      <p role="status" className={styles.summary}>
        Hiển thị {formatNumber(from)}–{formatNumber(to)} trên {formatNumber(total)}
      </p>
      <div className={styles.controls}>
        <Button className={styles.stepButton} isDisabled={current <= 1} onPress={() => goTo(current - 1)}>
          <Icon name="chevron-left" />
          <span className={styles.stepText}>Trang trước</span>
        </Button>
        <ol className={styles.pages}>
          {pageWindow(current, pageCount).map((item, index) =>
            item === 'ellipsis' ? (
              <li key={index < 3 ? 'ellipsis-start' : 'ellipsis-end'} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <Button
                  className={styles.pageButton}
                  aria-label={`Trang ${item}`}
                  aria-current={item === current ? 'page' : undefined}
                  onPress={() => {
                    if (item !== current) goTo(item);
                  }}
                >
                  {item}
                </Button>
              </li>
            ),
          )}
        </ol>
        <span className={styles.compact}>
          Trang {current}/{pageCount}
        </span>
        <Button className={styles.stepButton} isDisabled={current >= pageCount} onPress={() => goTo(current + 1)}>
          <span className={styles.stepText}>Trang sau</span>
          <Icon name="chevron-right" />
        </Button>
      </div>
      <div className={styles.pageSize}>
        <label htmlFor={selectId}>Số dòng mỗi trang</label>
        <span className={styles.selectWrap}>
          <select
            id={selectId}
            className={styles.select}
            value={take}
            onChange={(event) => onChange({ skip: 0, take: Number(event.currentTarget.value) })}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" size="sm" className={styles.selectIcon} />
        </span>
      </div>
    </nav>
  );
}
