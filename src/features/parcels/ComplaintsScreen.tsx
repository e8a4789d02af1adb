import { memo, useRef } from 'react';
import { Button } from '../../ui/Button';
import { DateText } from '../../ui/DateText';
import { Dialog } from '../../ui/Dialog';
import { ListEmptyState, ListFilteredContext } from '../../ui/EmptyState';
import { cx } from '../../ui/Field';
import { ChoiceFilter, FilterBar } from '../../ui/FilterBar';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { PagedResults } from '../../ui/PagedResults';
import { StatusTag } from '../../ui/StatusTag';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { useToast } from '../../ui/Toast';
import { complaintStatuses, statusOf } from '../shared/statuses';
import { ComplaintForm, type ComplaintFormProps } from './ComplaintForm';
import { filter, listSchema, withFilters, pagedResultsOf, type FiltersOf, type ListFilterProps, type ListResultsProps } from '../shared/listQuery';
import * as styles from './ComplaintsScreen.css';
import { reasonOf } from './model';

export type { ComplaintFormProps, ComplaintOrderData, ComplaintOrderItem, ComplaintOrderOption } from './ComplaintForm';

/** A row of GET /api/order/getcomplains (Complaint in the app's schemas). */
export interface ComplaintRowData {
  Id: number;
  OrderId: number;
  OrderCode: string;
  /** The parcel concerned; null when none. */
  TransportCode: string | null;
  /** ISO 8601. */
  CreatedDate: string;
  /** A code of `complaintStatuses`. */
  Status: number;
  /** The customer's description. */
  Content: string;
  /** ₫ refunded; null while not decided. */
  RefundAmount: number | null;
  /** The service's answer; '' while none. */
  Reply: string;
  /** When the service answered; null or absent while it has not. */
  ReplyDate?: string | null;
  /** A code of `complaintReasons`; null or absent when the server does not say. */
  ReasonType?: number | null;
  /** ₫ the customer asked for; null when left to staff. */
  AmountRequested?: number | null;
  /** The items complained about; empty for the whole order. */
  Items?: readonly { Id: number; Name: string }[];
}

/** The filters of GET /api/order/getcomplains, as the app keeps them in the hash query. */
// status: a code of `complaintStatuses`.
export const complaintListSchema = listSchema({ status: filter.id() }, { initial: 10 });

export type ComplaintFilters = FiltersOf<typeof complaintListSchema>;

export const defaultComplaintFilters: ComplaintFilters = complaintListSchema.defaults;

export interface ComplaintsScreenProps extends ListFilterProps<ComplaintFilters>, ListResultsProps<ComplaintRowData> {
  /** The order's page: '#/order/detail/7'; without it codes are plain text. */
  orderHref?: (orderId: number) => string;
  /** The new-complaint dialog. The app opens it itself for a complaint filed from an order or a parcel. */
  isFormOpen: boolean;
  onFormOpenChange: (isOpen: boolean) => void;
  /** What the form needs: the orders to choose from, the chosen one's items, and the submit. */
  form: Omit<ComplaintFormProps, 'onCancel' | 'onSubmitted' | 'onPendingChange'>;
}

function ComplaintSummary({ complaint }: { complaint: ComplaintRowData }) {
  const reason = complaint.ReasonType === null || complaint.ReasonType === undefined ? undefined : reasonOf(complaint.ReasonType);
  const items = complaint.Items ?? [];
  return (
    <span className={styles.stack}>
      {reason ? <span className={styles.reason}>{reason.label}</span> : null}
      {items.length > 0 ? <span className={styles.items}>Sản phẩm: {items.map((item) => item.Name).join(', ')}</span> : null}
      <span className={styles.text}>{complaint.Content}</span>
    </span>
  );
}

function Amounts({ complaint }: { complaint: ComplaintRowData }) {
  const asked = complaint.AmountRequested ?? null;
  if (asked === null && complaint.RefundAmount === null) return <span className={styles.muted}>Không yêu cầu</span>;
  return (
    <span className={styles.stack}>
      {asked === null ? null : (
        <span className={styles.amount}>
          <span className={styles.muted}>Yêu cầu</span>
          <Money amount={asked} />
        </span>
      )}
      {complaint.RefundAmount === null ? null : (
        <span className={styles.amount}>
          <span className={styles.muted}>Đã hoàn</span>
          <Money amount={complaint.RefundAmount} />
        </span>
      )}
    </span>
  );
}

function Answer({ complaint }: { complaint: ComplaintRowData }) {
  if (complaint.Reply.trim() === '') return <span className={styles.muted}>Chưa có phản hồi</span>;
  return (
    <span className={styles.stack}>
      <span className={styles.answer}>{complaint.Reply}</span>
      {complaint.ReplyDate ? <DateText value={complaint.ReplyDate} format="datetime" className={styles.muted} /> : null}
    </span>
  );
}

