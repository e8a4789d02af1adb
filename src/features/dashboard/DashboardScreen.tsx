import type { LoadStatus } from '../../ui/ContentState';
import { useId, type ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Icon, type IconName } from '../../ui/Icon';
import { hashHref, Link, safeExternalUrl, telHref } from '../../ui/Link';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { muted } from '../../ui/theme/text.css';
import * as styles from './DashboardScreen.css';
import { feeRows } from './feeTable';
import { displayUrl, formatRate, mailtoHref, zaloUrl } from './format';

/** The account manager (SupporterSchema). */
export interface DashboardSupporter {
  Name: string;
  Phone: string;
  Email: string;
  Zalo?: string | null;
}

/** A favourite shop (ShopFavoriteSchema: ItemLinks already parsed, Name defaulted to Link). */
export interface DashboardShop {
  Name: string;
  Link: string;
  ItemLinks: readonly string[];
}

/** getdashboard plus Settings.FeeBuyer of getsettingdefault. */
export interface DashboardData {
  /** ₫ per ¥. */
  CurrentRate: number;
  /** Wallet balance, ₫. */
  PocketMoney: number;
  /** Product lines in the cart. */
  NumberCarts: number;
  /** Where the browser extension is installed from; null when the service has none. */
  ExtensionLink?: string | null;
  Supporter?: DashboardSupporter | null;
  ShopFavorites: readonly DashboardShop[];
  /** 'min-max' → percent (SPEC §9). */
  FeeBuyer?: Readonly<Record<string, number>> | null;
}

/** The routes the dashboard links to; `paths` of src/app fits. */
export interface DashboardPaths {
  cart: string;
  ordersWaitDeposit: string;
  ordersWaitPay: string;
  transports: string;
  deposit: string;
  transactions: string;
}


export interface DashboardScreenProps {
  status: LoadStatus;
  /** Present when status is 'ready'. */
  data?: DashboardData;
  onRetry: () => void;
  /** The retry is running. */
  isRetrying?: boolean;
  paths: DashboardPaths;
  /** Turns a route into an href. @default hash links ('#/order/cart') */
  href?: (path: string) => string;
}


function QuickLink({ href, icon, children }: { href: string; icon: IconName; children: ReactNode }) {
  return (
    <li>
      <Link href={href} className={styles.quickLink}>
        <span className={styles.quickIcon}>
          <Icon name={icon} size="lg" />
        </span>
        <span className={styles.quickLabel}>{children}</span>
      </Link>
    </li>
  );
}

interface StatProps {
  title: string;
  value: ReactNode;
  icon: IconName;
  /** A line under the figure. */
  note?: ReactNode;
  /** Links under the figure. */
  children?: ReactNode;
}

function Stat({ title, value, icon, note, children }: StatProps) {
  return (
    <Card as="section" title={title} className={styles.stat} padding="lg">
      <div className={styles.statBody}>
        <span className={styles.statIcon}>
          <Icon name={icon} size="lg" />
        </span>
        <p className={styles.statValue}>{value}</p>
      </div>
      {note != null ? <p className={styles.statNote}>{note}</p> : null}
      {children != null ? <div className={styles.statLinks}>{children}</div> : null}
    </Card>
  );
}

function Extension({ link }: { link: string | null | undefined }) {
  const url = link ? safeExternalUrl(link) : null;
  return (
    <Card as="section" title="Tiện ích đặt hàng">
      <div className={styles.stack}>
        <p className={styles.muted}>Cài tiện ích trên trình duyệt máy tính để thêm sản phẩm từ Taobao, Tmall và 1688 vào giỏ chỉ với một nhấp.</p>
        {url ? (
          <Link href={url} external className={styles.strongLink}>
            Cài tiện ích cho trình duyệt
          </Link>
        ) : (
          <p className={styles.muted}>Liên kết cài tiện ích chưa có. Bạn hãy liên hệ nhân viên hỗ trợ để được gửi.</p>
        )}
      </div>
    </Card>
  );
}

