import { useMemo } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { DeliveryCreateScreen, type DeliveryCreateHrefs } from '../../../features/delivery/DeliveryCreateScreen';
import { deliveryListSchema, DeliveryListScreen, type DeliveryListHrefs } from '../../../features/delivery/DeliveryListScreen';
import type { Receiver } from '../../../features/delivery/model';
import { useCreateDeliveryRequest, useDashboard, useDeliveryRequests, useOrdersInVietnam, useUserInfo } from '../../hooks';
import { href, paths } from '../../paths';
import { useListQuery } from '../../routing/useListQuery';
import { useSession } from '../../session/useSession';
import { listResults, listStatus } from './listStatus';

const orderHref = (id: number) => href(paths.orderDetail(id));
const createHrefs: DeliveryCreateHrefs = { deposit: href(paths.deposit), list: href(paths.deliveryList), order: orderHref };
const listHrefs: DeliveryListHrefs = { order: orderHref, create: href(paths.deliveryCreate) };

/** The latest requests, whose receivers the form offers again. */
const recentQuery = { skip: 0, take: 20 };

/** A 400 is shown by the client's alert (SPEC §8); the form keeps its values. After a success: the list. */
function CreateRoute() {
  const orders = useOrdersInVietnam();
  const dashboard = useDashboard();
  const user = useUserInfo();
  const stored = useSession().configs?.UserInfo;
  const recent = useDeliveryRequests(recentQuery);
  const create = useCreateDeliveryRequest();
  const [, navigate] = useLocation();

  const info = user.data ?? stored;
  const profile = useMemo<Receiver | null>(
    () => (info ? { ReceiverName: info.FullName || info.UserName, Phone: info.Phone, Address: info.Address } : null),
    [info],
  );
  const recentReceivers = useMemo(() => recent.data?.Items ?? [], [recent.data]);

  return (
    <DeliveryCreateScreen
      status={listStatus(orders)}
      orders={orders.data ?? []}
      balance={dashboard.data?.PocketMoney ?? 0}
      profile={profile}
      recentReceivers={recentReceivers}
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
  return <DeliveryListScreen filters={filters} onFiltersChange={setFilters} {...listResults(requests)} hrefs={listHrefs} />;
}

export default function DeliveryGroup() {
  return (
    <Switch>
      <Route path={paths.deliveryCreate}>
        <CreateRoute />
      </Route>
      <Route path={paths.deliveryList}>
        <ListRoute />
      </Route>
    </Switch>
  );
}
