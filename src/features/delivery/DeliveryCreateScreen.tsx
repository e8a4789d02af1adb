import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateText } from '../../ui/DateText';
import { contentStateInstead, type LoadStatus } from '../../ui/ContentState';
import { EmptyState } from '../../ui/EmptyState';
import { Form, useConfirmOnce, useFormValues } from '../../ui/Form';
import { FormAlert } from '../../ui/FormAlert';
import { Link } from '../../ui/Link';
import { formatVnd, Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { Select, type SelectOption } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { selectionTableProps, SummaryBar, useSelection } from '../../ui/SummaryBar';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { TextArea } from '../../ui/TextArea';
import { PhoneField, TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { OrderStateTag } from '../shared/OrderStateTag';
import * as styles from './DeliveryCreateScreen.css';
import {
  coversDue,
  deliveryMessages,
  deliveryTotals,
  formatWeight,
  NOTE_MAX,
  receiverChoices,
  sameReceiver,
  selectionError,
  toDeliveryRequest,
  validateDeliveryRequest,
  type DeliveryRequestCreate,
  type Receiver,
  type ReceiverChoice,
} from './model';

/** An order of GET /api/order/getorderhasvietnam (OrderHasVietnam in the schemas). */
export interface VietnamOrderData {
  Id: number;
  Code: string;
  CreatedDate: string;
  /** A code of `orderStates` (8, 9 or 10). */
  State: number;
  WarehouseName: string;
  /** kg */
  Weight: number;
  /** Still to pay before delivery, ₫ (0 when paid); taken from the wallet with the request. */
  AmountDue: number;
}

export interface DeliveryCreateHrefs {
  /** Where to top up the wallet: '#/transaction/deposit'. */
  deposit: string;
  /** The request list: '#/delivery/list-request'. */
  list: string;
  /** An order's page, e.g. id → '#/order/detail/12'. */
  order: (id: number) => string;
}

export interface DeliveryCreateScreenProps {
  status: LoadStatus;
  orders: readonly VietnamOrderData[];
  /** The wallet (PocketMoney), ₫: what the chosen orders still owe must fit in it. */
  balance: number;
  /** The customer's own name, phone and address (the profile), offered first. */
  profile?: Receiver | null;
  /** Receivers of earlier requests, newest first, offered after the profile. */
  recentReceivers?: readonly Receiver[];
  onRetry: () => void;
  /**
   * Sends the request — one call per intent, after the customer confirmed. Resolve on success (the app
   * moves on to the list); reject on failure, with the lines in `serverErrors`: the form keeps its values.
   */
  onSubmit: (request: DeliveryRequestCreate) => Promise<void>;
  /** The lines of a refused request (a 400 flattened, SPEC §8), rendered as text. */
  serverErrors?: readonly string[];
  hrefs: DeliveryCreateHrefs;
}

type ReceiverValues = Omit<DeliveryRequestCreate, 'OrderIds'>;

const TITLE = 'Yêu cầu giao hàng';
const ORDERS_LABEL = 'Đơn hàng ở kho Việt Nam';
const SEND = 'Gửi yêu cầu giao';
const NEW_ADDRESS = 'new';
const emptyValues: ReceiverValues = { ReceiverName: '', Phone: '', Address: '', Note: '' };

const fromChoice = (choice: ReceiverChoice, note: string): ReceiverValues => ({
  ReceiverName: choice.ReceiverName,
  Phone: choice.Phone,
  Address: choice.Address,
  Note: note,
});

const choiceLabel = (choice: ReceiverChoice) => `${choice.source}: ${choice.ReceiverName}, ${choice.Phone} – ${choice.Address}`;

function ConfirmFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.confirmFact}>
      <dt className={styles.confirmTerm}>{term}</dt>
      <dd className={styles.confirmDetail}>{children}</dd>
    </div>
  );
}

/**
 * Delivery request (#/delivery/create-request): choose orders whose goods are in the Vietnam warehouse,
 * see their weight and what they still owe against the wallet, say who receives them and where,
 * confirm, send — one request per intent.
 */
