import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * Filters of a list screen, kept in the hash query so that a reload, a shared link and the back button
 * bring them back. `parse` turns the query into typed filters (defaults for what is missing or
 * malformed); `format` writes them back, leaving out defaults so addresses stay short.
 */
export function useQueryState<T>(parse: (params: URLSearchParams) => T, format: (value: T) => Record<string, string | undefined>) {
  const search = useSearch();
  const [path, setLocation] = useLocation();
  const value = useMemo(() => parse(new URLSearchParams(search)), [parse, search]);
  const setValue = useCallback(
    (next: T, options: { replace?: boolean } = {}) => {
      const params = new URLSearchParams();
      for (const [key, raw] of Object.entries(format(next))) {
        if (raw !== undefined && raw !== '') params.set(key, raw);
      }
      const query = params.toString();
      setLocation(query ? `${path}?${query}` : path, { replace: options.replace ?? false });
    },
    [format, path, setLocation],
  );
  return [value, setValue] as const;
}
