import { contentStateInstead, NotFoundState, type DetailStatus } from '../../ui/ContentState';
import { Card } from '../../ui/Card';
import { PrintButton } from '../shared/PrintButton';
import { DateText } from '../../ui/DateText';
import { Icon } from '../../ui/Icon';
import { InlineEditField, useInlineEdit } from '../../ui/InlineEditField';
import { Figure } from '../../ui/Figure';
import { Link } from '../../ui/Link';
import { Money } from '../../ui/Money';
import { NumberField } from '../../ui/NumberField';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { Thumbnail } from '../../ui/Thumbnail';
import { canComplainAbout } from '../shared/complaints';
import { describeOptions } from '../shared/options';
import { OrderState, orderStates, statusOf } from '../shared/statuses';
import { validateOrderField, validateOrderItemField } from './model';
import * as styles from './OrderDetailScreen.css';
import { OrderStateTag } from '../shared/OrderStateTag';
import { marketplaceName, type OrderRowData } from './OrderParts';

/** An item of getorderdetails (OrderItem in the schemas). */
export interface OrderItemData {
  Id: number;
  ProductId: string;
  Name: string;
  Image: string;
  Link: string;
  /** Size and colour joined by ';'. */
  Options: string;
  /** ¥ per piece. */
  Price: number;
  Quantity: number;
  Note: string;
}

/** GET /api/order/getorderdetails/{id} (OrderDetail in the schemas). */
export interface OrderDetailData extends OrderRowData {
  ExchangeRate: number;
  GoodsAmount: number;
  BuyerFee: number;
  ChinaShippingFee: number;
  OtherFees: number;
  DepositPercent: number;
  DepositAmount: number;
  Items: readonly OrderItemData[];
  StateHistory: readonly { State: number; Date: string }[];
  Transports: readonly { Id: number; TransportCode: string }[];
}

export type OrderItemChange = { field: 'Note'; value: string } | { field: 'Quantity'; value: number };

export interface OrderDetailHrefs {
  /** The order list. */
  back: string;
  transport: (id: number) => string;
  deposit: string;
  pay: string;
  complaint: (id: number) => string;
}

export interface OrderDetailScreenProps {
  status: DetailStatus;
  order?: OrderDetailData;
  onRetry: () => void;
  /** updateorderfield/{id}/Note. Reject to have the old note put back. */
  onSaveOrderNote: (note: string) => Promise<void>;
  /** updateorderitemfield/{itemId}/{field}. Reject to have the old value put back. */
  onSaveItem: (itemId: number, change: OrderItemChange) => Promise<void>;
  hrefs: OrderDetailHrefs;
  /** Prints the page (the app calls the browser's print); without it there is no `In` button. */
  onPrint?: () => void;
}

/** Before the goods are bought the customer may still change notes and quantities. */
const editableStates = new Set<number>([OrderState.AwaitingDeposit, OrderState.Deposited]);

const saveFailed = 'Không lưu được thay đổi, đã khôi phục giá trị cũ.';

function OrderNote({ note, isEditable, onSave }: { note: string; isEditable: boolean; onSave: (note: string) => Promise<void> }) {
  if (!isEditable) return <p className={styles.note}>{note === '' ? 'Không có ghi chú.' : note}</p>;
  return (
    <InlineEditField
      multiline
      label="Ghi chú đơn hàng"
      description="Tự động lưu khi rời ô."
      maxLength={500}
      value={note}
      onSave={onSave}
      validate={(value) => validateOrderField('Note', value)}
      failureMessage={saveFailed}
    />
  );
}

function ItemNote({ item, onSave }: { item: OrderItemData; onSave: OrderDetailScreenProps['onSaveItem'] }) {
  return (
    <InlineEditField
      multiline
      label="Ghi chú sản phẩm"
      rows={2}
      value={item.Note}
      onSave={(value) => onSave(item.Id, { field: 'Note', value })}
      validate={(value) => validateOrderItemField('Note', value)}
      failureMessage={saveFailed}
    />
  );
}

function ItemQuantity({ item, onSave }: { item: OrderItemData; onSave: OrderDetailScreenProps['onSaveItem'] }) {
  const field = useInlineEdit({
    value: item.Quantity,
    onSave: (value) => onSave(item.Id, { field: 'Quantity', value }),
    validate: (value) => validateOrderItemField('Quantity', value),
    failureMessage: saveFailed,
  });
  return (
    <NumberField
      label="Số lượng"
      className={styles.quantity}
      minValue={1}
      maxValue={9999}
      value={field.draft}
      // NumberField commits a typed number when the field is left (or on Enter, or a step): that is the save.
      onChange={(next) => void field.commit(next)}
      isInvalid={field.error !== undefined}
      errorMessage={field.error}
    />
  );
}

