import { memo } from 'react';
import { DateText } from '../../ui/DateText';
import { ListEmptyState, ListFilteredContext } from '../../ui/EmptyState';
import { ChoiceFilter, FilterBar } from '../../ui/FilterBar';
import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';
import { PagedResults } from '../../ui/PagedResults';
import { DebouncedSearchField } from '../../ui/SearchField';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { transportStatuses } from '../shared/statuses';
import { filter, listSchema, withFilters, pagedResultsOf, type FiltersOf, type ListFilterProps, type ListResultsProps } from '../shared/listQuery';
import { OrderCodeSearchField } from '../shared/OrderCodeSearchField';
import * as styles from './TransportListScreen.css';
import { CopyableCode, TransportStatusTag, WeightText, type TransportRowData } from './TransportParts';

export type { TransportRowData } from './TransportParts';

/** The filters of GET /api/order/transports, as the app keeps them in the hash query. */
// code: an order code or part of one; transportCode: a tracking code or part of one; status: a code of `transportStatuses`.
export const transportListSchema = listSchema({ code: filter.text(), transportCode: filter.text(), status: filter.id() }, { initial: 20 });

export type TransportListFilters = FiltersOf<typeof transportListSchema>;

export const defaultTransportListFilters: TransportListFilters = transportListSchema.defaults;

export interface TransportListHrefs {
  /** The parcel's page: '#/order/transport/12'. */
  detail: (id: number) => string;
  /** The order's page: '#/order/detail/7'. */
  order: (orderId: number) => string;
}

export interface TransportListScreenProps extends ListFilterProps<TransportListFilters>, ListResultsProps<TransportRowData> {
  hrefs: TransportListHrefs;
}


const noRows: readonly TransportRowData[] = [];

// Whether a filter is set comes from ListFilteredContext: the first filter renders this, not the rows.
const renderEmptyState = () => (
  <ListEmptyState
    headingLevel="none"
    icon="truck"
    none={{ title: 'Chưa có kiện hàng nào', description: 'Kiện hàng sẽ hiện ở đây khi shop phát hàng cho đơn của bạn.' }}
    whenFiltered={{ title: 'Không có kiện hàng nào khớp bộ lọc', description: 'Thử bỏ bớt bộ lọc hoặc kiểm tra lại mã.' }}
  />
);

/** The table on its own, rendered again only when its rows or links change (see OrderListScreen). */
const TransportTable = memo(function TransportTable({ rows, hrefs }: { rows: readonly TransportRowData[]; hrefs: TransportListHrefs }) {
  return (
    <Table aria-label="Kiện hàng">
      <TableHeader>
        <Column isRowHeader>Mã vận đơn</Column>
        <Column>Mã đơn</Column>
        <Column>Cân nặng / thể tích</Column>
        <Column>Kho nhận</Column>
        <Column>Trạng thái</Column>
        <Column>Cập nhật</Column>
      </TableHeader>
      <TableBody items={rows} renderEmptyState={renderEmptyState}>
        {(transport) => (
          <Row id={transport.Id}>
            <Cell>
              <CopyableCode code={transport.TransportCode}>
                <Link href={hrefs.detail(transport.Id)}>{transport.TransportCode}</Link>
              </CopyableCode>
            </Cell>
            <Cell label="Mã đơn">
              <span className={styles.orderCode}>
                {transport.OrderId === null ? (
                  transport.OrderCode === '' ? '—' : transport.OrderCode
                ) : (
                  <Link href={hrefs.order(transport.OrderId)}>{transport.OrderCode}</Link>
                )}
              </span>
            </Cell>
            <Cell label="Cân nặng / thể tích">
              <WeightText weight={transport.Weight} volume={transport.Volume} />
            </Cell>
            <Cell label="Kho nhận">
              <span className={styles.warehouse}>{transport.WarehouseName === '' ? '—' : transport.WarehouseName}</span>
            </Cell>
            <Cell label="Trạng thái">
              <TransportStatusTag status={transport.Status} />
            </Cell>
            <Cell label="Cập nhật">
              <DateText value={transport.UpdatedDate ?? transport.CreatedDate} format="datetime" />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
});

/**
 * The parcel list (#/order/transport): filters by order code, tracking code and status, paged with
 * skip/take. Filters are the app's (hash query); the screen only reports changes, codes after a pause.
 */
export function TransportListScreen({
  filters,
  onFiltersChange,
  status,
  errorMessage,
  data,
  isValidating = false,
  onRetry,
  hrefs,
  debounceMs = 400,
}: TransportListScreenProps) {
  const filtered = transportListSchema.isFiltered(filters);
  const change = (patch: Partial<TransportListFilters>) => onFiltersChange(withFilters(filters, patch));

  return (
    <div className={styles.root}>
      <PageHeader title="Danh sách kiện hàng" description="Theo dõi từng kiện từ lúc shop phát hàng đến khi giao tới bạn." />
      <FilterBar aria-label="Lọc kiện hàng" activeCount={transportListSchema.countSet(filters)}>
        <DebouncedSearchField
          label="Mã vận đơn"
          placeholder="VD: YT7512345678901"
          value={filters.transportCode}
          onCommit={(transportCode) => change({ transportCode })}
          debounceMs={debounceMs}
        />
        <OrderCodeSearchField value={filters.code} onCommit={(code) => change({ code })} debounceMs={debounceMs} />
        <ChoiceFilter label="Trạng thái" choices={transportStatuses} value={filters.status} onChange={(status) => change({ status })} />
      </FilterBar>

      <PagedResults
        {...pagedResultsOf({ status, errorMessage, data, isValidating, onRetry, filters, onFiltersChange })}
        paginationLabel="Phân trang kiện hàng"
      >
        <ListFilteredContext.Provider value={filtered}>
          <TransportTable rows={data?.Items ?? noRows} hrefs={hrefs} />
        </ListFilteredContext.Provider>
      </PagedResults>
    </div>
  );
}
