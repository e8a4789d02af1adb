import { Route, Switch, useLocation } from 'wouter';
import { DeliveryCreateScreen, type DeliveryCreateHrefs } from '../../../features/delivery/DeliveryCreateScreen';
import { deliveryListSchema, DeliveryListScreen, type DeliveryListHrefs } from '../../../features/delivery/DeliveryListScreen';
import { useCreateDeliveryRequest, useDashboard, useDeliveryRequests, useOrdersInVietnam } from '../../hooks';
import { hashHref, paths } from '../../paths';
import { useReceivers } from '../../wiring/delivery';
import { useList } from '../../wiring/list';
import { listStatus } from '../listStatus';

const orderHref = (id: number) => hashHref(paths.orderDetail(id));
const createHrefs: DeliveryCreateHrefs = { deposit: hashHref(paths.deposit), list: hashHref(paths.deliveryList), order: orderHref };
const listHrefs: DeliveryListHrefs = { order: orderHref, create: hashHref(paths.deliveryCreate) };

/** A 400 is shown by the client's alert (SPEC §8); the form keeps its values. After a success: the list. */
function CreateRoute() {
  const orders = useOrdersInVietnam();
  const dashboard = useDashboard();
  const create = useCreateDeliveryRequest();
  const [, navigate] = useLocation();

  return (
    <DeliveryCreateScreen
      status={listStatus(orders)}
      orders={orders.data ?? []}
      balance={dashboard.data?.PocketMoney ?? 0}
      {...useReceivers()}
      onRetry={() => void orders.mutate()}
      serverErrors={create.serverErrors}
      onSubmit={async (request) => {
        await create.run(request);
        navigate(paths.deliveryList);
      }}
      hrefs={createHrefs}
    />
  );
}

/** The request list; its filters live in the hash query so reload, links and the back button keep them. */
function ListRoute() {
  return <DeliveryListScreen {...useList(deliveryListSchema, useDeliveryRequests)} hrefs={listHrefs} onPrint={() => window.print()} />;
}

export default function DeliveryGroup() {
  return (
    <Switch>
      <Route path={paths.deliveryCreate} component={CreateRoute} />
      <Route path={paths.deliveryList} component={ListRoute} />
    </Switch>
  );
}
