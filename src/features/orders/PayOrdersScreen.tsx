import { useMemo } from 'react';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { contentStateInstead, type LoadStatus } from '../../ui/ContentState';
import { EmptyState } from '../../ui/EmptyState';
import { useConfirmOnce } from '../../ui/Form';
import { FormAlert } from '../../ui/FormAlert';
import { Link } from '../../ui/Link';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { selectionTableProps, SummaryBar, useSelection } from '../../ui/SummaryBar';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { useToast } from '../../ui/Toast';
import { balanceAfter, canPay, dueTotal, selectedCount, selectedIds, withSelection } from './model';
import { OrderStateTag } from '../shared/OrderStateTag';
import { ItemsSummary, type OrderRowData } from './OrderParts';
import * as styles from './PayOrdersScreen.css';

/** An order of getOrderdeposits / getorderwaitpay (AwaitingOrder in the schemas). */
export interface AwaitingOrderData extends OrderRowData {
  /** What paying it now costs, ₫: the deposit, or the remainder. */
  AmountDue: number;
  /** The client's tick, false on arrival (SPEC §3). The screen keeps its own selection from here on. */
  IsChecked: boolean;
}

export type PayMode = 'deposit' | 'remainder';

export interface PayOrdersScreenProps {
  /** 'deposit': the awaiting-deposit list (`Đặt cọc`); 'remainder': awaiting final payment (`Thanh toán`). */
  mode: PayMode;
  status: LoadStatus;
  orders: readonly AwaitingOrderData[];
  /** The wallet (PocketMoney), ₫. */
  balance: number;
  onRetry: () => void;
  /**
   * Pays the selected orders — one request. Resolve on success (the app revalidates the lists and the
   * wallet, and paid orders leave `orders`); reject on failure, with the lines in `serverErrors`.
   */
  onPay: (ids: number[]) => Promise<void>;
  /** The lines of a refused payment (a 400 flattened, SPEC §8), rendered as text. */
  serverErrors?: readonly string[];
  /** Where to top up the wallet: '#/transaction/deposit'. */
  depositHref: string;
  /** The order's page, e.g. id → '#/order/detail/12'; without it codes are plain text. */
  detailHref?: (id: number) => string;
}

const texts = {
  deposit: {
    title: 'Đơn hàng chờ đặt cọc',
    description: 'Chọn các đơn muốn đặt cọc; tiền cọc được trừ vào số dư ví.',
    action: 'Đặt cọc',
    due: 'Tiền cọc',
    empty: 'Không có đơn hàng nào chờ đặt cọc',
    emptyHint: 'Đơn hàng mới tạo từ giỏ hàng sẽ hiện ở đây để đặt cọc.',
    done: (count: number) => `Đã đặt cọc ${count} đơn hàng.`,
    question: (count: number) => `Đặt cọc ${count} đơn hàng sau bằng số dư ví?`,
  },
  remainder: {
    title: 'Đơn hàng chờ thanh toán',
    description: 'Hàng đã về kho Việt Nam. Chọn các đơn muốn thanh toán phần còn lại.',
    action: 'Thanh toán',
    due: 'Còn phải trả',
    empty: 'Không có đơn hàng nào chờ thanh toán',
    emptyHint: 'Đơn hàng về kho Việt Nam và còn thiếu tiền sẽ hiện ở đây.',
    done: (count: number) => `Đã thanh toán ${count} đơn hàng.`,
    question: (count: number) => `Thanh toán ${count} đơn hàng sau bằng số dư ví?`,
  },
} as const;

/**
 * Awaiting deposit (#/order/order-wait-deposit) and awaiting final payment (#/order/order-wait-pay):
 * pick orders, see what they cost against the wallet, confirm, pay — one request per intent.
 */
