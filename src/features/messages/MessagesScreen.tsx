import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { CalendarDate } from '@internationalized/date';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DateRangePicker } from '../../ui/DateRangePicker';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { FilterBar } from '../../ui/FilterBar';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { SearchField } from '../../ui/SearchField';
import { Skeleton } from '../../ui/Skeleton';
import { StatusTag } from '../../ui/StatusTag';
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

/** The query of getmessages; dates as the API takes them (dd/MM/yyyy). */
export interface MessageFilters {
  from: string | null;
  end: string | null;
  /** Keyword. */
  message: string;
  skip: number;
  take: number;
}

export const defaultMessageFilters: MessageFilters = { from: null, end: null, message: '', skip: 0, take: 20 };

export interface MessagesScreenProps {
  status: 'loading' | 'error' | 'ready';
  data?: { Items: readonly MessageData[]; Total: number };
  filters: MessageFilters;
  onFiltersChange: (filters: MessageFilters) => void;
  onRetry: () => void;
  /** A message was opened; the app marks it read (updatereadmessage) and lowers the header's count. */
  onOpen: (id: number) => void;
  /** 'Đánh dấu đã đọc': the app marks these read (updatereadmessage) and lowers the header's count. */
  onMarkRead: (ids: number[]) => void;
}

function calendarDateOf(value: string | null): CalendarDate | null {
  const match = value ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  if (!match) return null;
  const [, day, month, year] = match;
  return new CalendarDate(Number(year), Number(month), Number(day));
}

function apiDateOf(date: { day: number; month: number; year: number }): string {
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${String(date.year).padStart(4, '0')}`;
}

/** Messages (#/message/list-messages). Message text is server text: rendered as text, line breaks kept. */
export function MessagesScreen({ status, data, filters, onFiltersChange, onRetry, onOpen, onMarkRead }: MessagesScreenProps) {
  const [keyword, setKeyword] = useState(filters.message);
  const [readIds, setReadIds] = useState<readonly number[]>([]);
  const [openIds, setOpenIds] = useState<readonly number[]>([]);
  const change = (next: Partial<MessageFilters>) => onFiltersChange({ ...filters, ...next, skip: 0 });
  // Marked read here at once; the next load from the server agrees.
  const messages = markRead(data?.Items ?? [], readIds);
  const unread = unreadCount(messages);
  const total = data?.Total ?? 0;
  const start = calendarDateOf(filters.from);
  const end = calendarDateOf(filters.end);
  const filtered = filters.message !== '' || filters.from !== null || filters.end !== null;

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
        <FilterBar variant="plain" aria-label="Lọc tin nhắn">
          <SearchField
            label="Từ khoá"
            placeholder="Tìm trong nội dung tin nhắn"
            value={keyword}
            onChange={setKeyword}
            onSubmit={(value) => change({ message: value.trim() })}
            onClear={() => change({ message: '' })}
          />
          <DateRangePicker
            label="Khoảng ngày"
            value={start && end ? { start, end } : null}
            onChange={(range) => change({ from: range ? apiDateOf(range.start) : null, end: range ? apiDateOf(range.end) : null })}
          />
        </FilterBar>
      </Card>

      {status === 'loading' ? (
        <Skeleton variant="block" lines={4} height="72px" label />
      ) : status === 'error' ? (
        <ErrorState onRetry={onRetry} />
      ) : total === 0 ? (
        <EmptyState
          icon="message"
          title={filtered ? 'Không có tin nhắn nào khớp bộ lọc' : 'Chưa có tin nhắn nào'}
          description={filtered ? 'Hãy đổi từ khoá hoặc khoảng ngày.' : 'Thông báo về đơn hàng và ví sẽ hiện ở đây.'}
        />
      ) : (
        <>
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
                      <DateText className={styles.date} value={message.CreatedDate} format="datetime" />
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
          <Pagination
            aria-label="Phân trang tin nhắn"
            skip={filters.skip}
            take={filters.take}
            total={total}
            onChange={(page) => onFiltersChange({ ...filters, ...page })}
          />
        </>
      )}
    </div>
  );
}
