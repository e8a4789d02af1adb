import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DateRangeFilter } from '../../ui/DateRangePicker';
import { DateText } from '../../ui/DateText';
import { ListEmptyState } from '../../ui/EmptyState';
import { FilterBar } from '../../ui/FilterBar';
import { PageHeader } from '../../ui/PageHeader';
import { PagedResults } from '../../ui/PagedResults';
import { DebouncedSearchField } from '../../ui/SearchField';
import { StatusTag } from '../../ui/StatusTag';
import { filter, listSchema, withFilters, pagedResultsOf, type FiltersOf, type ListFilterProps, type ListResultsProps } from '../shared/listQuery';
import { muted } from '../../ui/theme/text.css';
import { markAllReadRequest, markRead, unreadCount } from './model';
import * as styles from './MessagesScreen.css';

/** A message of GET /api/customer/getmessages (Message in the app's schemas). */
export interface MessageData {
  Id: number;
  MessageType: string;
  CreatedDate: string;
  Note: string;
  IsRead: boolean;
}

/** The query of getmessages, as the app keeps it in the hash query. */
// message: a keyword.
export const messageListSchema = listSchema({ message: filter.text(), ...filter.dateRange() }, { initial: 20 });

export type MessageFilters = FiltersOf<typeof messageListSchema>;

export const defaultMessageFilters: MessageFilters = messageListSchema.defaults;

export interface MessagesScreenProps extends ListFilterProps<MessageFilters>, ListResultsProps<MessageData> {
  /** A message was opened; the app marks it read (updatereadmessage) and lowers the header's count. */
  onOpen: (id: number) => void;
  /** 'Đánh dấu đã đọc': the app marks these read (updatereadmessage) and lowers the header's count. */
  onMarkRead: (ids: number[]) => void;
}

/** Messages (#/message/list-messages). Message text is server text: rendered as text, line breaks kept. */
export function MessagesScreen({
  status,
  errorMessage,
  data,
  isValidating = false,
  filters,
  onFiltersChange,
  onRetry,
  onOpen,
  onMarkRead,
  debounceMs = 400,
}: MessagesScreenProps) {
  const [readIds, setReadIds] = useState<readonly number[]>([]);
  const [openIds, setOpenIds] = useState<readonly number[]>([]);
  const change = (next: Partial<MessageFilters>) => onFiltersChange(withFilters(filters, next));
  // Marked read here at once; the next load from the server agrees.
  const messages = markRead(data?.Items ?? [], readIds);
  const unread = unreadCount(messages);
  const filtered = messageListSchema.isFiltered(filters);

  const markLocally = (ids: number[]) => setReadIds((current) => [...current, ...ids]);

  const toggle = (message: MessageData) => {
    const opening = !openIds.includes(message.Id);
    setOpenIds((current) => (opening ? [...current, message.Id] : current.filter((id) => id !== message.Id)));
    if (opening && !message.IsRead) {
      markLocally([message.Id]);
      onOpen(message.Id);
    }
  };

  return (
    <div className={styles.root}>
      <PageHeader title="Tin nhắn" description="Thông báo về đơn hàng, kiện hàng và ví của bạn." />
      <Card>
        <FilterBar variant="plain" aria-label="Lọc tin nhắn" activeCount={messageListSchema.countSet(filters)}>
          <DebouncedSearchField
            label="Từ khoá"
            placeholder="Tìm trong nội dung tin nhắn"
            value={filters.message}
            onCommit={(message) => change({ message })}
            debounceMs={debounceMs}
          />
          <DateRangeFilter label="Khoảng ngày" from={filters.from} end={filters.end} onChange={(from, end) => change({ from, end })} />
        </FilterBar>
      </Card>

      <PagedResults
        {...pagedResultsOf({ status, errorMessage, data, isValidating, onRetry, filters, onFiltersChange })}
        paginationLabel="Phân trang tin nhắn"
        loadingLines={4}
        empty={
          <ListEmptyState
            icon="message"
            filtered={filtered}
            none={{ title: 'Chưa có tin nhắn nào', description: 'Thông báo về đơn hàng và ví sẽ hiện ở đây.' }}
            whenFiltered={{ title: 'Không có tin nhắn nào khớp bộ lọc', description: 'Hãy đổi từ khoá hoặc khoảng ngày.' }}
          />
        }
      >
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {unread > 0 ? `${String(unread)} tin chưa đọc trên trang này` : 'Bạn đã đọc hết tin nhắn trên trang này'}
          </p>
          {unread > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                const request = markAllReadRequest(messages);
                if (!request) return;
                markLocally(request.Ids);
                onMarkRead(request.Ids);
              }}
            >
              Đánh dấu tất cả đã đọc
            </Button>
          ) : null}
        </div>
        <ul className={styles.list} aria-label="Danh sách tin nhắn">
          {messages.map((message) => {
            const isOpen = openIds.includes(message.Id);
            const bodyId = `message-body-${String(message.Id)}`;
            return (
              <li key={message.Id} className={[styles.item, message.IsRead ? undefined : styles.unread].filter(Boolean).join(' ')}>
                <AriaButton className={styles.opener} aria-expanded={isOpen} aria-controls={isOpen ? bodyId : undefined} onPress={() => toggle(message)}>
                  <span className={styles.head}>
                    {message.IsRead ? null : <StatusTag tone="info">Chưa đọc</StatusTag>}
                    <span className={message.IsRead ? styles.type : styles.unreadType}>{message.MessageType}</span>
                    <DateText className={muted} value={message.CreatedDate} format="datetime" />
                  </span>
                  {isOpen ? null : <span className={styles.preview}>{message.Note}</span>}
                </AriaButton>
                {isOpen ? (
                  <p id={bodyId} className={styles.body}>
                    {message.Note}
                  </p>
                ) : null}
                {message.IsRead ? null : (
                  <div className={styles.actions}>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Đánh dấu đã đọc: ${message.MessageType}`}
                      onPress={() => {
                        markLocally([message.Id]);
                        onMarkRead([message.Id]);
                      }}
                    >
                      Đánh dấu đã đọc
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </PagedResults>
    </div>
  );
}
