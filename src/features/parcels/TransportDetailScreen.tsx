import { contentStateInstead, NotFoundState, type DetailStatus } from '../../ui/ContentState';
import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { DateText } from '../../ui/DateText';
import { Icon, type IconName } from '../../ui/Icon';
import { Figure } from '../../ui/Figure';
import { Link } from '../../ui/Link';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { Thumbnail } from '../../ui/Thumbnail';
import { describeOptions } from '../shared/options';
import { statusOf, transportStatuses } from '../shared/statuses';
import { muted } from '../../ui/theme/text.css';
import { formatVolume, formatWeight, journeyStateLabels, transportJourney, TransportStatus, type JourneyEvent, type JourneyStepState } from './model';
import * as styles from './TransportDetailScreen.css';
import { CopyableCode, TransportStatusTag, type TransportRowData } from './TransportParts';

/** A product in the parcel (TransportItem in the schemas). */
export interface TransportItemData {
  Name: string;
  Image: string;
  /** Size and colour joined by ';'. */
  Options: string;
  Quantity: number;
}

/** GET /api/order/transportdetails/{id} (TransportDetail in the schemas). */
export interface TransportDetailData extends TransportRowData {
  /** m³; null until measured. */
  Volume: number | null;
  /** China → Vietnam shipping, ₫. */
  ShippingFee: number;
  OtherFees: number;
  TotalFee: number;
  /** The journey, oldest first. */
  Events: readonly JourneyEvent[];
  Items: readonly TransportItemData[];
}

export interface TransportDetailHrefs {
  /** The parcel list. */
  back: string;
  /** The order's page: '#/order/detail/7'. */
  order: (orderId: number) => string;
  /** A complaint about this parcel: '#/order/complain?transportId=12&orderId=7'. */
  complaint: (transport: { Id: number; OrderId: number | null }) => string;
}

export interface TransportDetailScreenProps {
  status: DetailStatus;
  transport?: TransportDetailData;
  onRetry: () => void;
  hrefs: TransportDetailHrefs;
}

const stepIcons: Readonly<Record<JourneyStepState, IconName | null>> = { done: 'check', current: null, pending: null, lost: 'warning' };

/** The five steps of the journey, each with its state in words and its date when it happened. */
function Journey({ transport }: { transport: TransportDetailData }) {
  const steps = transportJourney(transport.Status, transport.Events);
  return (
    <ol className={styles.timeline}>
      {steps.map((step) => {
        const icon = stepIcons[step.state];
        return (
          <li key={step.key} className={styles.step} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true">
              {icon ? <Icon name={icon} size="sm" /> : null}
            </span>
            <div className={styles.stepBody}>
              <span className={styles.stepLabel}>{statusOf(transportStatuses, step.status).label}</span>
              <span className={muted}>
                <span className={styles.stepState}>{journeyStateLabels[step.state]}</span>
                {step.date === null ? null : (
                  <>
                    <span aria-hidden="true"> · </span>
                    <DateText value={step.date} format="datetime" />
                  </>
                )}
              </span>
              {step.note === '' ? null : <span className={styles.stepNote}>{step.note}</span>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The page around a state that has no parcel to show (loading, not found, error). */
function Frame({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.root}>
      <PageHeader title="Chi tiết kiện hàng" back={back} />
      {children}
    </div>
  );
}

/**
 * One parcel (#/order/transport/:id): its journey from the shop to the customer as a timeline, weight
 * and fees, the products it holds, and a complaint about it.
 */
export function TransportDetailScreen({ status, transport, onRetry, hrefs }: TransportDetailScreenProps) {
  const back = (
    <Link href={hrefs.back}>
      <Icon name="chevron-left" size="sm" /> Danh sách kiện hàng
    </Link>
  );

  const instead = contentStateInstead({
    status: status === 'ready' && !transport ? 'notFound' : status,
    onRetry,
    loading: <Skeleton variant="block" lines={3} height="120px" label />,
    notFound: <NotFoundState title="Không tìm thấy kiện hàng" message="Kiện hàng không tồn tại hoặc bạn không có quyền xem kiện này." back={<Link href={hrefs.back}>Quay lại danh sách kiện hàng</Link>} />,
  });
  if (instead !== null || !transport) return <Frame back={back}>{instead}</Frame>;

  const complaintHref = hrefs.complaint({ Id: transport.Id, OrderId: transport.OrderId });
  const lost = transport.Status === TransportStatus.Lost;

  return (
    <div className={styles.root}>
      <PageHeader
        title={
          <>
            Kiện hàng <span className={styles.titleCode}>{transport.TransportCode}</span>
          </>
        }
        back={back}
        description={
          <span className={styles.summary}>
            <TransportStatusTag status={transport.Status} />
            <span>
              Cập nhật <DateText value={transport.UpdatedDate ?? transport.CreatedDate} format="datetime" />
            </span>
          </span>
        }
        actions={<Link href={complaintHref}>Khiếu nại</Link>}
      />

      <div className={styles.columns}>
        <Card as="section" title="Hành trình" className={styles.cell}>
          {lost ? (
            <p className={styles.lostNote}>
              <Icon name="warning" size="sm" /> Kiện hàng đã bị thất lạc. Bạn có thể <Link href={complaintHref}>gửi khiếu nại</Link> để được hỗ trợ.
            </p>
          ) : null}
          <Journey transport={transport} />
        </Card>

        <div className={styles.side}>
          <Card as="section" title="Thông tin kiện hàng" className={styles.cell}>
            <dl className={styles.facts}>
              <Figure label="Mã vận đơn">
                <CopyableCode code={transport.TransportCode} />
              </Figure>
              <Figure label="Đơn hàng">
                {transport.OrderId === null ? (
                  transport.OrderCode === '' ? '—' : transport.OrderCode
                ) : (
                  <Link href={hrefs.order(transport.OrderId)}>{transport.OrderCode}</Link>
                )}
              </Figure>
              <Figure label="Kho nhận hàng">{transport.WarehouseName === '' ? '—' : transport.WarehouseName}</Figure>
              <Figure label="Ngày tạo">
                <DateText value={transport.CreatedDate} format="datetime" />
              </Figure>
            </dl>
          </Card>

          <Card as="section" title="Cân nặng và phí" className={styles.cell}>
            <dl className={styles.facts}>
              <Figure label="Cân nặng">{formatWeight(transport.Weight)}</Figure>
              <Figure label="Thể tích">{formatVolume(transport.Volume)}</Figure>
              <Figure label="Phí vận chuyển về Việt Nam">
                <Money amount={transport.ShippingFee} />
              </Figure>
              <Figure label="Phí khác">
                <Money amount={transport.OtherFees} />
              </Figure>
              <Figure label="Tổng phí" strong>
                <Money amount={transport.TotalFee} />
              </Figure>
            </dl>
          </Card>
        </div>
      </div>

      <Card as="section" title={`Sản phẩm trong kiện (${transport.Items.length})`}>
        {transport.Items.length === 0 ? (
          <p className={styles.muted}>Chưa có thông tin sản phẩm của kiện này.</p>
        ) : (
          <ul className={styles.items}>
            {transport.Items.map((item, index) => (
              <li key={`${String(index)}-${item.Name}`} className={styles.item}>
                <Thumbnail src={item.Image} size="lg" />
                <div className={styles.itemBody}>
                  <span className={styles.itemName}>{item.Name}</span>
                  {describeOptions(item.Options) === '' ? null : <span className={styles.muted}>{describeOptions(item.Options)}</span>}
                  <span>Số lượng: {item.Quantity}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
