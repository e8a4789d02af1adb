import type { ListFilters, ListSchema } from '../../features/shared/listQuery';
import { useListQuery } from '../routing/useListQuery';
import { listResults, type Read } from '../routes/listStatus';

/**
 * A list as its screen takes it (`ListFilterProps & ListResultsProps`): the filters its schema keeps in
 * the hash query (reload, links and the back button bring them back) and the page `useRows` reads for
 * them, as `listResults` words it. `useRows` is a read hook of app/hooks (`useOrders`), always the same one.
 */
export function useList<F, T>(schema: ListSchema<F>, useRows: (filters: ListFilters<F>) => Read<T>) {
  const [filters, setFilters] = useListQuery(schema);
  return { filters, onFiltersChange: setFilters, ...listResults(useRows(filters)) };
}
