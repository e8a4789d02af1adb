import type { OrderDetailScreenProps } from '../../features/orders/OrderDetailScreen';
import type { PayOrdersScreenProps } from '../../features/orders/PayOrdersScreen';
import { useDashboard, useOrderDetails, type useOrdersWaitDeposit, type usePayDeposit, useUpdateOrderField, useUpdateOrderItemField } from '../hooks';
import { hashHref, paths } from '../paths';
import { detailStatus, listStatus as statusOf } from '../routes/listStatus';

export const orderDetailHref = (id: number) => hashHref(paths.orderDetail(id));
export const complaintHref = (id: number) => hashHref(`${paths.complaints}?orderId=${id}`);

type AwaitingList = ReturnType<typeof useOrdersWaitDeposit>;
type PayMutation = ReturnType<typeof usePayDeposit>;

/** One screen for both lists (SPEC §7 getOrderdeposits / getorderwaitpay); a 400 is the client's alert (SPEC §8), other outcomes useMoneyIntent's. */
export function usePayOrders(mode: 'deposit' | 'remainder', list: AwaitingList, pay: PayMutation): PayOrdersScreenProps {
  const dashboard = useDashboard();
  return {
    mode,
    status: statusOf(list),
    orders: list.data ?? [],
    balance: dashboard.data?.PocketMoney ?? 0,
    onRetry: () => void list.mutate(),
    serverErrors: pay.serverErrors,
    onPay: async (ids) => {
      await pay.run({ OrderIds: ids });
    },
    depositHref: hashHref(paths.deposit),
    detailHref: orderDetailHref,
  };
}

/** One order: its details and the two saves of what may still change before the goods are bought. */
export function useOrderDetail(orderId: number | null): OrderDetailScreenProps {
  const details = useOrderDetails(orderId);
  const updateOrder = useUpdateOrderField();
  const updateItem = useUpdateOrderItemField();
  return {
    status: detailStatus(orderId, details),
    ...(details.data ? { order: details.data } : {}),
    onRetry: () => void details.mutate(),
    onSaveOrderNote: async (note) => {
      await updateOrder.trigger({ id: orderId ?? 0, field: 'Note', value: note });
    },
    onSaveItem: async (itemId, change) => {
      await (change.field === 'Note'
        ? updateItem.trigger({ id: itemId, field: 'Note', value: change.value })
        : updateItem.trigger({ id: itemId, field: 'Quantity', value: change.value }));
    },
    hrefs: {
      back: hashHref(paths.orders),
      transport: (transportId) => hashHref(paths.transportDetail(transportId)),
      deposit: hashHref(paths.ordersWaitDeposit),
      pay: hashHref(paths.ordersWaitPay),
      complaint: complaintHref,
    },
  };
}
