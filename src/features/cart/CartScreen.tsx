import { memo, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { contentStateInstead } from '../../ui/ContentState';
import { EmptyState } from '../../ui/EmptyState';
import { BarFigure } from '../../ui/Figure';
import { Icon } from '../../ui/Icon';
import { Link, safeExternalUrl } from '../../ui/Link';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination, type PageChange } from '../../ui/Pagination';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import type { FeeBuyer } from '../shared/buyerFee';
import { intentFailureOf } from '../shared/intentFailure';
import * as styles from './CartScreen.css';
import { CartQuestion, type Question } from './CartQuestion';
import { CartShop } from './CartShop';
import type { CartData, CartItemChange, ShopHandlers } from './CartShopItems';
import {
  applyCartEdits,
  cartEditsReducer,
  noCartEdits,
  reuseUnchangedCarts,
  selectAllState,
  selectionSummary,
  type EditTarget,
  type SelectionSummary,
} from './model';

export type { CartData, CartItemChange, CartItemData } from './CartShopItems';

export interface ExtensionOutboxState {
  /** Products from the extension the server has not accepted yet. */
  pending: number;
  /** A send is in flight. */
  sending: boolean;
}

export interface CartScreenProps {
  status: 'loading' | 'error' | 'ready';
  /** This page of getcarts: one cart per shop. */
  carts: readonly CartData[];
  /** Shops in the whole cart (the answer's Total); pages are offered above `take`. */
  total: number;
  skip: number;
  take: number;
  /** Another page. The selection belongs to a page and is cleared. */
  onPageChange: (page: PageChange) => void;
  /** CurrentRate: ₫ per ¥. */
  rate: number;
  /** Settings.FeeBuyer (SPEC §9). */
  feeBuyer: FeeBuyer | null | undefined;
  /** The wallet (PocketMoney), ₫. */
  balance: number;
  /** Where to install the browser extension (ExtensionLink); only http(s) becomes a link. */
  extensionLink: string | null | undefined;
  onRetry: () => void;
  /** updatecartitemfield/{itemId}. Reject when the save failed: the old value comes back, with a toast. */
  onUpdateItem: (itemId: number, change: CartItemChange) => Promise<void>;
  /** updatecartfield/{cartId}, the shop's note. Reject when the save failed. */
  onUpdateCartNote: (cartId: number, note: string) => Promise<void>;
  /** deletecartitem/{itemId}, after the customer confirmed. */
  onDeleteItem: (itemId: number) => Promise<void>;
  /** removecart/{cartId}: the whole shop, after the customer confirmed. */
  onRemoveCart: (cartId: number) => Promise<void>;
  /**
   * orderbuy/{cartId}: one shop becomes an order awaiting its deposit. One call per confirmation. A
   * failure rejects with an IntentFailedError (features/shared/intentFailure): a refusal's lines become
   * the cart's toast; after an unclear outcome the cart says nothing of its own.
   */
  onOrderShop: (cartId: number) => Promise<void>;
  /** orderbuyids: the ticked shops of the page. One call per confirmation; fails as `onOrderShop`. */
  onOrderSelected: (cartIds: number[]) => Promise<void>;
  /** Opens the order-by-link dialog (ordering without the extension, e.g. on a phone). */
  onCreateByLink: () => void;
  /** Products from the extension waiting to be sent to the cart. */
  outbox: ExtensionOutboxState;
  onRetryOutbox: () => void;
  /** The orders awaiting their deposit: '#/order/order-wait-deposit'. */
  waitDepositHref: string;
  /** Products from the extension that could not be added (ExtensionRefusedPanel); shown in every state. */
  extensionRefused?: ReactNode;
  /** An order was just created by link (the app's dialog): the way to its deposit is offered too. @default false */
  createdByLink?: boolean;
}