export function PayOrdersScreen({
  mode,
  status,
  orders,
  balance,
  onRetry,
  onPay,
  serverErrors = [],
  depositHref,
  detailHref,
}: PayOrdersScreenProps) {
  const text = texts[mode];
  const toast = useToast();
  const selection = useSelection(orders, () => selectedIds(orders));
  const rows = useMemo(() => withSelection(orders, selection.ids), [orders, selection.ids]);
  const count = selectedCount(rows);
  const due = dueTotal(rows);
  const after = balanceAfter(balance, due);
  const covered = canPay(balance, due);
  const short = count > 0 && !covered;
  // The question names the orders chosen when it was asked: after paying, the selection empties while
  // the dialog is still fading out, and it must go on naming what was paid, not "0 đơn hàng".
  const payment = useConfirmOnce<readonly AwaitingOrderData[]>({
    send: async (asked) => {
      const ids = selectedIds(asked);
      await onPay(ids);
      selection.replace([]);
      toast.success(text.done(ids.length));
    },
    // The app puts the server's lines in `serverErrors`; the selection stays as it was.
  });
  const asked = payment.shown ?? [];

  // The same header and body elements on every tick (see Table): new ones would make react-aria rebuild
  // the table's collection and render every row's cells again on each selection change (issue 26).
  const tableHeader = useMemo(
    () => (
      <TableHeader>
        <Column isRowHeader>Mã đơn</Column>
        <Column>Shop</Column>
        <Column>Sản phẩm</Column>
        <Column align="end">Tiền hàng</Column>
        <Column align="end">Tổng tiền</Column>
        <Column align="end">Đã trả</Column>
        <Column align="end">{text.due}</Column>
        <Column>Trạng thái</Column>
      </TableHeader>
    ),
    [text],
  );
  const tableBody = useMemo(
    () => (
      // The orders as given, not `rows`: unchanged items let react-aria keep each row's cells on a tick.
      <TableBody items={orders}>
        {(order) => (
          <Row id={order.Id}>
            <Cell>{detailHref ? <Link href={detailHref(order.Id)}>{order.Code}</Link> : order.Code}</Cell>
            <Cell label="Shop">
              <span className={styles.shop}>{order.SellerName}</span>
            </Cell>
            <Cell label="Sản phẩm">
              <ItemsSummary image={order.Image} quantity={order.Quantity} />
            </Cell>
            <Cell label="Tiền hàng" align="end">
              <Money amount={order.GoodsAmountCny} currency="CNY" />
            </Cell>
            <Cell label="Tổng tiền" align="end">
              <Money amount={order.TotalAmount} />
            </Cell>
            <Cell label="Đã trả" align="end">
              <Money amount={order.PaidAmount} />
            </Cell>
            <Cell label={text.due} align="end">
              <Money amount={order.AmountDue} className={styles.due} />
            </Cell>
            <Cell label="Trạng thái">
              <OrderStateTag state={order.State} />
            </Cell>
          </Row>
        )}
      </TableBody>
    ),
    [orders, detailHref, text],
  );

  const header = <PageHeader title={text.title} description={text.description} />;

  const instead = contentStateInstead({
    status,
    onRetry,
    loading: <Skeleton variant="block" lines={4} height="56px" label />,
    empty: orders.length === 0 ? <EmptyState icon="order" title={text.empty} description={text.emptyHint} /> : null,
  });
  if (instead) {
    return (
      <div className={styles.root}>
        {header}
        {instead}
      </div>
    );
  }

  return (
    <div className={styles.root}>
      {header}
      <FormAlert lines={serverErrors} />
      <Table
        aria-label={text.title}
        {...selectionTableProps({ ids: selection.ids, onSelectionChange: selection.onSelectionChange }, orders, payment.isPending)}
      >
        {tableHeader}
        {tableBody}
      </Table>

      <SummaryBar
        aria-label="Tổng thanh toán"
        figures={[
          { label: 'Đã chọn', value: `${count} đơn hàng` },
          { label: 'Tổng cần trả', value: <Money amount={due} /> },
          { label: 'Số dư ví', value: <Money amount={balance} /> },
          { label: 'Số dư sau khi trả', value: <Money amount={after} />, tone: after < 0 ? 'negative' : undefined },
        ]}
        problem={short ? { text: 'Số dư không đủ', action: <Link href={depositHref}>Nạp tiền</Link> } : null}
        action={
          <Button isDisabled={!covered} isPending={payment.isPending} onPress={() => payment.ask(rows.filter((order) => order.IsChecked))}>
            {text.action}
          </Button>
        }
      />

      <ConfirmDialog
        isOpen={payment.question !== null}
        confirmLabel={text.action}
        message={text.question(asked.length)}
        isPending={payment.isPending}
        // A wallet that no longer covers the asked orders (it changed behind the dialog) sends nothing.
        onConfirm={() => (canPay(balance, dueTotal(asked)) && selectedIds(asked).length > 0 ? payment.confirm() : undefined)}
        onCancel={payment.cancel}
      >
        {/* Focusable: a long list scrolls, and a keyboard user must be able to scroll it. */}
        <ul className={styles.confirmList} aria-label="Đơn hàng được chọn" tabIndex={0}>
          {asked.map((order) => (
            <li key={order.Id} className={styles.confirmRow}>
              <span>{order.Code}</span>
              <Money amount={order.AmountDue} />
            </li>
          ))}
        </ul>
        <p className={styles.confirmTotal}>
          <span>Tổng cộng</span>
          <Money amount={dueTotal(asked)} />
        </p>
      </ConfirmDialog>
    </div>
  );
}
