import { Route, Switch } from 'wouter';
import { OrderDetailScreen } from '../../../features/orders/OrderDetailScreen';
import { OrderListScreen, orderListSchema } from '../../../features/orders/OrderListScreen';
import { PayOrdersScreen } from '../../../features/orders/PayOrdersScreen';
import { ExcelExport } from '../../../features/shared/ExcelExport';
import { parseQueryId } from '../../../features/shared/queryFormat';
import { useOrders, useOrdersWaitDeposit, useOrdersWaitPay, usePayDeposit, usePayRemainder, useWarehouses } from '../../hooks';
import { hashHref, paths, routePatterns } from '../../paths';
import { useOrdersExport } from '../../wiring/exports';
import { useList } from '../../wiring/list';
import { complaintHref, orderDetailHref, useOrderDetail, usePayOrders } from '../../wiring/orders';
import { CartRoute } from './cart/CartRoute';

const DepositRoute = () => <PayOrdersScreen {...usePayOrders('deposit', useOrdersWaitDeposit(), usePayDeposit())} />;
const RemainderRoute = () => <PayOrdersScreen {...usePayOrders('remainder', useOrdersWaitPay(), usePayRemainder())} />;
const OrderDetailRoute = ({ id }: { id: string }) => <OrderDetailScreen {...useOrderDetail(parseQueryId(id))} onPrint={() => window.print()} />;
const listHrefs = { detail: orderDetailHref, deposit: hashHref(paths.ordersWaitDeposit), pay: hashHref(paths.ordersWaitPay), complaint: complaintHref };

/** The order list; its filters live in the hash query so reload, links and the back button keep them. */
function OrderListRoute() {
  const orders = useList(orderListSchema, useOrders);
  const warehouses = useWarehouses();
  const exportControl = <ExcelExport {...useOrdersExport(orders.filters, warehouses.data ?? [])} />;
  return <OrderListScreen {...orders} warehouses={warehouses.data ?? []} hrefs={listHrefs} actions={exportControl} />;
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
      <Route path={routePatterns.orderDetail}>{(params) => <OrderDetailRoute id={params.id} />}</Route>
      <Route path={paths.cart}>
        <CartRoute />
      </Route>
    </Switch>
  );
}
