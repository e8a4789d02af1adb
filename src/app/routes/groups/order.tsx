import { Route, Switch } from 'wouter';
import { OrderDetailScreen } from '../../../features/orders/OrderDetailScreen';
import { OrderListScreen, orderListSchema } from '../../../features/orders/OrderListScreen';
import { PayOrdersScreen } from '../../../features/orders/PayOrdersScreen';
import { parseQueryId } from '../../../features/shared/queryFormat';
import { useOrders, useOrdersWaitDeposit, useOrdersWaitPay, usePayDeposit, usePayRemainder, useWarehouses } from '../../hooks';
import { href, paths } from '../../paths';
import { useListQuery } from '../../routing/useListQuery';
import { complaintHref, orderDetailHref, useOrderDetail, usePayOrders } from '../../wiring/orders';
import { listResults } from '../listStatus';
import { CartRoute } from './cart/CartRoute';

const DepositRoute = () => <PayOrdersScreen {...usePayOrders('deposit', useOrdersWaitDeposit(), usePayDeposit())} />;
const RemainderRoute = () => <PayOrdersScreen {...usePayOrders('remainder', useOrdersWaitPay(), usePayRemainder())} />;
const OrderDetailRoute = ({ id }: { id: string }) => <OrderDetailScreen {...useOrderDetail(parseQueryId(id))} onPrint={() => window.print()} />;
const listHrefs = { detail: orderDetailHref, deposit: href(paths.ordersWaitDeposit), pay: href(paths.ordersWaitPay), complaint: complaintHref };

/** The order list; its filters live in the hash query so reload, links and the back button keep them. */
function OrderListRoute() {
  const [filters, setFilters] = useListQuery(orderListSchema);
  const orders = useOrders(filters);
  const warehouses = useWarehouses();
  return <OrderListScreen filters={filters} onFiltersChange={setFilters} {...listResults(orders)} warehouses={warehouses.data ?? []} hrefs={listHrefs} />;
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
