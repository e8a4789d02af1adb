import { CalendarDate } from '@internationalized/date';
import type { Key } from 'react-aria-components';
import { DateRangePicker } from '../../ui/DateRangePicker';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { FilterBar } from '../../ui/FilterBar';
import { Link } from '../../ui/Link';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { DebouncedSearchField } from '../../ui/SearchField';
import { Select } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { canComplainAbout } from '../shared/complaints';
import { OrderState, orderStates } from '../shared/statuses';
import * as styles from './OrderListScreen.css';
import { OrderStateTag } from '../shared/OrderStateTag';
import { type OrderRowData } from './OrderParts';

/**
 * The filters of GET /api/order/orders, as the app keeps them in the hash query. Dates are local
 * calendar days; the API client sends them as dd/MM/yyyy.
 */
export interface OrderListFilters {
  orderCode: string;
  /** A code of `orderStates`; null for all. */
  state: number | null;
  /** A warehouse Id; null for all. */
  wareHouse: number | null;
  from: Date | null;
  end: Date | null;
  skip: number;
  take: number;
}

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

export interface OrderListScreenProps {
  filters: OrderListFilters;
  /** A new set of filters; any change but paging comes back with skip 0. */
  onFiltersChange: (filters: OrderListFilters) => void;
  /** 'loading' before the first page arrives; later pages load with `isValidating` over the old one. */
  status: 'loading' | 'error' | 'ready';
  data?: { Items: readonly OrderRowData[]; Total: number };
  /** The next page is on its way: the current one stays, marked busy. */
  isValidating?: boolean;
  onRetry: () => void;
  warehouses: readonly WarehouseOption[];
  /** Orders per state, when the app knows them: shown in the state choices. */
  stateCounts?: Partial<Record<number, number>>;
  hrefs: OrderListHrefs;
  /** ms of quiet typing before the code filter applies. @default 400 */
  debounceMs?: number;
}

const ALL = 'all';

const toCalendarDate = (date: Date | null) => (date ? new CalendarDate(date.getFullYear(), date.getMonth() + 1, date.getDate()) : null);
const toDate = (date: CalendarDate | null) => (date ? new Date(date.year, date.month - 1, date.day) : null);

function OrderActions({ order, hrefs }: { order: OrderRowData; hrefs: OrderListHrefs }) {
  const links = [];
  if (order.State === OrderState.AwaitingDeposit) links.push(<Link key="deposit" href={hrefs.deposit}>Đặt cọc</Link>);
  if (order.State === OrderState.AwaitingPayment) links.push(<Link key="pay" href={hrefs.pay}>Thanh toán</Link>);
  if (canComplainAbout(order.State)) links.push(<Link key="complaint" href={hrefs.complaint(order.Id)}>Khiếu nại</Link>);
  return links.length > 0 ? <span className={styles.actions}>{links}</span> : <span className={styles.muted}>—</span>;
}

/**
 * The order list (#/order/list-orders): filters by code, state, warehouse and dates, paged with
 * skip/take. Filters are the app's (hash query); the screen only reports changes, the code after a pause.
 */
export function OrderListScreen({
  filters,
  onFiltersChange,
  status,
  data,
  isValidating = false,
  onRetry,
  warehouses,
  stateCounts,
  hrefs,
  debounceMs = 400,
}: OrderListScreenProps) {
  const change = (patch: Partial<OrderListFilters>) => onFiltersChange({ ...filters, ...patch, skip: 0 });

  const stateItems = [
    { id: ALL, label: 'Tất cả trạng thái' },
    ...orderStates.map((entry) => {
      const count = stateCounts?.[entry.code];
      return { id: entry.code, label: count === undefined ? entry.label : `${entry.label} (${count})` };
    }),
  ];
  const warehouseItems = [{ id: ALL, label: 'Tất cả kho' }, ...warehouses.map((warehouse) => ({ id: warehouse.Id, label: warehouse.Name }))];
  const toFilter = (key: Key | null) => (key === null || key === ALL ? null : Number(key));
  // One open end is read as a one-day range: the picker shows both dates or none.
  const start = toCalendarDate(filters.from ?? filters.end);
  const end = toCalendarDate(filters.end ?? filters.from);
  const range = start && end ? { start, end } : null;

  const rows = data?.Items ?? [];

  return (
    <div className={styles.root}>
      <PageHeader title="Danh sách đơn hàng" />
      <FilterBar aria-label="Lọc đơn hàng">
        <DebouncedSearchField
          label="Mã đơn hàng"
          placeholder="VD: DH2611-00123"
          value={filters.orderCode}
          onCommit={(orderCode) => onFiltersChange({ ...filters, orderCode, skip: 0 })}
          debounceMs={debounceMs}
        />
        <Select label="Trạng thái" items={stateItems} value={filters.state ?? ALL} onChange={(key) => change({ state: toFilter(key) })} />
        <Select label="Kho nhận hàng" items={warehouseItems} value={filters.wareHouse ?? ALL} onChange={(key) => change({ wareHouse: toFilter(key) })} />
        <DateRangePicker
          label="Ngày đặt"
          value={range}
          onChange={(value) => change({ from: toDate(value?.start ?? null), end: toDate(value?.end ?? null) })}
        />
      </FilterBar>

      {status === 'error' ? (
        <ErrorState onRetry={onRetry} />
      ) : status === 'loading' && !data ? (
        <Skeleton variant="block" lines={5} height="48px" label />
      ) : (
        <div className={styles.results} aria-busy={isValidating || undefined}>
          {isValidating ? (
            <p className={styles.updating} role="status">
              <Spinner />
              Đang cập nhật…
            </p>
          ) : null}
          <div className={isValidating ? styles.stale : undefined}>
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
              <TableBody
                items={rows}
                renderEmptyState={() => (
                  <EmptyState
                    headingLevel="none"
                    icon="order"
                    title="Không có đơn hàng nào"
                    description="Thử bỏ bớt bộ lọc hoặc chọn khoảng ngày khác."
                  />
                )}
              >
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
          </div>
          <Pagination
            aria-label="Phân trang đơn hàng"
            skip={filters.skip}
            take={filters.take}
            total={data?.Total ?? 0}
            onChange={(page) => onFiltersChange({ ...filters, ...page })}
          />
        </div>
      )}
    </div>
  );
}
