import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { DateRangeFilter } from '../../ui/DateRangePicker';
import { DateText } from '../../ui/DateText';
import { ListEmptyState } from '../../ui/EmptyState';
import { ChoiceFilter, FilterBar } from '../../ui/FilterBar';
import { Money } from '../../ui/Money';
import { PagedResults } from '../../ui/PagedResults';
import { Select, type SelectOption } from '../../ui/Select';
import { StatusTag } from '../../ui/StatusTag';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { filter, listSchema, pagedResultsOf, withFilters, type FiltersOf, type ListFilterProps, type ListResultsProps } from '../shared/listQuery';
import { statusOf, type StatusCatalogue } from '../shared/statuses';
import { muted } from '../../ui/theme/text.css';
import * as styles from './FinanceParts.css';
import { banks } from './model';

/** One page of a skip/take list, as the app decodes it ({ Items, Total }). */
export interface PageData<T> {
  Items: readonly T[];
  Total: number;
}

/** Filters of getdeposits / getwithdrawals, as the app keeps them in the hash query. */
// status: a code of `depositStatuses` / `withdrawalStatuses`.
export const historyListSchema = listSchema({ status: filter.id(), ...filter.dateRange() }, { initial: 10 });

export type HistoryFilters = FiltersOf<typeof historyListSchema>;

export const defaultHistoryFilters: HistoryFilters = historyListSchema.defaults;

const bankOptions: SelectOption<string>[] = banks.map((bank) => ({ id: bank, label: bank }));

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
      onChange={onChange}
    />
  );
}

export function BalanceLine({ balance, label = 'Số dư ví' }: { balance: number; label?: string }) {
  return (
    <p className={styles.balance}>
      <span className={muted}>{label}</span>
      <Money amount={balance} className={styles.balanceValue} />
    </p>
  );
}

/** A request history's page, its state and its filters: the list kit's two shapes, handed on as one. */
export type HistoryList<T> = ListResultsProps<T> & Omit<ListFilterProps<HistoryFilters>, 'debounceMs'>;

export interface HistorySectionProps extends HistoryList<unknown> {
  title: string;
  catalogue: StatusCatalogue;
  emptyTitle: string;
  children: ReactNode;
}

/** A request history: status and date filters, the table (children), paging and its states. */
export function HistorySection({ title, catalogue, emptyTitle, children, ...list }: HistorySectionProps) {
  const { filters, onFiltersChange } = list;
  const filtered = historyListSchema.isFiltered(filters);
  const change = (next: Partial<HistoryFilters>) => onFiltersChange(withFilters(filters, next));
  return (
    <Card as="section" title={title}>
      <div className={styles.root}>
        <FilterBar variant="plain" aria-label={`Lọc ${title.toLowerCase()}`} activeCount={historyListSchema.countSet(filters)}>
          <ChoiceFilter label="Trạng thái" allLabel="Tất cả" choices={catalogue} value={filters.status} onChange={(status) => change({ status })} />
          <DateRangeFilter label="Khoảng ngày" from={filters.from} end={filters.end} onChange={(from, end) => change({ from, end })} />
        </FilterBar>
        <PagedResults
          {...pagedResultsOf(list)}
          paginationLabel={`Phân trang ${title.toLowerCase()}`}
          loadingLines={3}
          empty={
            <ListEmptyState
              icon="wallet"
              headingLevel={3}
              filtered={filtered}
              none={{ title: emptyTitle }}
              whenFiltered={{ title: emptyTitle, description: 'Không có yêu cầu nào khớp bộ lọc. Hãy đổi trạng thái hoặc khoảng ngày.' }}
            />
          }
        >
          {children}
        </PagedResults>
      </div>
    </Card>
  );
}

/** What a deposit and a withdrawal request row have alike. */
export interface RequestRow {
  Id: number;
  Code: string;
  CreatedDate: string;
  Amount: number;
  Status: number;
  Note: string;
}

export interface RequestHistoryProps<T extends RequestRow> extends Pick<HistorySectionProps, 'title' | 'catalogue' | 'emptyTitle'>, HistoryList<T> {
  /** The one column where the two differ: the bank the money came from, or the account it goes to. */
  account: { title: string; render: (row: T) => ReactNode };
}

/** The history of deposit or withdrawal requests: code, date, amount, account, status and note. */
export function RequestHistory<T extends RequestRow>({ account, ...section }: RequestHistoryProps<T>) {
  const { data } = section;
  return (
    <HistorySection {...section}>
      <Table aria-label={section.title}>
        <TableHeader>
          <Column isRowHeader>Mã</Column>
          <Column>Ngày</Column>
          <Column align="end">Số tiền</Column>
          <Column>{account.title}</Column>
          <Column>Trạng thái</Column>
          <Column>Ghi chú</Column>
        </TableHeader>
        <TableBody items={data?.Items ?? []}>
          {(row) => {
            const state = statusOf(section.catalogue, row.Status);
            return (
              <Row id={row.Id}>
                <Cell>{row.Code}</Cell>
                <Cell label="Ngày">
                  <DateText value={row.CreatedDate} format="datetime" />
                </Cell>
                <Cell label="Số tiền" align="end">
                  <Money amount={row.Amount} className={styles.strong} />
                </Cell>
                <Cell label={account.title}>{account.render(row)}</Cell>
                <Cell label="Trạng thái">
                  <StatusTag tone={state.tone}>{state.label}</StatusTag>
                </Cell>
                <Cell label="Ghi chú">
                  <span className={styles.wrapText}>{row.Note}</span>
                </Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </HistorySection>
  );
}
