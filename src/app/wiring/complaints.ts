import { useState } from 'react';
import type { ComplaintsScreenProps } from '../../features/parcels/ComplaintsScreen';
import { getOrders } from '../api/endpoints';
import { readKey, useAddComplaint, useOrderDetails } from '../hooks';
import { pagedList, useRead } from '../hooks/useRead';
import { listStatus } from '../routes/listStatus';

/** The newest orders the order box looks through; typing a code searches all of them. */
const ORDER_CHOICES = 50;

/** The order (and parcel) a link from an order or a parcel files about. */
export interface ComplaintLink {
  orderId: number | null;
  transportId: number | null;
}

/**
 * The complaint form of #/order/complain. A link (`?orderId=…&transportId=…`) opens it with that order
 * and parcel chosen; another link arriving while the page is open (back button, a link in a message)
 * files about that one. `onClosed` is told when the customer closes the form, to drop the link.
 */
export function useComplaintForm(link: ComplaintLink, onClosed: () => void) {
  const linked = link.orderId === null && link.transportId === null ? null : link;
  const linkKey = linked ? `${String(linked.orderId)}/${String(linked.transportId)}` : '';
  const [prefill, setPrefill] = useState<ComplaintLink | null>(linked);
  const [seenLink, setSeenLink] = useState(linkKey);
  const [orderId, setOrderId] = useState(link.orderId);
  const [orderCode, setOrderCode] = useState('');
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

  const onFormOpenChange = (open: boolean) => {
    if (open) {
      setPrefill({ orderId: null, transportId: null });
      setOrderId(null);
      setOrderCode('');
      return;
    }
    setPrefill(null);
    onClosed();
  };

  const form: ComplaintsScreenProps['form'] = {
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
  };
  return { isFormOpen, onFormOpenChange, form };
}
