import type { ListSchema } from '../../features/shared/listQuery';
import { useQueryState } from './useQueryState';

/**
 * A list's filters and page, kept in the hash query as its schema writes them, so that a reload, a
 * shared link and the back button bring them back.
 */
export function useListQuery<F>(schema: ListSchema<F>) {
  return useQueryState(schema.parse, schema.format);
}
