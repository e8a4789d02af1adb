import { complaintListSchema, ComplaintsScreen, type ComplaintFilters } from '../../../../features/parcels/ComplaintsScreen';
import { filter, listSchema } from '../../../../features/shared/listQuery';
import { useComplaints } from '../../../hooks';
import { hashHref, paths } from '../../../paths';
import { useComplaintForm } from '../../../wiring/complaints';
import { useList } from '../../../wiring/list';

/** The list's filters, and the order (and parcel) a link from an order or a parcel files about. */
const complaintsQuery = listSchema({ ...complaintListSchema.fields, orderId: filter.id(), transportId: filter.id() }, complaintListSchema.take);
/** One function for every render: the screen's table is rendered again only when its rows or this change. */
const orderHref = (id: number) => hashHref(paths.orderDetail(id));

/** The list's own filters are all a page of complaints is asked with: the link's ids stay in the address. */
const useComplaintPage = ({ status, skip, take }: ComplaintFilters) => useComplaints({ status, skip, take });

/**
 * Complaints (#/order/complain). `?orderId=…` (from an order) and `&transportId=…` (from a parcel)
 * open the form with that order (and parcel) chosen; closing the form takes them out of the address.
 */
export function ComplaintsRoute() {
  const { filters: query, onFiltersChange: setQuery, ...complaints } = useList(complaintsQuery, useComplaintPage);
  const filters: ComplaintFilters = { status: query.status, skip: query.skip, take: query.take };
  const form = useComplaintForm(query, () => {
    if (query.orderId !== null || query.transportId !== null) setQuery({ ...query, orderId: null, transportId: null }, { replace: true });
  });
  return (
    <ComplaintsScreen
      filters={filters}
      onFiltersChange={(next) => setQuery({ ...query, ...next })}
      {...complaints}
      orderHref={orderHref}
      {...form}
    />
  );
}