export function DeliveryCreateScreen({
  status,
  orders,
  balance,
  profile,
  recentReceivers = [],
  onRetry,
  onSubmit,
  serverErrors = [],
  hrefs,
}: DeliveryCreateScreenProps) {
  const toast = useToast();
  const ordersTitleId = useId();
  const receiverTitleId = useId();
  const choices = useMemo(() => receiverChoices(profile, recentReceivers), [profile, recentReceivers]);
  const [touched, setTouched] = useState(false);
  const { values, setValues, field } = useFormValues<ReceiverValues>(
    () => (choices[0] ? fromChoice(choices[0], '') : emptyValues),
    () => setTouched(true),
  );
  // The profile may arrive after the screen: an untouched, empty form takes it when it does.
  const firstChoice = choices[0];
  if (!touched && firstChoice && values.ReceiverName === '' && values.Phone === '' && values.Address === '') {
    setValues(fromChoice(firstChoice, values.Note));
  }

  const selection = useSelection(orders);
  const [attempted, setAttempted] = useState(false);
  const chosenIds = useMemo(() => selection.chosen.map((order) => order.Id), [selection.chosen]);
  const totals = deliveryTotals(orders, chosenIds);
  const covered = coversDue(balance, totals.due);
  const short = totals.count > 0 && !covered;
  const ordersError = attempted ? selectionError(totals.count, balance, totals.due) : undefined;

  const chosenChoice = choices.find((choice) => sameReceiver(choice, values));
  const addressOptions: SelectOption<string>[] = [
    ...choices.map((choice) => ({ id: choice.id, label: choiceLabel(choice) })),
    { id: NEW_ADDRESS, label: 'Nhập địa chỉ mới' },
  ];
  const pickAddress = (id: string) => {
    setTouched(true);
    const choice = choices.find((candidate) => candidate.id === id);
    setValues((current) => (choice ? fromChoice(choice, current.Note) : { ...emptyValues, Note: current.Note }));
  };

  const request = (): DeliveryRequestCreate => ({ OrderIds: chosenIds, ...values });

  const validate = () => {
    setAttempted(true);
    const errors = validateDeliveryRequest(request());
    const selectionProblem = selectionError(totals.count, balance, totals.due);
    return { ...errors, OrderIds: selectionProblem };
  };

  /** The request the customer is asked about; the dialog is open while it is set. */
  const sending = useConfirmOnce<DeliveryRequestCreate>({
    send: async (asking) => {
      await onSubmit(asking);
      selection.replace([]);
      setAttempted(false);
      toast.success(`Đã tạo phiếu giao ${asking.OrderIds.length} đơn hàng.`);
    },
    // The app shows the server's lines (serverErrors); the form keeps what was chosen and typed.
  });
  const ask = () => sending.ask(toDeliveryRequest(request()));

  // react-aria rebuilds its collection when it gets new TableHeader/TableBody elements, which made a tick
  // in a list of 200 orders take seconds: they are made once per list, the Table per selection. Typing
  // in a receiver field re-renders the screen; the table need not follow.
  const tableHeader = useMemo(
    () => (
      <TableHeader>
        <Column isRowHeader>Mã đơn</Column>
        <Column>Ngày đặt</Column>
        <Column>Kho</Column>
        <Column>Trạng thái</Column>
        <Column align="end">Cân nặng</Column>
        <Column align="end">Còn phải trả</Column>
      </TableHeader>
    ),
    [],
  );
  const tableBody = useMemo(
    () => (
      <TableBody items={orders}>
        {(order) => (
          <Row id={order.Id}>
            <Cell>
              <Link href={hrefs.order(order.Id)}>{order.Code}</Link>
            </Cell>
            <Cell label="Ngày đặt">
              <DateText value={order.CreatedDate} />
            </Cell>
            <Cell label="Kho">
              <span className={styles.wrap}>{order.WarehouseName === '' ? '—' : order.WarehouseName}</span>
            </Cell>
            <Cell label="Trạng thái">
              <OrderStateTag state={order.State} />
            </Cell>
            <Cell label="Cân nặng" align="end">
              {formatWeight(order.Weight)}
            </Cell>
            <Cell label="Còn phải trả" align="end">
              {order.AmountDue > 0 ? <Money amount={order.AmountDue} className={styles.due} /> : <span className={styles.muted}>Đã trả đủ</span>}
            </Cell>
          </Row>
        )}
      </TableBody>
    ),
    [orders, hrefs],
  );
  const table = useMemo(
    () => (
      <Table
        aria-label={ORDERS_LABEL}
        {...selectionTableProps({ ids: selection.ids, onSelectionChange: selection.onSelectionChange }, orders, sending.isPending)}
      >
        {tableHeader}
        {tableBody}
      </Table>
    ),
    [orders, selection.ids, selection.onSelectionChange, sending.isPending, tableHeader, tableBody],
  );

  const header = <PageHeader title={TITLE} description="Chọn các đơn đã về kho Việt Nam, cho biết người nhận và địa chỉ, rồi gửi yêu cầu giao." actions={<Link href={hrefs.list}>Danh sách phiếu giao</Link>} />;

  const instead = contentStateInstead({
    status,
    onRetry,
    loading: <Skeleton variant="block" lines={4} height="56px" label />,
    empty:
      orders.length === 0 ? (
        <EmptyState
          icon="box"
          title="Chưa có đơn hàng nào ở kho Việt Nam"
          description="Đơn hàng về kho Việt Nam sẽ hiện ở đây để bạn yêu cầu giao."
          action={<Link href={hrefs.list}>Xem các phiếu giao đã tạo</Link>}
        />
      ) : null,
  });
  if (instead) {
    return (
      <div className={styles.root}>
        {header}
        {instead}
      </div>
    );
  }

  const asking = sending.question;
  const asked = asking ? orders.filter((order) => asking.OrderIds.includes(order.Id)) : [];
  const askedTotals = deliveryTotals(orders, asking?.OrderIds ?? []);

  return (
    <div className={styles.root}>
      {header}
      <Form aria-label={TITLE} validate={validate} onSubmit={ask} className={styles.form}>
        <FormAlert lines={serverErrors} />

        <section className={styles.section} aria-labelledby={ordersTitleId}>
          <h2 id={ordersTitleId} className={styles.sectionTitle}>
            {ORDERS_LABEL}
          </h2>
          {table}
        </section>

        <section className={styles.section} aria-labelledby={receiverTitleId}>
          <h2 id={receiverTitleId} className={styles.sectionTitle}>
            Thông tin nhận hàng
          </h2>
          <div className={styles.fields}>
            {choices.length > 0 ? (
              <Select
                className={styles.full}
                label="Chọn địa chỉ nhận hàng"
                description="Lấy từ hồ sơ hoặc các phiếu giao trước; chọn “Nhập địa chỉ mới” để gõ địa chỉ khác."
                items={addressOptions}
                value={chosenChoice?.id ?? NEW_ADDRESS}
                onChange={pickAddress}
              />
            ) : null}
            <TextField {...field('ReceiverName')} label="Người nhận" autoComplete="name" isRequired />
            <PhoneField {...field('Phone')} isRequired />
            <TextArea {...field('Address')} className={styles.full} label="Địa chỉ nhận hàng" autoComplete="street-address" rows={2} isRequired />
            <TextArea
              {...field('Note')}
              className={styles.full}
              label="Ghi chú"
              placeholder="VD: Gọi trước khi giao, giao giờ hành chính"
              maxLength={NOTE_MAX}
            />
          </div>
        </section>

        <SummaryBar
          aria-label="Tổng yêu cầu giao"
          figures={[
            { label: 'Đã chọn', value: `${totals.count} đơn hàng` },
            { label: 'Tổng cân nặng', value: formatWeight(totals.weight) },
            { label: 'Còn phải trả', value: <Money amount={totals.due} /> },
            { label: 'Số dư ví', value: <Money amount={balance} />, tone: short ? 'negative' : undefined },
          ]}
          problem={
            short
              ? { text: deliveryMessages.insufficientBalance, action: <Link href={hrefs.deposit}>Nạp tiền</Link> }
              : ordersError
                ? { text: ordersError, announce: true }
                : null
          }
          action={
            <Button type="submit" isDisabled={short} isPending={sending.isPending}>
              {SEND}
            </Button>
          }
        />
      </Form>

      <ConfirmDialog
        isOpen={asking !== null}
        confirmLabel={SEND}
        message={`Tạo phiếu giao ${asked.length} đơn hàng sau?`}
        isPending={sending.isPending}
        onConfirm={sending.confirm}
        onCancel={sending.cancel}
      >
        {/* Focusable: a long list scrolls, and a keyboard user must be able to scroll it. */}
        <ul className={styles.confirmList} aria-label="Đơn hàng được chọn" tabIndex={0}>
          {asked.map((order) => (
            <li key={order.Id} className={styles.confirmRow}>
              <span>{order.Code}</span>
              <span>{formatWeight(order.Weight)}</span>
            </li>
          ))}
        </ul>
        {asking ? (
          <dl className={styles.confirmFacts}>
            <ConfirmFact term="Người nhận">
              {asking.ReceiverName} · {asking.Phone}
            </ConfirmFact>
            <ConfirmFact term="Địa chỉ">{asking.Address}</ConfirmFact>
            {asking.Note === '' ? null : <ConfirmFact term="Ghi chú">{asking.Note}</ConfirmFact>}
            <ConfirmFact term="Tổng cân nặng">{formatWeight(askedTotals.weight)}</ConfirmFact>
          </dl>
        ) : null}
        {askedTotals.due > 0 ? (
          <p className={styles.confirmTotal}>
            <span>Trừ vào số dư ví</span>
            <span>{formatVnd(askedTotals.due)}</span>
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
