import { Route, Switch } from 'wouter';
import { paths, routePatterns } from '../../paths';
import { ComplaintsRoute } from './orderShip/ComplaintsRoute';
import { TransportDetailRoute, TransportListRoute } from './orderShip/TransportRoutes';

export default function OrderShipGroup() {
  return (
    <Switch>
      <Route path={paths.transports}>
        <TransportListRoute />
      </Route>
      <Route path={routePatterns.transportDetail}>{(params) => <TransportDetailRoute id={params.id} />}</Route>
      <Route path={paths.complaints}>
        <ComplaintsRoute />
      </Route>
    </Switch>
  );
}
