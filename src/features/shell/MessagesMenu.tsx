import { Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DateText } from '../../ui/DateText';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import { Popover } from '../../ui/Popover';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { latestFirst, messagesButtonLabel } from './messages';
import * as styles from './MessagesMenu.css';
import type { ShellMessage } from './types';

export interface MessagesMenuProps {
  /** NumberMessages: unread messages in all. */
  unreadCount: number;
  latestMessages: readonly ShellMessage[];
  /** Where 'Xem tất cả tin nhắn' goes. */
  allMessagesHref: string;
}

/**
 * The header's messages dropdown (SPEC §2 Header): a button with the unread count, opening a popover
 * with the latest messages (kind, date, note as text) and a link to all of them. Unread ones are bold
 * and marked with a dot and the words 'Chưa đọc' for screen readers, not by colour alone.
 */
export function MessagesMenu({ unreadCount, latestMessages, allMessagesHref }: MessagesMenuProps) {
  const shown = latestFirst(latestMessages);
  return (
    <DialogTrigger>
      <Button variant="ghost" className={styles.trigger} aria-label={messagesButtonLabel(unreadCount)}>
        <Icon name="message" size="lg" />
        <Badge count={unreadCount} className={styles.badge} />
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.head}>
                <Heading slot="title" className={styles.title}>
                  Tin nhắn
                </Heading>
                {unreadCount > 0 ? <p className={styles.summary}>{`${String(unreadCount)} tin nhắn chưa đọc`}</p> : null}
              </div>
              {shown.length === 0 ? (
                <p className={styles.empty}>Chưa có tin nhắn</p>
              ) : (
                // Focusable: on a short screen the list scrolls, and a keyboard must be able to scroll it.
                <ul role="list" aria-label="Tin nhắn mới nhất" tabIndex={0} className={styles.list}>
                  {shown.map((message, position) => (
                    // By position: Message.Id is not in SPEC §3, and the list is read-only and re-made whole.
                    <li key={position} className={[styles.item, message.IsRead ? undefined : styles.unread].filter(Boolean).join(' ')}>
                      <div className={styles.meta}>
                        {message.IsRead ? null : (
                          <span className={styles.dot} aria-hidden="true" />
                        )}
                        {message.IsRead ? null : <VisuallyHidden>Chưa đọc: </VisuallyHidden>}
                        <span className={styles.type}>{message.MessageType}</span>
                        <DateText value={message.CreatedDate} format="datetime" className={styles.date} />
                      </div>
                      <p className={styles.note}>{message.Note}</p>
                    </li>
                  ))}
                </ul>
              )}
              <div className={styles.foot}>
                <Link href={allMessagesHref} className={styles.all} onClick={close}>
                  Xem tất cả tin nhắn
                </Link>
              </div>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
