import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { Link, safeExternalUrl } from '../../ui/Link';
import * as styles from './CartNotices.css';
import type { ExtensionOutboxState } from './CartScreen';

/** Products from the extension still on their way to the cart, with a way to send them again. */
export function OutboxNotice({ outbox, onRetry }: { outbox: ExtensionOutboxState; onRetry: () => void }) {
  if (outbox.pending <= 0) return null;
  return (
    <div className={styles.notice}>
      <p className={styles.noticeText}>
        <Icon name="warning" className={styles.noticeIcon} />
        <span>
          {outbox.sending
            ? `Đang gửi ${outbox.pending} sản phẩm từ tiện ích vào giỏ hàng…`
            : `${outbox.pending} sản phẩm từ tiện ích đang chờ gửi vào giỏ hàng.`}
        </span>
      </p>
      <Button variant="secondary" size="sm" isPending={outbox.sending} onPress={onRetry}>
        Thử lại
      </Button>
    </div>
  );
}

/** Orders just created (from the cart or by link), and the way to their deposit. */
export function OrderedNotice({ shops, byLink, href }: { shops: number; byLink: boolean; href: string }) {
  if (shops === 0 && !byLink) return null;
  return (
    <div className={`${styles.notice} ${styles.noticeSuccess}`}>
      <p className={styles.noticeText}>
        <Icon name="check" className={styles.noticeIcon} />
        <span>
          {[shops > 0 ? `Đã tạo ${shops} đơn hàng từ giỏ hàng.` : null, byLink ? 'Đã tạo đơn hàng bằng link.' : null, 'Đơn hàng đang chờ bạn đặt cọc để chúng tôi mua hàng.'].filter(Boolean).join(' ')}
        </span>
      </p>
      <Link href={href}>Xem đơn chờ đặt cọc</Link>
    </div>
  );
}

/** An empty cart says how products get into it: the extension, or a link on a phone. */
export function EmptyCart({ extensionLink, createByLink, onCreateByLink }: { extensionLink: string | null | undefined; createByLink: string; onCreateByLink: () => void }) {
  const url = extensionLink ? safeExternalUrl(extensionLink) : null;
  return (
    <EmptyState
      icon="cart"
      title="Giỏ hàng của bạn đang trống"
      description={
        <>
          Cài tiện ích đặt hàng trên trình duyệt máy tính, mở sản phẩm trên Taobao, Tmall hoặc 1688, chọn phân loại rồi bấm
          thêm vào giỏ trong tiện ích: sản phẩm sẽ hiện ở đây, gom theo từng shop. Trên điện thoại, bạn dán link sản phẩm bằng
          nút {createByLink}.
        </>
      }
      action={
        <div className={styles.headerActions}>
          {url ? (
            <Link href={url} external>
              Cài tiện ích đặt hàng
            </Link>
          ) : (
            <p className={styles.muted}>Liên kết cài tiện ích chưa có. Bạn hãy liên hệ nhân viên hỗ trợ để được gửi.</p>
          )}
          <Button variant="secondary" onPress={onCreateByLink}>
            {createByLink}
          </Button>
        </div>
      }
    />
  );
}