const texts = {
  title: 'Giỏ hàng',
  description: 'Sản phẩm được gom theo từng shop. Chọn shop rồi đặt hàng; đơn hàng sẽ chờ bạn đặt cọc.',
  createByLink: 'Tạo đơn bằng link',
  orderSelected: 'Đặt hàng các shop đã chọn',
  saveFailed: 'Không lưu được thay đổi, đã khôi phục giá trị cũ.',
  deleteFailed: 'Chưa xoá được, bạn hãy thử lại.',
  orderFailed: 'Chưa đặt hàng được, giỏ hàng vẫn giữ nguyên. Bạn hãy thử lại.',
  itemDeleted: 'Đã xoá sản phẩm khỏi giỏ hàng.',
  shopRemoved: 'Đã xoá shop khỏi giỏ hàng.',
  ordered: (shops: number) => `Đã đặt hàng ${shops} shop.`,
  orderedNotice: (shops: number) => `Đã tạo ${shops} đơn hàng từ giỏ hàng.`,
  byLinkNotice: 'Đã tạo đơn hàng bằng link.',
  depositNext: 'Đơn hàng đang chờ bạn đặt cọc để chúng tôi mua hàng.',
} as const;

/**
 * What the cart says when ordering failed (issue 12 §1): a refusal's own lines, or that the cart is kept.
 * Nothing after an unclear outcome or an ended session: the app's alert says `Chưa rõ kết quả` (or asks
 * to log in again), and "nothing was ordered" could be false.
 */
function orderFailureText(error: unknown): string | null {
  const failure = intentFailureOf(error);
  if (failure === null) return texts.orderFailed;
  if (failure.outcome === 'unclear' || failure.outcome === 'sessionEnded') return null;
  return !failure.alerted && failure.lines.length > 0 ? failure.lines.join(' ') : texts.orderFailed;
}

// ─── Around the shops ───────────────────────────────────────────────────────────────────────────────

