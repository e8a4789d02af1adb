import { memo } from 'react';
import { DateRangeFilter } from '../../ui/DateRangePicker';
import { DateText } from '../../ui/DateText';
import { ListEmptyState, ListFilteredContext } from '../../ui/EmptyState';
import { ChoiceFilter, FilterBar, FilterBarWide } from '../../ui/FilterBar';
import { Link } from '../../ui/Link';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { PrintButton } from '../shared/PrintButton';
import { PagedResults } from '../../ui/PagedResults';
import { DebouncedSearchField } from '../../ui/SearchField';
import { StatusTag } from '../../ui/StatusTag';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { filter, listSchema, withFilters, pagedResultsOf, type FiltersOf, type ListFilterProps, type ListResultsProps } from '../shared/listQuery';
import { deliveryStatuses, statusOf } from '../shared/statuses';
import * as styles from './DeliveryListScreen.css';

/** A row of GET /api/order/getlistrequestdelivery (DeliveryRequest in the schemas, ListOrders decoded). */
export interface DeliveryRequestData {
  Id: number;
  Code: string;
  CreatedDate: string;
  ListOrders: readonly { OrderId: number; OrderCode: string }[];
  Address: string;
  Phone: string;
  ReceiverName: string;
  /** ₫; null until the service prices it. */
  Fee: number | null;
  /** A code of `deliveryStatuses`. */
  Status: number;
  Note: string;
}

/**
 * The filters of GET /api/order/getlistrequestdelivery, as the app keeps them in the hash query. Dates
 * are local calendar days; the API client sends them as dd/MM/yyyy.
 */
// keyword: a request code, receiver, address or order code; status: a code of `deliveryStatuses`.
export const deliveryListSchema = listSchema({ keyword: filter.text(), status: filter.id(), ...filter.dateRange() }, { initial: 20 });

export type DeliveryListFilters = FiltersOf<typeof deliveryListSchema>;

export const defaultDeliveryListFilters: DeliveryListFilters = deliveryListSchema.defaults;

export interface DeliveryListHrefs {
  /** An order's page, e.g. id → '#/order/detail/12'. */
  order: (id: number) => string;
  /** The new request form: '#/delivery/create-request'. */
  create: string;
}

export interface DeliveryListScreenProps extends ListFilterProps<DeliveryListFilters>, ListResultsProps<DeliveryRequestData> {
  hrefs: DeliveryListHrefs;
  /** Prints the requests shown (the app calls the browser's print); without it there is no `In` button. */
  onPrint?: () => void;
}

function OrderChips({ orders, href }: { orders: DeliveryRequestData['ListOrders']; href: (id: number) => string }) {
  if (orders.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.chips} aria-label={`${orders.length} đơn hàng`}>
      {orders.map((order) => (
        <li key={order.OrderId} className={styles.chipItem}>
          <Link href={href(order.OrderId)} className={styles.chip}>
            {order.OrderCode === '' ? `#${order.OrderId}` : order.OrderCode}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const noRows: readonly DeliveryRequestData[] = [];

// Whether a filter is set comes from ListFilteredContext: the first filter renders this, not the rows.
const renderEmptyState = () => (
  <ListEmptyState
    headingLevel="none"
    icon="truck"
    none={{ title: 'Chưa có phiếu giao nào', description: 'Phiếu giao sẽ hiện ở đây khi bạn tạo yêu cầu giao hàng.' }}
    whenFiltered={{ title: 'Không có phiếu giao nào', description: 'Thử bỏ bớt bộ lọc hoặc chọn khoảng ngày khác.' }}
  />
);

/** The table on its own, rendered again only when its rows or links change (see OrderListScreen). */
const DeliveryTable = memo(function DeliveryTable({ rows, hrefs }: { rows: readonly DeliveryRequestData[]; hrefs: DeliveryListHrefs }) {
  return (
    <Table aria-label="Phiếu giao">
      <TableHeader>
        <Column isRowHeader>Mã phiếu</Column>
        <Column>Ngày tạo</Column>
        <Column>Đơn hàng</Column>
        <Column>Người nhận</Column>
        <Column align="end">Phí giao</Column>
        <Column>Trạng thái</Column>
      </TableHeader>
      <TableBody items={rows} renderEmptyState={renderEmptyState}>
        {(request) => {
          const entry = statusOf(deliveryStatuses, request.Status);
          return (
            <Row id={request.Id}>
              <Cell>
                <span className={styles.code}>{request.Code}</span>
              </Cell>
              <Cell label="Ngày tạo">
                <DateText value={request.CreatedDate} format="datetime" />
              </Cell>
              <Cell label="Đơn hàng">
                <OrderChips orders={request.ListOrders} href={hrefs.order} />
              </Cell>
              <Cell label="Người nhận">
                <span className={styles.receiver}>
                  <span className={styles.receiverName}>{request.ReceiverName}</span>
                  {request.Phone === '' ? null : <span className={styles.phone}>{request.Phone}</span>}
                  <span>{request.Address}</span>
                  {request.Note === '' ? null : <span className={styles.muted}>Ghi chú: {request.Note}</span>}
                </span>
              </Cell>
              <Cell label="Phí giao" align="end">
                {request.Fee === null ? <span className={styles.muted}>Chưa tính phí</span> : <Money amount={request.Fee} />}
              </Cell>
              <Cell label="Trạng thái">
                <StatusTag tone={entry.tone}>{entry.label}</StatusTag>
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
});

/**
 * The delivery requests (#/delivery/list-request): filters by keyword, status and dates, paged with
 * skip/take. Filters are the app's (hash query); the screen only reports changes, the keyword after a pause.
 */
export function DeliveryListScreen({ filters, onFiltersChange, status, errorMessage, data, isValidating = false, onRetry, hrefs, debounceMs = 400, onPrint }: DeliveryListScreenProps) {
  const change = (patch: Partial<DeliveryListFilters>) => onFiltersChange(withFilters(filters, patch));
  return (
    <div className={styles.root}>
      <PageHeader title="Danh sách phiếu giao" description="Các yêu cầu giao hàng bạn đã gửi và tình trạng của chúng." actions={
          <>
            <Link href={hrefs.create}>Tạo yêu cầu giao</Link>
            {onPrint ? <PrintButton onPrint={onPrint} /> : null}
          </>
        }
      />
      <FilterBar aria-label="Lọc phiếu giao" activeCount={deliveryListSchema.countSet(filters)}>
        <DebouncedSearchField
          label="Tìm kiếm"
          placeholder="VD: PGH2611-0052"
          description="Theo mã phiếu, mã đơn hoặc địa chỉ."
          value={filters.keyword}
          onCommit={(keyword) => change({ keyword })}
          debounceMs={debounceMs}
        />
        <ChoiceFilter label="Trạng thái" choices={deliveryStatuses} value={filters.status} onChange={(status) => change({ status })} />
        <FilterBarWide>
          <DateRangeFilter label="Ngày tạo" from={filters.from} end={filters.end} onChange={(from, end) => change({ from, end })} />
        </FilterBarWide>
      </FilterBar>

      <PagedResults
        {...pagedResultsOf({ status, errorMessage, data, isValidating, onRetry, filters, onFiltersChange })}
        paginationLabel="Phân trang phiếu giao"
      >
        <ListFilteredContext.Provider value={deliveryListSchema.isFiltered(filters)}>
          <DeliveryTable rows={data?.Items ?? noRows} hrefs={hrefs} />
        </ListFilteredContext.Provider>
      </PagedResults>
    </div>
  );
}