function SupporterCard({ supporter }: { supporter: DashboardSupporter | null | undefined }) {
  const name = supporter?.Name.trim() ?? '';
  const phone = supporter?.Phone.trim() ?? '';
  const email = supporter?.Email.trim() ?? '';
  const zalo = supporter?.Zalo?.trim() ?? '';
  const hasAny = name !== '' || phone !== '' || email !== '' || zalo !== '';
  const tel = telHref(phone);
  const mailto = mailtoHref(email);
  const zaloLink = zalo === '' ? null : zaloUrl(zalo);
  return (
    <Card as="section" title="Nhân viên hỗ trợ">
      {!hasAny ? (
        <p className={styles.muted}>Tài khoản của bạn chưa có nhân viên hỗ trợ riêng. Bạn có thể gọi hotline ở cuối menu.</p>
      ) : (
        <div className={styles.stack}>
          {name !== '' ? <p className={styles.supporterName}>{name}</p> : null}
          <dl className={styles.contactList}>
            {phone !== '' ? (
              <div className={styles.contactRow}>
                <dt className={muted}>Điện thoại</dt>
                <dd className={styles.contactValue}>
                  {tel ? (
                    <Link href={tel} className={styles.contactLink}>
                      {phone}
                    </Link>
                  ) : (
                    phone
                  )}
                </dd>
              </div>
            ) : null}
            {email !== '' ? (
              <div className={styles.contactRow}>
                <dt className={muted}>Email</dt>
                <dd className={styles.contactValue}>
                  {mailto ? (
                    <a href={mailto} className={styles.mailLink}>
                      {email}
                    </a>
                  ) : (
                    email
                  )}
                </dd>
              </div>
            ) : null}
            {zalo !== '' ? (
              <div className={styles.contactRow}>
                <dt className={muted}>Zalo</dt>
                <dd className={styles.contactValue}>
                  {zaloLink ? (
                    <Link href={zaloLink} external className={styles.contactLink}>
                      {displayUrl(zalo)}
                    </Link>
                  ) : (
                    zalo
                  )}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      )}
    </Card>
  );
}

function ShopItem({ shop }: { shop: DashboardShop }) {
  const itemsId = useId();
  const name = shop.Name.trim() === '' ? shop.Link : shop.Name;
  const url = safeExternalUrl(shop.Link);
  const items = shop.ItemLinks.filter((link) => link.trim() !== '');
  return (
    <li className={styles.shop}>
      <div className={styles.shopHead}>
        <span className={styles.shopIcon}>
          <Icon name="cart" />
        </span>
        <div className={styles.shopText}>
          <Link href={shop.Link} external className={styles.shopName}>
            {name}
          </Link>
          {url && name !== shop.Link ? <span className={styles.shopHost}>{displayUrl(url)}</span> : null}
        </div>
      </div>
      {items.length > 0 ? (
        <div className={styles.shopItems}>
          <p id={itemsId} className={styles.shopItemsTitle}>{`Sản phẩm đã lưu (${String(items.length)})`}</p>
          <ul role="list" aria-labelledby={itemsId} className={styles.itemList}>
            {items.map((link, index) => (
              <li key={`${String(index)}-${link}`} className={styles.itemLink}>
                <Link href={link} external>
                  {displayUrl(link)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

function Shops({ shops }: { shops: readonly DashboardShop[] }) {
  return (
    <Card as="section" title="Shop yêu thích">
      {shops.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon="cart"
          title="Chưa có shop yêu thích"
          description="Khi xem hàng trên Taobao, Tmall hoặc 1688, lưu shop bằng tiện ích trình duyệt: shop sẽ hiện ở đây để bạn quay lại nhanh."
        />
      ) : (
        <ul role="list" className={styles.shopList}>
          {shops.map((shop, index) => (
            <ShopItem key={`${String(index)}-${shop.Link}`} shop={shop} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function Fees({ feeBuyer }: { feeBuyer: DashboardData['FeeBuyer'] }) {
  const captionId = useId();
  const rows = feeRows(feeBuyer);
  return (
    <Card as="section" title="Phí mua hàng">
      <div className={styles.stack}>
        <p id={captionId} className={styles.muted}>
          Phí dịch vụ mua hàng tính theo phần trăm tiền hàng của mỗi đơn, giảm dần khi đơn lớn hơn.
        </p>
        {rows.length === 0 ? (
          <p className={styles.muted}>Chưa có biểu phí. Phí sẽ được báo khi bạn đặt cọc.</p>
        ) : (
          <table className={styles.table} aria-describedby={captionId}>
            <thead>
              <tr>
                <th scope="col">Giá trị đơn hàng</th>
                <th scope="col" className={styles.feeCell}>
                  Phí
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.range}>
                  <td>{row.range}</td>
                  <td className={styles.feeCell}>{row.fee}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Card>
  );
}

function Loading() {
  return (
    <div className={styles.layout}>
      <div className={styles.stats}>
        {[0, 1, 2].map((index) => (
          <Card key={index} className={styles.stat}>
            <Skeleton lines={3} label={index === 0 ? 'Đang tải trang chủ…' : undefined} />
          </Card>
        ))}
      </div>
      <Card>
        <Skeleton variant="block" height="72px" />
      </Card>
      <div className={styles.columns}>
        <Card>
          <Skeleton lines={6} />
        </Card>
        <Card>
          <Skeleton lines={4} />
        </Card>
      </div>
    </div>
  );
}

/**
 * The dashboard (getdashboard): today's rate, the wallet, the cart, the shortcuts to the lists a
 * customer checks every day, the extension, the account manager, favourite shops and the buyer-fee
 * price list. Server text and links are shown as text and checked links only.
 */
export function DashboardScreen({ status, data, onRetry, isRetrying, paths, href = hashHref }: DashboardScreenProps) {
  return (
    <>
      <PageHeader title="Trang chủ" description="Tổng quan tài khoản và lối tắt tới đơn hàng của bạn." />
      {status === 'error' ? (
        <Card>
          <ErrorState title="Không tải được trang chủ" message="Bạn kiểm tra kết nối mạng rồi thử lại." onRetry={onRetry} isRetrying={isRetrying} />
        </Card>
      ) : status === 'loading' || !data ? (
        <Loading />
      ) : (
        <div className={styles.layout}>
          <div className={styles.stats}>
            <Stat title="Tỷ giá hôm nay" icon="info" value={formatRate(data.CurrentRate)} note="Dùng để quy đổi giá hàng từ tệ (¥) sang đồng (₫)." />
            <Stat title="Số dư ví" icon="wallet" value={<Money amount={data.PocketMoney} />}>
              <Link href={href(paths.deposit)} className={styles.statLink}>
                Nạp tiền
              </Link>
              <Link href={href(paths.transactions)} className={styles.statLink}>
                Lịch sử giao dịch
              </Link>
            </Stat>
            <Stat
              title="Giỏ hàng"
              icon="cart"
              value={data.NumberCarts > 0 ? `${String(data.NumberCarts)} sản phẩm` : 'Giỏ hàng trống'}
            >
              <Link href={href(paths.cart)} className={styles.statLink}>
                Xem giỏ hàng
              </Link>
            </Stat>
          </div>
          <Card as="section" title="Truy cập nhanh">
            <ul role="list" className={styles.quickList}>
              <QuickLink href={href(paths.cart)} icon="cart">
                Giỏ hàng
              </QuickLink>
              <QuickLink href={href(paths.ordersWaitDeposit)} icon="order">
                Chờ đặt cọc
              </QuickLink>
              <QuickLink href={href(paths.ordersWaitPay)} icon="wallet">
                Chờ thanh toán
              </QuickLink>
              <QuickLink href={href(paths.transports)} icon="box">
                Kiện hàng
              </QuickLink>
              <QuickLink href={href(paths.deposit)} icon="plus">
                Nạp tiền
              </QuickLink>
            </ul>
          </Card>
          <div className={styles.columns}>
            <Shops shops={data.ShopFavorites} />
            <div className={styles.aside}>
              <Extension link={data.ExtensionLink} />
              <SupporterCard supporter={data.Supporter} />
              <Fees feeBuyer={data.FeeBuyer} />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
