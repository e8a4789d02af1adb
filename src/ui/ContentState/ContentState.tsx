import type { ReactNode } from 'react';
import { ErrorState } from '../ErrorState';

/** Where a screen's or a list's data stands: on its way, failed, or here. */
export type LoadStatus = 'loading' | 'error' | 'ready';

export interface ContentStateInput {
  status: LoadStatus;
  onRetry: () => void;
  /** The skeleton of a first load, shaped like the content it stands for. */
  loading: ReactNode;
  /** The empty state when the loaded content has nothing to show, else null. */
  empty?: ReactNode;
}

/**
 * What a screen shows instead of its content, in the one order every screen and list keeps: the error
 * with `Thử lại`, else the skeleton of a first load, else the empty state; null when the content can
 * show. A function rather than a component: the content is built only once it has its data.
 */
export function contentStateInstead({ status, onRetry, loading, empty = null }: ContentStateInput): ReactNode {
  if (status === 'error') return <ErrorState onRetry={onRetry} />;
  if (status === 'loading') return loading;
  return empty;
}
