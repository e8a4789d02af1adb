import { useRef, type ReactNode } from 'react';
import { contentStateInstead, type LoadStatus } from '../ContentState';
import { Pagination } from '../Pagination';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import * as styles from './PagedResults.css';

export interface PagedResultsProps {
  /** 'loading' and 'error' only while no page is on screen: a page already shown stays on a later failure. */
  status: LoadStatus;
  /** With status 'error': why, under the error's title. */
  errorMessage?: string;
  /** A page of other filters is shown while the one asked for loads. */
  isStale?: boolean;
  onRetry: () => void;
  /** Rows of the whole list, for the pagination. */
  total: number;
  skip: number;
  take: number;
  onPageChange: (page: { skip: number; take: number }) => void;
  /** Names the pagination landmark, e.g. 'Phân trang đơn hàng'. */
  paginationLabel: string;
  /** Shown instead of the results when the list has no row; without it the results show their own empty state. */
  empty?: ReactNode;
  /** Skeleton lines while the first page loads. @default 5 */
  loadingLines?: number;
  /** The page: a table, cards, totals above them… */
  children: ReactNode;
}

/**
 * The results of a paged list in one order for every list: an error (with `Thử lại`), else the
 * skeleton of a first load, else the empty state, else the page — with `Đang cập nhật…` and a marked,
 * still readable old page while another loads — and its pagination.
 */
export function PagedResults({
  status,
  errorMessage,
  isStale = false,
  onRetry,
  total,
  skip,
  take,
  onPageChange,
  paginationLabel,
  empty,
  loadingLines = 5,
  children,
}: PagedResultsProps) {
  const results = useRef<HTMLDivElement>(null);
  const instead = contentStateInstead({ status, errorMessage, onRetry, loading: <Skeleton variant="block" lines={loadingLines} height="48px" label /> });
  if (instead) return instead;
  // Another page read from the pagination at the list's foot starts at its first row: the customer was
  // left at the foot of the new page, on its last rows (found in a WebKit audit). A list whose top is in
  // sight is not moved.
  const changePage = (page: { skip: number; take: number }) => {
    onPageChange(page);
    const top = results.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) results.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <div ref={results} className={styles.results} aria-busy={isStale || undefined}>
      {isStale ? (
        <p className={styles.updating} role="status">
          <Spinner />
          Đang cập nhật…
        </p>
      ) : null}
      <div className={isStale ? styles.stale : styles.current}>{total === 0 && empty !== undefined ? empty : children}</div>
      <Pagination aria-label={paginationLabel} skip={skip} take={take} total={total} onChange={changePage} />
    </div>
  );
}
