import { TransportDetailScreen } from '../../../../features/parcels/TransportDetailScreen';
import { transportListSchema, TransportListScreen } from '../../../../features/parcels/TransportListScreen';
import { useTransportDetails, useTransports } from '../../../hooks';
import { hashHref, paths } from '../../../paths';
import { parseQueryId } from '../../../../features/shared/queryFormat';
import { useList } from '../../../wiring/list';
import { detailStatus } from '../../listStatus';

const detailHref = (id: number) => hashHref(paths.transportDetail(id));
const orderHref = (orderId: number) => hashHref(paths.orderDetail(orderId));
// One object for every render: the list's table is rendered again only when its rows or links change.
const listHrefs = { detail: detailHref, order: orderHref };

/** The complaint screen reads which parcel (and order) it is about from these query parameters. */
const complaintHref = ({ Id, OrderId }: { Id: number; OrderId: number | null }) => {
  const query = new URLSearchParams({ transportId: String(Id) });
  if (OrderId !== null) query.set('orderId', String(OrderId));
  return hashHref(`${paths.complaints}?${query.toString()}`);
};

/** The parcel list (#/order/transport); its filters live in the hash query so reload, links and the back button keep them. */
export function TransportListRoute() {
  return <TransportListScreen {...useList(transportListSchema, useTransports)} hrefs={listHrefs} />;
}

/** One parcel (#/order/transport/:id). */
export function TransportDetailRoute({ id }: { id: string }) {
  const transportId = parseQueryId(id);
  const details = useTransportDetails(transportId);
  return (
    <TransportDetailScreen
      status={detailStatus(transportId, details)}
      {...(details.data ? { transport: details.data } : {})}
      onRetry={() => void details.mutate()}
      hrefs={{ back: hashHref(paths.transports), order: orderHref, complaint: complaintHref }}
    />
  );
}
