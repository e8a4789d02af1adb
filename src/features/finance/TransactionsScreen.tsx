import { memo, type ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { DateRangeFilter } from '../../ui/DateRangePicker';
import { DateText } from '../../ui/DateText';
import { ListEmptyState } from '../../ui/EmptyState';
import { ChoiceFilter, FilterBar, FilterBarWide } from '../../ui/FilterBar';
import { Link } from '../../ui/Link';
import { formatNumber, Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { PagedResults } from '../../ui/PagedResults';
import { StatusTag } from '../../ui/StatusTag';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { filter, listSchema, withFilters, pagedResultsOf, type FiltersOf, type ListFilterProps, type ListResultsProps } from '../shared/listQuery';
import { statusOf, transactionTypes } from '../shared/statuses';
import { OrderCodeSearchField } from '../shared/OrderCodeSearchField';
import { muted } from '../../ui/theme/text.css';
import * as parts from './FinanceParts.css';
import { transactionTotals } from './model';
import * as styles from './TransactionsScreen.css';

/** A row of GET /api/customer/transactions (Transaction in the app's schemas). */
export interface TransactionData {
  Id: number;
  CreatedDate: string;
  TransactionType: number;
  OrderId: number | null;
  OrderCode: string | null;
  /** Signed ₫: + into the wallet, − out of it. */
  Amount: number;
  BalanceAfter: number;
  Note: string;
}

/** The query of the list, kept by the app in the hash query. */
// transactionType: a code of `transactionTypes`.
export const transactionListSchema = listSchema({ orderCode: filter.text(), transactionType: filter.id(), ...filter.dateRange() }, { initial: 20 });

export type TransactionFilters = FiltersOf<typeof transactionListSchema>;

export const defaultTransactionFilters: TransactionFilters = transactionListSchema.defaults;

export interface TransactionsScreenProps extends ListFilterProps<TransactionFilters>, ListResultsProps<TransactionData> {
  /** The order's page, e.g. '#/order/detail/12'; without it codes are plain text. */
  orderHref?: (orderId: number) => string;
  /** Controls for the whole list beside the title, e.g. the app's `Xuất Excel` (issue 29). */
  actions?: ReactNode;
}

const noTransactions: readonly TransactionData[] = [];

/** The table on its own, rendered again only when its rows or links change (see OrderListScreen). */
const TransactionTable = memo(function TransactionTable({ items, orderHref }: { items: readonly TransactionData[]; orderHref: ((orderId: number) => string) | undefined }) {
  return (
    <Table aria-label="Giao dịch">
      <TableHeader>
        <Column isRowHeader>Ngày</Column>
        <Column>Loại</Column>
        <Column>Mã đơn</Column>
        <Column align="end">Số tiền</Column>
        <Column align="end">Số dư sau</Column>
        <Column>Ghi chú</Column>
      </TableHeader>
      <TableBody items={items}>
        {(row) => {
          const type = statusOf(transactionTypes, row.TransactionType);
          return (
            <Row id={row.Id}>
              <Cell>
                <DateText value={row.CreatedDate} format="datetime" />
              </Cell>
              <Cell label="Loại">
                <StatusTag tone={type.tone}>{type.label}</StatusTag>
              </Cell>
              <Cell label="Mã đơn">
                {row.OrderCode === null || row.OrderCode === '' ? (
                  <span className={parts.muted}>—</span>
                ) : orderHref && row.OrderId !== null ? (
                  <Link href={orderHref(row.OrderId)}>{row.OrderCode}</Link>
                ) : (
                  row.OrderCode
                )}
              </Cell>
              <Cell label="Số tiền" align="end">
                <Money amount={row.Amount} signed className={parts.strong} />
              </Cell>
              <Cell label="Số dư sau" align="end">
                <Money amount={row.BalanceAfter} />
              </Cell>
              <Cell label="Ghi chú">
                <span className={parts.wrapText}>{row.Note}</span>
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
});

/** Transactions (#/transaction/list): every movement of the wallet, with signed amounts and totals. */
export function TransactionsScreen({
  status,
  errorMessage,
  data,
  isValidating = false,
  filters,
  onFiltersChange,
  onRetry,
  orderHref,
  actions,
  debounceMs = 400,
}: TransactionsScreenProps) {
  const change = (next: Partial<TransactionFilters>) => onFiltersChange(withFilters(filters, next));
  const items = data?.Items ?? noTransactions;
  const total = data?.Total ?? 0;
  const totals = transactionTotals(items);
  const filtered = transactionListSchema.isFiltered(filters);

  return (
    <div className={parts.root}>
      <PageHeader title="Lịch sử giao dịch" description="Mọi khoản tiền vào, ra ví của bạn: nạp, rút, đặt cọc, thanh toán, hoàn tiền và phí." actions={actions} />
      <Card>
        <FilterBar variant="plain" aria-label="Lọc giao dịch" activeCount={transactionListSchema.countSet(filters)}>
          <OrderCodeSearchField value={filters.orderCode} onCommit={(orderCode) => change({ orderCode })} debounceMs={debounceMs} />
          <ChoiceFilter
            label="Loại giao dịch"
            allLabel="Tất cả"
            choices={transactionTypes}
            value={filters.transactionType}
            onChange={(transactionType) => change({ transactionType })}
          />
          <FilterBarWide>
            <DateRangeFilter label="Khoảng ngày" from={filters.from} end={filters.end} onChange={(from, end) => change({ from, end })} />
          </FilterBarWide>
        </FilterBar>
      </Card>

      <PagedResults
        {...pagedResultsOf({ status, errorMessage, data, isValidating, onRetry, filters, onFiltersChange })}
        paginationLabel="Phân trang giao dịch"
        empty={
          <ListEmptyState
            icon="wallet"
            filtered={filtered}
            none={{ title: 'Chưa có giao dịch nào', description: 'Các khoản nạp, rút, đặt cọc và thanh toán sẽ hiện ở đây.' }}
            whenFiltered={{ title: 'Không có giao dịch nào khớp bộ lọc', description: 'Hãy đổi mã đơn, loại giao dịch hoặc khoảng ngày.' }}
          />
        }
      >
        <section aria-label="Tổng tiền vào, ra" className={parts.section}>
          <dl className={styles.totals}>
            <div className={styles.figure}>
              <dt className={muted}>Tổng tiền vào</dt>
              <dd className={styles.figureValue}>
                <Money amount={totals.In} signed />
              </dd>
            </div>
            <div className={styles.figure}>
              <dt className={muted}>Tổng tiền ra</dt>
              <dd className={styles.figureValue}>
                <Money amount={-totals.Out} signed />
              </dd>
            </div>
            <div className={styles.figure}>
              <dt className={muted}>Số giao dịch</dt>
              <dd className={styles.figureValue}>{formatNumber(total)}</dd>
            </div>
          </dl>
          {total > items.length ? <p className={styles.hint}>Tổng tiền vào, ra tính trên {items.length} giao dịch đang hiển thị.</p> : null}
        </section>
        <TransactionTable items={items} orderHref={orderHref} />
      </PagedResults>
    </div>
  );
}
