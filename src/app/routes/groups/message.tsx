import type { MessageFilters } from '../../../features/messages/MessagesScreen';
import { MessagesScreen } from '../../../features/messages/MessagesScreen';
import { useMarkMessagesRead, useMessages } from '../../hooks';
import { parseQueryDate, parseQueryInt } from '../../../features/shared/queryFormat';
import { useQueryState } from '../../routing/useQueryState';
import { listStatus } from './listStatus';

const take = 20;
const dateOrNull = (text: string | null) => (parseQueryDate(text) ? text : null);

const parseFilters = (params: URLSearchParams): MessageFilters => ({
  message: params.get('message') ?? '',
  from: dateOrNull(params.get('from')),
  end: dateOrNull(params.get('end')),
  skip: parseQueryInt(params.get('skip'), 0),
  take: parseQueryInt(params.get('take'), take, 1),
});

const formatFilters = (filters: MessageFilters) => ({
  message: filters.message.trim() || undefined,
  from: filters.from ?? undefined,
  end: filters.end ?? undefined,
  skip: filters.skip > 0 ? String(filters.skip) : undefined,
  take: filters.take !== take ? String(filters.take) : undefined,
});

export default function MessageGroup() {
  const [filters, setFilters] = useQueryState(parseFilters, formatFilters);
  const messages = useMessages({ ...filters, from: parseQueryDate(filters.from), end: parseQueryDate(filters.end) });
  const markRead = useMarkMessagesRead();
  // Marking read revalidates the messages and the header's unread count (hooks/invalidation.ts).
  const mark = (ids: number[]) => {
    if (ids.length > 0) void markRead.trigger({ Ids: ids }).catch(() => undefined);
  };
  return (
    <MessagesScreen
      status={listStatus(messages)}
      {...(messages.data ? { data: messages.data } : {})}
      filters={filters}
      onFiltersChange={setFilters}
      onRetry={() => void messages.mutate()}
      onOpen={(id) => mark([id])}
      onMarkRead={mark}
    />
  );
}
