import { useState } from 'react';
import { complaintListSchema, ComplaintsScreen, type ComplaintFilters } from '../../../../features/parcels/ComplaintsScreen';
import { filter, listSchema } from '../../../../features/shared/listQuery';
import { getOrders } from '../../../api/endpoints';
import { readKey, useAddComplaint, useComplains, useOrderDetails } from '../../../hooks';
import { pagedList, useRead } from '../../../hooks/useRead';
import { href, paths } from '../../../paths';
import { useListQuery } from '../../../routing/useListQuery';
import { listResults, listStatus } from '../listStatus';

/** The list's filters, and the order (and parcel) a link from an order or a parcel files about. */
const complaintsQuery = listSchema({ ...complaintListSchema.fields, orderId: filter.id(), transportId: filter.id() }, complaintListSchema.take);

/** The newest orders the order box looks through; typing a code searches all of them. */
const ORDER_CHOICES = 50;

interface Prefill {
  orderId: number | null;
  transportId: number | null;
}

/**
 * Complaints (#/order/complain). `?orderId=…` (from an order) and `&transportId=…` (from a parcel)
 * open the form with that order (and parcel) chosen; closing the form takes them out of the address.
 */
export function ComplaintsRoute() {
  const [query, setQuery] = useListQuery(complaintsQuery);
  const filters: ComplaintFilters = { status: query.status, skip: query.skip, take: query.take };
  const complaints = useComplains(filters);

  const linked = query.orderId === null && query.transportId === null ? null : { orderId: query.orderId, transportId: query.transportId };
  const linkKey = linked ? `${String(linked.orderId)}/${String(linked.transportId)}` : '';
  const [prefill, setPrefill] = useState<Prefill | null>(linked);
  const [seenLink, setSeenLink] = useState(linkKey);
  const [orderId, setOrderId] = useState(query.orderId);
  const [orderCode, setOrderCode] = useState('');
  // Another link arrived while the page is open (back button, a link in a message): file about it.
  if (linkKey !== seenLink) {
    setSeenLink(linkKey);
    if (linked) {
      setPrefill(linked);
      setOrderId(linked.orderId);
      setOrderCode('');
    }
  }

  const isFormOpen = prefill !== null;
  // Nothing is loaded for the form until it opens.
  const orders = useRead(isFormOpen ? readKey('orders', { orderCode, skip: 0, take: ORDER_CHOICES }) : null, getOrders, pagedList);
  const details = useOrderDetails(isFormOpen ? orderId : null);
  const addComplaint = useAddComplaint();

  const openForm = (open: boolean) => {
    if (open) {
      setPrefill({ orderId: null, transportId: null });
      setOrderId(null);
      setOrderCode('');
      return;
    }
    setPrefill(null);
    if (query.orderId !== null || query.transportId !== null) setQuery({ ...query, orderId: null, transportId: null }, { replace: true });
  };

  return (
    <ComplaintsScreen
      filters={filters}
      onFiltersChange={(next) => setQuery({ ...query, ...next })}
      {...listResults(complaints)}
      orderHref={(id) => href(paths.orderDetail(id))}
      isFormOpen={isFormOpen}
      onFormOpenChange={openForm}
      form={{
        orders: orders.data?.Items ?? [],
        ordersStatus: listStatus(orders),
        onOrderSearch: setOrderCode,
        ...(details.data ? { order: details.data } : {}),
        orderStatus: listStatus(details),
        onOrderChange: setOrderId,
        onOrderRetry: () => void details.mutate(),
        initialOrderId: prefill?.orderId ?? null,
        initialTransportId: prefill?.transportId ?? null,
        serverErrors: addComplaint.serverErrors,
        onSubmit: async (request) => {
          await addComplaint.run(request);
        },
      }}
    />
  );
}
