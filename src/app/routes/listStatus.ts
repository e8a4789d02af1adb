import type { DetailStatus, LoadStatus } from '../../ui/ContentState';
import { ApiError, actionableReadFailure } from '../api/errors';

/** The status a screen shows for one SWR read: data wins over a stale error (the old page stays). */
export const listStatus = (read: { data?: unknown; error?: unknown }): LoadStatus =>
  read.data !== undefined ? 'ready' : read.error ? 'error' : 'loading';

/** A details page's status: 'notFound' for an id that is not one, or that the server does not know (404 or 400). */
export function detailStatus(id: number | null, read: { data?: unknown; error?: unknown }): DetailStatus {
  const unknown = read.error instanceof ApiError && (read.error.status === 404 || read.error.status === 400);
  return id === null || unknown ? 'notFound' : listStatus(read);
}

export interface Read<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/**
 * A list read as a list screen takes it (ListResultsProps). Stale means SWR shows the previous key's
 * page (keepPreviousData) while the one asked for loads; a background refresh of the same page is not.
 */
export function listResults<T>(read: Read<T>) {
  const status = listStatus(read);
  const errorMessage = status === 'error' ? actionableReadFailure(read.error) : undefined;
  return {
    status,
    ...(errorMessage !== undefined ? { errorMessage } : {}),
    ...(read.data !== undefined ? { data: read.data } : {}),
    isValidating: read.isLoading && read.data !== undefined,
    onRetry: () => void read.mutate(),
  };
}
