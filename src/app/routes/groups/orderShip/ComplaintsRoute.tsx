import { complaintListSchema, ComplaintsScreen, type ComplaintFilters } from '../../../../features/parcels/ComplaintsScreen';
import { filter, listSchema } from '../../../../features/shared/listQuery';
import { useComplains } from '../../../hooks';
import { href, paths } from '../../../paths';
import { useListQuery } from '../../../routing/useListQuery';
import { useComplaintForm } from '../../../wiring/complaints';
import { listResults } from '../../listStatus';

/** The list's filters, and the order (and parcel) a link from an order or a parcel files about. */
const complaintsQuery = listSchema({ ...complaintListSchema.fields, orderId: filter.id(), transportId: filter.id() }, complaintListSchema.take);
/** One function for every render: the screen's table is rendered again only when its rows or this change. */
const orderHref = (id: number) => href(paths.orderDetail(id));

/**
 * Complaints (#/order/complain). `?orderId=…` (from an order) and `&transportId=…` (from a parcel)
 * open the form with that order (and parcel) chosen; closing the form takes them out of the address.
 */
export function ComplaintsRoute() {
  const [query, setQuery] = useListQuery(complaintsQuery);
  const filters: ComplaintFilters = { status: query.status, skip: query.skip, take: query.take };
  const complaints = useComplains(filters);
  const form = useComplaintForm(query, () => {
    if (query.orderId !== null || query.transportId !== null) setQuery({ ...query, orderId: null, transportId: null }, { replace: true });
  });
  return (
    <ComplaintsScreen
      filters={filters}
      onFiltersChange={(next) => setQuery({ ...query, ...next })}
      {...listResults(complaints)}
      orderHref={orderHref}
      {...form}
    />
  );
}
