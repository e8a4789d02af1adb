import { memo, type ReactNode } from 'react';
import { DateRangeFilter } from '../../ui/DateRangePicker';
import { DateText } from '../../ui/DateText';
import { ListEmptyState, ListFilteredContext } from '../../ui/EmptyState';
import { ChoiceFilter, FilterBar } from '../../ui/FilterBar';
import { Link } from '../../ui/Link';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { PagedResults } from '../../ui/PagedResults';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { canComplainAbout } from '../shared/complaints';
import { filter, listSchema, withFilters, pagedResultsOf, type FiltersOf, type ListFilterProps, type ListResultsProps } from '../shared/listQuery';
import { OrderStateTag } from '../shared/OrderStateTag';
import { OrderState, orderStates } from '../shared/statuses';
import { OrderCodeSearchField } from '../shared/OrderCodeSearchField';
import * as styles from './OrderListScreen.css';
import type { OrderRowData } from './OrderParts';

/**
 * The filters of GET /api/order/orders, as the app keeps them in the hash query. Dates are local
 * calendar days; the API client sends them as dd/MM/yyyy.
 */
// state: a code of `orderStates`; wareHouse: a warehouse Id.
export const orderListSchema = listSchema(
  { orderCode: filter.text(), state: filter.id(), wareHouse: filter.id(), ...filter.dateRange() },
  { initial: 20 },
);

export type OrderListFilters = FiltersOf<typeof orderListSchema>;

export interface WarehouseOption {
  Id: number;
  Name: string;
}

export interface OrderListHrefs {
  detail: (id: number) => string;
  /** The awaiting-deposit list: '#/order/order-wait-deposit'. */
  deposit: string;
  /** The awaiting-payment list: '#/order/order-wait-pay'. */
  pay: string;
  /** A complaint about this order. */
  complaint: (id: number) => string;
}

export interface OrderListScreenProps extends ListFilterProps<OrderListFilters>, ListResultsProps<OrderRowData> {
  warehouses: readonly WarehouseOption[];
  /** Orders per state, when the app knows them: shown in the state choices. */
  stateCounts?: Partial<Record<number, number>>;
  hrefs: OrderListHrefs;
  /** Controls for the whole list beside the title, e.g. the app's `Xuất Excel` (issue 29). */
  actions?: ReactNode;
}

function OrderActions({ order, hrefs }: { order: OrderRowData; hrefs: OrderListHrefs }) {
  const links = [];
  if (order.State === OrderState.AwaitingDeposit) links.push(<Link key="deposit" href={hrefs.deposit}>Đặt cọc</Link>);
  if (order.State === OrderState.AwaitingPayment) links.push(<Link key="pay" href={hrefs.pay}>Thanh toán</Link>);
  if (canComplainAbout(order.State)) links.push(<Link key="complaint" href={hrefs.complaint(order.Id)}>Khiếu nại</Link>);
  return links.length > 0 ? <span className={styles.actions}>{links}</span> : <span className={styles.muted}>—</span>;
}

const noRows: readonly OrderRowData[] = [];

// Whether a filter is set comes from ListFilteredContext: the first filter renders this, not the rows.
const renderEmptyState = () => (
  <ListEmptyState
    headingLevel="none"
    icon="order"
    none={{ title: 'Chưa có đơn hàng nào', description: 'Đơn hàng sẽ hiện ở đây khi bạn đặt hàng từ giỏ hàng.' }}
    whenFiltered={{ title: 'Không có đơn hàng nào', description: 'Thử bỏ bớt bộ lọc hoặc chọn khoảng ngày khác.' }}
  />
);

/**
 * The table on its own, rendered again only when its rows or its links change: the warehouses arriving
 * after the orders, or a filter changing while the old page still shows, would otherwise render every
 * row's cells once more (issue 26).
 */
const OrderTable = memo(function OrderTable({ rows, hrefs }: { rows: readonly OrderRowData[]; hrefs: OrderListHrefs }) {
  return (
    <Table aria-label="Đơn hàng">
      <TableHeader>
        <Column isRowHeader>Mã đơn</Column>
        <Column>Ngày đặt</Column>
        <Column>Shop</Column>
        <Column>Trạng thái</Column>
        <Column align="end">Tổng tiền</Column>
        <Column align="end">Đã trả</Column>
        <Column align="end">Còn lại</Column>
        <Column>Thao tác</Column>
      </TableHeader>
      <TableBody items={rows} renderEmptyState={renderEmptyState}>
        {(order) => (
          <Row id={order.Id}>
            <Cell>
              <Link href={hrefs.detail(order.Id)}>{order.Code}</Link>
            </Cell>
            <Cell label="Ngày đặt">
              <DateText value={order.CreatedDate} />
            </Cell>
            <Cell label="Shop">
              <span className={styles.shop}>{order.SellerName}</span>
            </Cell>
            <Cell label="Trạng thái">
              <OrderStateTag state={order.State} />
            </Cell>
            <Cell label="Tổng tiền" align="end">
              <Money amount={order.TotalAmount} />
            </Cell>
            <Cell label="Đã trả" align="end">
              <Money amount={order.PaidAmount} />
            </Cell>
            <Cell label="Còn lại" align="end">
              <Money amount={order.RemainingAmount} />
            </Cell>
            <Cell label="Thao tác">
              <OrderActions order={order} hrefs={hrefs} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
});

/**
 * The order list (#/order/list-orders): filters by code, state, warehouse and dates, paged with
 * skip/take. Filters are the app's (hash query); the screen only reports changes, the code after a pause.
 */
export function OrderListScreen({
  filters,
  onFiltersChange,
  status,
  errorMessage,
  data,
  isValidating = false,
  onRetry,
  warehouses,
  stateCounts,
  hrefs,
  actions,
  debounceMs = 400,
}: OrderListScreenProps) {
  const change = (patch: Partial<OrderListFilters>) => onFiltersChange(withFilters(filters, patch));

  const stateChoices = orderStates.map((entry) => {
    const count = stateCounts?.[entry.code];
    return { code: entry.code, label: count === undefined ? entry.label : `${entry.label} (${count})` };
  });
  const warehouseChoices = warehouses.map((warehouse) => ({ code: warehouse.Id, label: warehouse.Name }));

  return (
    <div className={styles.root}>
      <PageHeader title="Danh sách đơn hàng" actions={actions} />
      <FilterBar aria-label="Lọc đơn hàng" activeCount={orderListSchema.countSet(filters)}>
        <OrderCodeSearchField value={filters.orderCode} onCommit={(orderCode) => change({ orderCode })} debounceMs={debounceMs} />
        <ChoiceFilter label="Trạng thái" choices={stateChoices} value={filters.state} onChange={(state) => change({ state })} />
        <ChoiceFilter label="Kho nhận hàng" allLabel="Tất cả kho" choices={warehouseChoices} value={filters.wareHouse} onChange={(wareHouse) => change({ wareHouse })} />
        <DateRangeFilter label="Ngày đặt" from={filters.from} end={filters.end} onChange={(from, end) => change({ from, end })} />
      </FilterBar>

      <PagedResults
        {...pagedResultsOf({ status, errorMessage, data, isValidating, onRetry, filters, onFiltersChange })}
        paginationLabel="Phân trang đơn hàng"
      >
        <ListFilteredContext.Provider value={orderListSchema.isFiltered(filters)}>
          <OrderTable rows={data?.Items ?? noRows} hrefs={hrefs} />
        </ListFilteredContext.Provider>
      </PagedResults>
    </div>
  );
}
