import { Route, Switch } from 'wouter';
import { OrderDetailScreen } from '../../../features/orders/OrderDetailScreen';
import { OrderListScreen, orderListSchema } from '../../../features/orders/OrderListScreen';
import { PayOrdersScreen } from '../../../features/orders/PayOrdersScreen';
import {
  useDashboard,
  useOrderDetails,
  useOrders,
  useOrdersWaitDeposit,
  useOrdersWaitPay,
  usePayDeposit,
  usePayRemainder,
  useUpdateOrderField,
  useUpdateOrderItemField,
  useWarehouses,
} from '../../hooks';
import { href, paths } from '../../paths';
import { parseQueryId } from '../../../features/shared/queryFormat';
import { useListQuery } from '../../routing/useListQuery';
import { CartRoute } from './cart/CartRoute';
import { detailStatus, listResults, listStatus as statusOf } from './listStatus';

const detailHref = (id: number) => href(paths.orderDetail(id));
const complaintHref = (id: number) => href(`${paths.complaints}?orderId=${id}`);


type AwaitingList = ReturnType<typeof useOrdersWaitDeposit>;
type PayMutation = ReturnType<typeof usePayDeposit>;

/** One screen for both lists (SPEC §7 getOrderdeposits / getorderwaitpay); a 400 is the client's alert (SPEC §8), other outcomes useMoneyIntent's. */
function PayOrdersRoute({ mode, list, pay }: { mode: 'deposit' | 'remainder'; list: AwaitingList; pay: PayMutation }) {
  const dashboard = useDashboard();
  return (
    <PayOrdersScreen
      mode={mode}
      status={statusOf(list)}
      orders={list.data ?? []}
      balance={dashboard.data?.PocketMoney ?? 0}
      onRetry={() => void list.mutate()}
      serverErrors={pay.serverErrors}
      onPay={async (ids) => {
        await pay.run({ OrderIds: ids });
      }}
      depositHref={href(paths.deposit)}
      detailHref={detailHref}
    />
  );
}

const DepositRoute = () => <PayOrdersRoute mode="deposit" list={useOrdersWaitDeposit()} pay={usePayDeposit()} />;
const RemainderRoute = () => <PayOrdersRoute mode="remainder" list={useOrdersWaitPay()} pay={usePayRemainder()} />;

/** The order list; its filters live in the hash query so reload, links and the back button keep them. */
function OrderListRoute() {
  const [filters, setFilters] = useListQuery(orderListSchema);
  const orders = useOrders(filters);
  const warehouses = useWarehouses();
  return (
    <OrderListScreen
      filters={filters}
      onFiltersChange={setFilters}
      {...listResults(orders)}
      warehouses={warehouses.data ?? []}
      hrefs={{ detail: detailHref, deposit: href(paths.ordersWaitDeposit), pay: href(paths.ordersWaitPay), complaint: complaintHref }}
    />
  );
}

function OrderDetailRoute({ id }: { id: string }) {
  const orderId = parseQueryId(id);
  const details = useOrderDetails(orderId);
  const updateOrder = useUpdateOrderField();
  const updateItem = useUpdateOrderItemField();
  return (
    <OrderDetailScreen
      status={detailStatus(orderId, details)}
      {...(details.data ? { order: details.data } : {})}
      onRetry={() => void details.mutate()}
      onSaveOrderNote={async (note) => {
        await updateOrder.trigger({ id: orderId ?? 0, field: 'Note', value: note });
      }}
      onSaveItem={async (itemId, change) => {
        await (change.field === 'Note'
          ? updateItem.trigger({ id: itemId, field: 'Note', value: change.value })
          : updateItem.trigger({ id: itemId, field: 'Quantity', value: change.value }));
      }}
      hrefs={{
        back: href(paths.orders),
        transport: (transportId) => href(paths.transportDetail(transportId)),
        deposit: href(paths.ordersWaitDeposit),
        pay: href(paths.ordersWaitPay),
        complaint: complaintHref,
      }}
    />
  );
}

export default function OrderGroup() {
  return (
    <Switch>
      <Route path={paths.ordersWaitDeposit}>
        <DepositRoute />
      </Route>
      <Route path={paths.ordersWaitPay}>
        <RemainderRoute />
      </Route>
      <Route path={paths.orders}>
        <OrderListRoute />
      </Route>
      <Route path="/order/detail/:id">{(params) => <OrderDetailRoute id={params.id} />}</Route>
      <Route path={paths.cart}>
        <CartRoute />
      </Route>
    </Switch>
  );
}
