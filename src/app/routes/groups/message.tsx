import { messageListSchema, MessagesScreen } from '../../../features/messages/MessagesScreen';
import { useMarkMessagesRead, useMessages } from '../../hooks';
import { useList } from '../../wiring/list';

export default function MessageGroup() {
  const messages = useList(messageListSchema, useMessages);
  const markRead = useMarkMessagesRead();
  // Marking read revalidates the messages and the header's unread count (hooks/invalidation.ts).
  const mark = (ids: number[]) => {
    if (ids.length > 0) void markRead.trigger({ Ids: ids }).catch(() => undefined);
  };
  return (
    <MessagesScreen
      {...messages}
      onOpen={(id) => mark([id])}
      onMarkRead={mark}
    />
  );
}