const noRows: readonly ComplaintRowData[] = [];

// Whether a filter is set comes from ListFilteredContext: the first filter renders this, not the rows.
const renderEmptyState = () => (
  <ListEmptyState
    headingLevel="none"
    icon="message"
    none={{ title: 'Bạn chưa có khiếu nại nào', description: 'Gặp vấn đề với đơn hàng? Bấm “Tạo khiếu nại” để chúng tôi hỗ trợ.' }}
    whenFiltered={{ title: 'Không có khiếu nại nào ở trạng thái này', description: 'Hãy chọn trạng thái khác.' }}
  />
);

/**
 * The table on its own, rendered again only when its rows or its link change: opening the form, or a
 * filter changing while the old page still shows, would otherwise render every row once more (issue 26).
 */
const ComplaintTable = memo(function ComplaintTable({
  rows,
  orderHref,
}: {
  rows: readonly ComplaintRowData[];
  orderHref: ((orderId: number) => string) | undefined;
}) {
  return (
    <Table aria-label="Khiếu nại">
      <TableHeader>
        <Column isRowHeader>Mã đơn</Column>
        <Column>Khiếu nại</Column>
        <Column>Số tiền</Column>
        <Column>Trạng thái</Column>
        <Column>Phản hồi</Column>
      </TableHeader>
      <TableBody
        items={rows}
        renderEmptyState={renderEmptyState}
      >
        {(complaint) => {
          const state = statusOf(complaintStatuses, complaint.Status);
          return (
            <Row id={complaint.Id}>
              <Cell>
                <span className={styles.stack}>
                  {orderHref ? <Link href={orderHref(complaint.OrderId)}>{complaint.OrderCode}</Link> : <span>{complaint.OrderCode}</span>}
                  {complaint.TransportCode ? <span className={styles.muted}>Kiện {complaint.TransportCode}</span> : null}
                  <span className={cx(styles.muted, styles.nowrap)}>
                    Gửi <DateText value={complaint.CreatedDate} format="datetime" />
                  </span>
                </span>
              </Cell>
              <Cell label="Khiếu nại">
                <ComplaintSummary complaint={complaint} />
              </Cell>
              <Cell label="Số tiền">
                <Amounts complaint={complaint} />
              </Cell>
              <Cell label="Trạng thái">
                <StatusTag tone={state.tone} icon={state.tone === 'success' ? 'check' : undefined}>
                  {state.label}
                </StatusTag>
              </Cell>
              <Cell label="Phản hồi">
                <Answer complaint={complaint} />
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
});

/**
 * Complaints (#/order/complain): the customer's complaints with their status, what was asked and the
 * service's answer, filtered by status and paged; `Tạo khiếu nại` opens the form in a dialog.
 */
export function ComplaintsScreen({
  filters,
  onFiltersChange,
  status,
  errorMessage,
  data,
  isValidating = false,
  onRetry,
  orderHref,
  isFormOpen,
  onFormOpenChange,
  form,
}: ComplaintsScreenProps) {
  const toast = useToast();
  // While the complaint is on its way the dialog stays: closing it would hide the outcome.
  const sending = useRef(false);

  return (
    <div className={styles.root}>
      <PageHeader
        title="Khiếu nại"
        description="Theo dõi các khiếu nại về đơn hàng, kiện hàng và phản hồi của chúng tôi."
        actions={
          <Button onPress={() => onFormOpenChange(true)}>
            <Icon name="plus" size="sm" />
            Tạo khiếu nại
          </Button>
        }
      />
      <FilterBar aria-label="Lọc khiếu nại" activeCount={complaintListSchema.countSet(filters)}>
        <ChoiceFilter
          className={styles.statusFilter}
          label="Trạng thái"
          choices={complaintStatuses}
          value={filters.status}
          onChange={(status) => onFiltersChange(withFilters(filters, { status }))}
        />
      </FilterBar>

      <PagedResults
        {...pagedResultsOf({ status, errorMessage, data, isValidating, onRetry, filters, onFiltersChange })}
        paginationLabel="Phân trang khiếu nại"
      >
        <ListFilteredContext.Provider value={complaintListSchema.isFiltered(filters)}>
          <ComplaintTable rows={data?.Items ?? noRows} orderHref={orderHref} />
        </ListFilteredContext.Provider>
      </PagedResults>

      <Dialog
        title="Tạo khiếu nại"
        size="lg"
        isOpen={isFormOpen}
        onOpenChange={(open) => {
          if (!open && sending.current) return;
          onFormOpenChange(open);
        }}
      >
        <ComplaintForm
          {...form}
          onCancel={() => onFormOpenChange(false)}
          onPendingChange={(pending) => {
            sending.current = pending;
          }}
          onSubmitted={() => {
            sending.current = false;
            onFormOpenChange(false);
            toast.success('Đã gửi khiếu nại');
          }}
        />
      </Dialog>
    </div>
  );
}
