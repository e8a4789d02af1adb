import { messageListSchema, MessagesScreen } from '../../../features/messages/MessagesScreen';
import { useMarkMessagesRead, useMessages } from '../../hooks';
import { useListQuery } from '../../routing/useListQuery';
import { listResults } from '../listStatus';

export default function MessageGroup() {
  const [filters, setFilters] = useListQuery(messageListSchema);
  const messages = useMessages(filters);
  const markRead = useMarkMessagesRead();
  // Marking read revalidates the messages and the header's unread count (hooks/invalidation.ts).
  const mark = (ids: number[]) => {
    if (ids.length > 0) void markRead.trigger({ Ids: ids }).catch(() => undefined);
  };
  return (
    <MessagesScreen
      {...listResults(messages)}
      filters={filters}
      onFiltersChange={setFilters}
      onOpen={(id) => mark([id])}
      onMarkRead={mark}
    />
  );
}
