import type { ReactNode } from 'react';
import { ErrorState } from '../ErrorState';

/** Where a screen's or a list's data stands: on its way, failed, or here. */
export type LoadStatus = 'loading' | 'error' | 'ready';

/** One record's page (an order, a parcel): also 'notFound' for an id that is not one, or not the customer's. */
export type DetailStatus = LoadStatus | 'notFound';

export interface ContentStateInput {
  status: DetailStatus;
  /** With status 'error': why, when it is known and worth saying (offline, too slow). */
  errorMessage?: string | undefined;
  onRetry: () => void;
  /** The skeleton of a first load, shaped like the content it stands for. */
  loading: ReactNode;
  /** The empty state when the loaded content has nothing to show, else null. */
  empty?: ReactNode;
  /** What a details page says for a record it cannot show (status 'notFound'). */
  notFound?: ReactNode;
}

/** A details page's "not found": what is missing, why, and the way back (a link to its list). */
export function NotFoundState({ title, message, back }: { title: string; message: string; back: ReactNode }) {
  return (
    <>
      <ErrorState title={title} message={message} />
      <p>{back}</p>
    </>
  );
}

/**
 * What a screen shows instead of its content, in the one order every screen and list keeps: the error
 * with `Thử lại`, else the skeleton of a first load, else the empty state; null when the content can
 * show. A details page's "not found" comes first: no retry brings a record that is not there. A
 * function rather than a component: the content is built only once it has its data.
 */
export function contentStateInstead({ status, errorMessage, onRetry, loading, empty = null, notFound = null }: ContentStateInput): ReactNode {
  if (status === 'notFound') return notFound;
  if (status === 'error') return <ErrorState message={errorMessage} onRetry={onRetry} />;
  if (status === 'loading') return loading;
  return empty;
}
