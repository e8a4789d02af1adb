import { Route, Switch, useLocation } from 'wouter';
import { DeliveryCreateScreen, type DeliveryCreateHrefs } from '../../../features/delivery/DeliveryCreateScreen';
import { deliveryListSchema, DeliveryListScreen, type DeliveryListHrefs } from '../../../features/delivery/DeliveryListScreen';
import { useCreateDeliveryRequest, useDashboard, useDeliveryRequests, useOrdersInVietnam } from '../../hooks';
import { href, paths } from '../../paths';
import { useListQuery } from '../../routing/useListQuery';
import { useReceivers } from '../../wiring/delivery';
import { listResults, listStatus } from '../listStatus';

const orderHref = (id: number) => href(paths.orderDetail(id));
const createHrefs: DeliveryCreateHrefs = { deposit: href(paths.deposit), list: href(paths.deliveryList), order: orderHref };
const listHrefs: DeliveryListHrefs = { order: orderHref, create: href(paths.deliveryCreate) };

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
  const [filters, setFilters] = useListQuery(deliveryListSchema);
  const requests = useDeliveryRequests(filters);
  return <DeliveryListScreen filters={filters} onFiltersChange={setFilters} {...listResults(requests)} hrefs={listHrefs} onPrint={() => window.print()} />;
}

export default function DeliveryGroup() {
  return (
    <Switch>
      <Route path={paths.deliveryCreate} component={CreateRoute} />
      <Route path={paths.deliveryList} component={ListRoute} />
    </Switch>
  );
}