/** One order (#/order/detail/:id): state and history, items, money, parcels, and what can be done next. */
export function OrderDetailScreen({ status, order, onRetry, onSaveOrderNote, onSaveItem, hrefs, onPrint }: OrderDetailScreenProps) {
  const back = (
    <Link href={hrefs.back}>
      <Icon name="chevron-left" size="sm" /> Danh sách đơn hàng
    </Link>
  );

  const instead = contentStateInstead({
    status: status === 'ready' && !order ? 'notFound' : status,
    onRetry,
    loading: <Skeleton variant="block" lines={3} height="120px" label />,
    notFound: <NotFoundState title="Không tìm thấy đơn hàng" message="Đơn hàng không tồn tại hoặc bạn không có quyền xem đơn này." back={<Link href={hrefs.back}>Quay lại danh sách đơn hàng</Link>} />,
  });
  if (instead !== null || !order) {
    return (
      <div className={styles.root}>
        <PageHeader title="Chi tiết đơn hàng" back={back} />
        {instead}
      </div>
    );
  }

  const isEditable = editableStates.has(order.State);
  const actions = (
    <span className={styles.headerActions}>
      {order.State === OrderState.AwaitingDeposit ? <Link href={hrefs.deposit}>Đặt cọc</Link> : null}
      {order.State === OrderState.AwaitingPayment ? <Link href={hrefs.pay}>Thanh toán</Link> : null}
      {canComplainAbout(order.State) ? <Link href={hrefs.complaint(order.Id)}>Khiếu nại</Link> : null}
      {onPrint ? <PrintButton onPrint={onPrint} /> : null}
    </span>
  );

  return (
    <div className={styles.root}>
      <PageHeader title={`Đơn hàng ${order.Code}`} back={back} actions={actions} />

      <div className={styles.columns}>
        <Card as="section" title="Thông tin đơn hàng" className={styles.info}>
          <dl className={styles.facts}>
            <Figure label="Trạng thái">
              <OrderStateTag state={order.State} />
            </Figure>
            <Figure label="Ngày đặt">
              <DateText value={order.CreatedDate} format="datetime" />
            </Figure>
            <Figure label="Shop">
              {order.SellerName} ({marketplaceName(order.Source)})
            </Figure>
            <Figure label="Kho nhận hàng">{order.WarehouseName === '' ? '—' : order.WarehouseName}</Figure>
            <Figure label="Tỷ giá áp dụng">
              <Money amount={order.ExchangeRate} /> / ¥1
            </Figure>
          </dl>
          <h3 className={styles.subheading}>Lịch sử trạng thái</h3>
          <ol className={styles.timeline}>
            {order.StateHistory.map((change, index) => (
              <li key={`${String(change.State)}-${change.Date}`} className={styles.timelineItem} aria-current={index === order.StateHistory.length - 1 ? 'step' : undefined}>
                <span className={styles.timelineDot} aria-hidden="true" />
                <span className={styles.timelineLabel}>{statusOf(orderStates, change.State).label}</span>
                <DateText value={change.Date} format="datetime" className={styles.timelineDate} />
              </li>
            ))}
          </ol>
        </Card>

        <Card as="section" title="Thanh toán" className={styles.money}>
          <dl className={styles.figures}>
            <Figure label="Tiền hàng">
              <Money amount={order.GoodsAmountCny} currency="CNY" /> · <Money amount={order.GoodsAmount} />
            </Figure>
            <Figure label="Phí mua hàng">
              <Money amount={order.BuyerFee} />
            </Figure>
            <Figure label="Phí vận chuyển Trung Quốc">
              <Money amount={order.ChinaShippingFee} />
            </Figure>
            <Figure label="Phí khác">
              <Money amount={order.OtherFees} />
            </Figure>
            <Figure label="Tổng tiền" strong>
              <Money amount={order.TotalAmount} />
            </Figure>
            <Figure label={`Tiền cọc (${order.DepositPercent}%)`}>
              <Money amount={order.DepositAmount} />
            </Figure>
            <Figure label="Đã trả">
              <Money amount={order.PaidAmount} />
            </Figure>
            <Figure label="Còn lại" strong>
              <Money amount={order.RemainingAmount} />
            </Figure>
          </dl>
        </Card>
      </div>

      <Card as="section" title={`Sản phẩm (${order.Items.length})`}>
        <ul className={styles.items}>
          {order.Items.map((item) => (
            <li key={item.Id} className={styles.item}>
              <Thumbnail src={item.Image} size="xl" />
              <div className={styles.itemBody}>
                <Link external href={item.Link}>
                  {item.Name}
                </Link>
                {describeOptions(item.Options) !== '' ? <p className={styles.options}>{describeOptions(item.Options)}</p> : null}
                <p className={styles.price}>
                  <Money amount={item.Price} currency="CNY" /> · <Money amount={Math.round(item.Price * order.ExchangeRate)} />
                  {isEditable ? null : <span> × {item.Quantity}</span>}
                </p>
                {isEditable ? (
                  <div className={styles.itemEdit}>
                    <ItemQuantity item={item} onSave={onSaveItem} />
                    <ItemNote item={item} onSave={onSaveItem} />
                  </div>
                ) : item.Note !== '' ? (
                  <p className={styles.options}>Ghi chú: {item.Note}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Card>

      <div className={styles.columns}>
        <Card as="section" title="Ghi chú">
          <OrderNote note={order.Note} isEditable={isEditable} onSave={onSaveOrderNote} />
        </Card>
        <Card as="section" title="Kiện hàng">
          {order.Transports.length === 0 ? (
            <p className={styles.note}>Chưa có kiện hàng nào.</p>
          ) : (
            <ul className={styles.transports}>
              {order.Transports.map((transport) => (
                <li key={transport.Id}>
                  <Link href={hrefs.transport(transport.Id)}>{transport.TransportCode}</Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
