import type { ReactNode } from 'react';
import { CalendarDate } from '@internationalized/date';
import { Card } from '../../ui/Card';
import { DateRangePicker } from '../../ui/DateRangePicker';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { FilterBar } from '../../ui/FilterBar';
import { Money } from '../../ui/Money';
import { Pagination } from '../../ui/Pagination';
import { Select, type SelectOption } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import type { StatusCatalogue } from '../shared/statuses';
import * as styles from './FinanceParts.css';
import { banks } from './model';

export type ListStatus = 'loading' | 'error' | 'ready';

/** One page of a skip/take list, as the app decodes it ({ Items, Total }). */
export interface PageData<T> {
  Items: readonly T[];
  Total: number;
}

/** Filters of getdeposits / getwithdrawals; dates as the API takes them (dd/MM/yyyy). */
export interface HistoryFilters {
  status: number | null;
  from: string | null;
  end: string | null;
  skip: number;
  take: number;
}

export const defaultHistoryFilters: HistoryFilters = { status: null, from: null, end: null, skip: 0, take: 10 };

/** 'dd/MM/yyyy' → a calendar date; null for anything else. */
export function calendarDateOf(value: string | null): CalendarDate | null {
  const match = value ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  if (!match) return null;
  const [, day, month, year] = match;
  return new CalendarDate(Number(year), Number(month), Number(day));
}

/** A calendar date → 'dd/MM/yyyy'. */
export function apiDateOf(date: { day: number; month: number; year: number }): string {
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${String(date.year).padStart(4, '0')}`;
}

const bankOptions: SelectOption[] = banks.map((bank) => ({ id: bank, label: bank }));

/** The bank a transfer comes from or goes to (field BankName): one of `banks`; '' while none is chosen. */
export function BankSelect({ label, value, onChange }: { label: string; value: string; onChange: (bank: string) => void }) {
  return (
    <Select
      name="BankName"
      label={label}
      placeholder="Chọn ngân hàng"
      isRequired
      items={bankOptions}
      value={value === '' ? null : value}
      onChange={(key) => onChange(key === null ? '' : String(key))}
    />
  );
}

export function BalanceLine({ balance, label = 'Số dư ví' }: { balance: number; label?: string }) {
  return (
    <p className={styles.balance}>
      <span className={styles.balanceLabel}>{label}</span>
      <Money amount={balance} className={styles.balanceValue} />
    </p>
  );
}

export interface HistorySectionProps {
  title: string;
  catalogue: StatusCatalogue;
  filters: HistoryFilters;
  onFiltersChange: (filters: HistoryFilters) => void;
  status: ListStatus;
  total: number;
  onRetry: () => void;
  emptyTitle: string;
  children: ReactNode;
}

/** A request history: status and date filters, the table (children), paging and its states. */
export function HistorySection({ title, catalogue, filters, onFiltersChange, status, total, onRetry, emptyTitle, children }: HistorySectionProps) {
  const options: SelectOption[] = [{ id: 0, label: 'Tất cả' }, ...catalogue.map((entry) => ({ id: entry.code, label: entry.label }))];
  const start = calendarDateOf(filters.from);
  const end = calendarDateOf(filters.end);
  const filtered = filters.status !== null || filters.from !== null || filters.end !== null;
  return (
    <Card as="section" title={title}>
      <div className={styles.root}>
        <FilterBar variant="plain" aria-label={`Lọc ${title.toLowerCase()}`}>
          <Select
            label="Trạng thái"
            items={options}
            value={filters.status ?? 0}
            onChange={(key) => {
              const code = Number(key);
              onFiltersChange({ ...filters, status: code > 0 ? code : null, skip: 0 });
            }}
          />
          <DateRangePicker
            label="Khoảng ngày"
            value={start && end ? { start, end } : null}
            onChange={(range) =>
              onFiltersChange({ ...filters, from: range ? apiDateOf(range.start) : null, end: range ? apiDateOf(range.end) : null, skip: 0 })
            }
          />
        </FilterBar>
        {status === 'loading' ? (
          <Skeleton variant="block" lines={3} height="48px" label />
        ) : status === 'error' ? (
          <ErrorState onRetry={onRetry} />
        ) : total === 0 ? (
          <EmptyState
            icon="wallet"
            headingLevel={3}
            title={emptyTitle}
            description={filtered ? 'Không có yêu cầu nào khớp bộ lọc. Hãy đổi trạng thái hoặc khoảng ngày.' : undefined}
          />
        ) : (
          <>
            {children}
            <Pagination
              aria-label={`Phân trang ${title.toLowerCase()}`}
              skip={filters.skip}
              take={filters.take}
              total={total}
              onChange={(page) => onFiltersChange({ ...filters, ...page })}
            />
          </>
        )}
      </div>
    </Card>
  );
}