function OutboxNotice({ outbox, onRetry }: { outbox: ExtensionOutboxState; onRetry: () => void }) {
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

function OrderedNotice({ shops, byLink, href }: { shops: number; byLink: boolean; href: string }) {
  if (shops === 0 && !byLink) return null;
  return (
    <div className={`${styles.notice} ${styles.noticeSuccess}`}>
      <p className={styles.noticeText}>
        <Icon name="check" className={styles.noticeIcon} />
        <span>
          {[shops > 0 ? texts.orderedNotice(shops) : null, byLink ? texts.byLinkNotice : null, texts.depositNext].filter(Boolean).join(' ')}
        </span>
      </p>
      <Link href={href}>Xem đơn chờ đặt cọc</Link>
    </div>
  );
}

function EmptyCart({ extensionLink, onCreateByLink }: { extensionLink: string | null | undefined; onCreateByLink: () => void }) {
  const url = extensionLink ? safeExternalUrl(extensionLink) : null;
  return (
    <EmptyState
      icon="cart"
      title="Giỏ hàng của bạn đang trống"
      description={
        <>
          Cài tiện ích đặt hàng trên trình duyệt máy tính, mở sản phẩm trên Taobao, Tmall hoặc 1688, chọn phân loại rồi bấm
          thêm vào giỏ trong tiện ích: sản phẩm sẽ hiện ở đây, gom theo từng shop. Trên điện thoại, bạn dán link sản phẩm bằng
          nút {texts.createByLink}.
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
            {texts.createByLink}
          </Button>
        </div>
      }
    />
  );
}

interface CartSummaryProps {
  summary: SelectionSummary;
  balance: number;
  onOrder: () => void;
}

/** The ticked shops: how many, what they cost, against the wallet; and the one button that orders them. */
const CartSummary = memo(function CartSummary({ summary, balance, onOrder }: CartSummaryProps) {
  return (
    <section className={styles.summary} aria-label="Tổng tiền các shop đã chọn">
      <dl className={styles.figures}>
        <BarFigure styles={styles} label="Đã chọn">
          <span role="status">
            {summary.shops} shop · {summary.lines} sản phẩm
          </span>
        </BarFigure>
        <BarFigure styles={styles} label="Tiền hàng">
          <Money amount={summary.goodsVnd} />
        </BarFigure>
        <BarFigure styles={styles} label="Phí mua hàng">
          <Money amount={summary.fee} />
        </BarFigure>
        <BarFigure styles={styles} label="Tổng tạm tính" valueClassName={styles.total}>
          <Money amount={summary.total} />
        </BarFigure>
        <BarFigure styles={styles} label="Số dư ví">
          <Money amount={balance} />
        </BarFigure>
      </dl>
      <Button isDisabled={summary.shops === 0} onPress={onOrder}>
        {texts.orderSelected}
      </Button>
    </section>
  );
});

// ─── The screen ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The cart (#/order/cart): one card per shop with its items, edits saved as they are made, removal and
 * ordering after a question, the ticked shops' total against the wallet.
 *
 * Built for a hundred shops of ten items: every shop header is drawn, item rows mount near the
 * viewport (see ShopBody), shops are memoised and share one handler object, so a tick renders one
 * shop header and the summary, and select-all renders only the headers.
 */
export function CartScreen(props: CartScreenProps) {
  const {
    status,
    carts,
    total,
    skip,
    take,
    onPageChange,
    rate,
    feeBuyer,
    balance,
    extensionLink,
    onRetry,
    onCreateByLink,
    outbox,
    onRetryOutbox,
    extensionRefused,
    waitDepositHref,
    createdByLink = false,
  } = props;
  const toast = useToast();
  // The handlers are created once; they call whichever callback the latest render was given.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const [answer, setAnswer] = useState({ carts, stable: carts, skip });
  const [edits, dispatch] = useReducer(cartEditsReducer, noCartEdits);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [question, setQuestion] = useState<Question | null>(null);
  const [isPending, setPending] = useState(false);
  const [orderedShops, setOrderedShops] = useState(0);
  const seq = useRef(0);
  // Set before any re-render can disable a button: a second press in the same tick sends nothing.
  const busy = useRef(false);

  let stable = answer.stable;
  if (answer.carts !== carts || answer.skip !== skip) {
    // A fresh answer: keep the objects that did not change, forget saved edits it now contains.
    if (answer.carts !== carts) {
      stable = reuseUnchangedCarts(answer.stable, carts);
      dispatch({ type: 'answer', carts });
    }
    // The selection belongs to the page.
    if (answer.skip !== skip) setSelected(new Set());
    setAnswer({ carts, stable, skip });
  }

  const shown = useMemo(() => applyCartEdits(stable, edits), [stable, edits]);
  const pageIds = useMemo(() => shown.map((cart) => cart.Id), [shown]);
  const summary = useMemo(() => selectionSummary(shown, selected, rate, feeBuyer), [shown, selected, rate, feeBuyer]);
  const allState = selectAllState(pageIds, selected);

  const handlers = useMemo<ShopHandlers>(() => {
    const save = async (target: EditTarget, value: number | string, send: () => Promise<void>) => {
      seq.current += 1;
      const mine = seq.current;
      dispatch({ type: 'edit', target, value, seq: mine });
      try {
        await send();
        dispatch({ type: 'saved', target, seq: mine });
      } catch {
        dispatch({ type: 'failed', target, seq: mine });
        toast.error(texts.saveFailed);
      }
    };
    const ask = (next: Question) => {
      if (!busy.current) setQuestion(next);
    };
    return {
      toggle: (cartId, isSelected) =>
        setSelected((current) => {
          if (current.has(cartId) === isSelected) return current;
          const next = new Set(current);
          if (isSelected) next.add(cartId);
          else next.delete(cartId);
          return next;
        }),
      order: (cartId) => ask({ kind: 'order', cartIds: [cartId], single: true }),
      removeCart: (cartId) => ask({ kind: 'removeCart', cartId }),
      deleteItem: (cartId, itemId) => ask({ kind: 'deleteItem', cartId, itemId }),
      saveItem: (itemId, change) => save({ kind: 'item', itemId, field: change.field }, change.value, () => latest.current.onUpdateItem(itemId, change)),
      saveCartNote: (cartId, note) => save({ kind: 'cartNote', cartId }, note, () => latest.current.onUpdateCartNote(cartId, note)),
    };
  }, [toast]);

  const orderSelected = () => {
    const ids = pageIds.filter((id) => selected.has(id));
    if (ids.length > 0 && !busy.current) setQuestion({ kind: 'order', cartIds: ids, single: false });
  };

  const hide = (next: { items?: readonly number[]; carts?: readonly number[] }) => dispatch({ type: 'hide', ...next });
  const deselect = (ids: readonly number[]) =>
    setSelected((current) => (ids.some((id) => current.has(id)) ? new Set([...current].filter((id) => !ids.includes(id))) : current));

  const confirm = async () => {
    if (busy.current || question === null) return;
    busy.current = true;
    setPending(true);
    try {
      if (question.kind === 'order') {
        const ids = question.cartIds.filter((id) => pageIds.includes(id));
        const [first] = ids;
        if (first !== undefined) {
          if (question.single) await props.onOrderShop(first);
          else await props.onOrderSelected(ids);
          hide({ carts: ids });
          deselect(ids);
          setOrderedShops(ids.length);
          toast.success(texts.ordered(ids.length));
        }
      } else if (question.kind === 'removeCart') {
        await props.onRemoveCart(question.cartId);
        hide({ carts: [question.cartId] });
        deselect([question.cartId]);
        toast.success(texts.shopRemoved);
      } else {
        await props.onDeleteItem(question.itemId);
        hide({ items: [question.itemId] });
        toast.success(texts.itemDeleted);
      }
    } catch (error) {
      const message = question.kind === 'order' ? orderFailureText(error) : texts.deleteFailed;
      if (message !== null) toast.error(message);
    } finally {
      busy.current = false;
      setPending(false);
      setQuestion(null);
    }
  };

  const header = (
    <PageHeader
      title={texts.title}
      description={texts.description}
      actions={
        status === 'ready' && shown.length === 0 ? undefined : (
          <Button variant="secondary" onPress={onCreateByLink}>
            {texts.createByLink}
          </Button>
        )
      }
    />
  );

  const instead = contentStateInstead({
    status,
    onRetry,
    loading: (
      <div className={styles.skeletons}>
        <Skeleton variant="block" lines={3} height="200px" label />
      </div>
    ),
  });
  if (instead) {
    return (
      <div className={styles.root}>
        {header}
        {extensionRefused}
        {instead}
      </div>
    );
  }

  const notices = (
    <>
      {extensionRefused}
      <OutboxNotice outbox={outbox} onRetry={onRetryOutbox} />
      <OrderedNotice shops={orderedShops} byLink={createdByLink} href={waitDepositHref} />
    </>
  );
  const pagination =
    total > take ? <Pagination skip={skip} take={take} total={total} pageSizes={[take]} onChange={onPageChange} aria-label="Phân trang giỏ hàng" /> : null;

  if (shown.length === 0) {
    return (
      <div className={styles.root}>
        {header}
        {notices}
        <EmptyCart extensionLink={extensionLink} onCreateByLink={onCreateByLink} />
        {pagination}
      </div>
    );
  }

  return (
    <div className={styles.root}>
      {header}
      {notices}
      <div className={styles.toolbar}>
        <Checkbox
          isSelected={allState === 'all'}
          isIndeterminate={allState === 'some'}
          onChange={(isSelected) => setSelected(isSelected ? new Set(pageIds) : new Set())}
        >
          Chọn tất cả ({pageIds.length} shop)
        </Checkbox>
        <p className={styles.muted}>
          Tỷ giá: ¥1 = <Money amount={rate} />
        </p>
      </div>
      <div className={styles.shops}>
        {shown.map((cart) => (
          <CartShop key={cart.Id} cart={cart} rate={rate} feeBuyer={feeBuyer} isSelected={selected.has(cart.Id)} handlers={handlers} />
        ))}
      </div>
      {pagination}
      <CartSummary summary={summary} balance={balance} onOrder={orderSelected} />
      <CartQuestion
        question={question}
        carts={shown}
        rate={rate}
        feeBuyer={feeBuyer}
        isPending={isPending}
        onConfirm={confirm}
        onCancel={() => {
          if (!busy.current) setQuestion(null);
        }}
      />
    </div>
  );
}
