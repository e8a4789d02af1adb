import { useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { contentStateInstead, type LoadStatus } from '../../ui/ContentState';
import { useConfirmOnce } from '../../ui/Form';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination, type PageChange } from '../../ui/Pagination';
import { Skeleton } from '../../ui/Skeleton';
import { SummaryBar, useSelection } from '../../ui/SummaryBar';
import { useToast } from '../../ui/Toast';
import type { FeeBuyer } from '../shared/buyerFee';
import { intentFailureOf } from '../shared/intentFailure';
import * as styles from './CartScreen.css';
import { EmptyCart, OrderedNotice, OutboxNotice } from './CartNotices';
import { CartQuestion, type Question } from './CartQuestion';
import { CartShop } from './CartShop';
import type { CartData, CartItemChange, ShopHandlers } from './CartShopItems';
import {
  applyCartEdits,
  cartEditsReducer,
  editsForAnswer,
  noCartEdits,
  reuseUnchangedCarts,
  selectAllState,
  selectionSummary,
  type EditTarget,
} from './model';

export type { CartData, CartItemChange, CartItemData } from './CartShopItems';

export interface ExtensionOutboxState {
  /** Products from the extension the server has not accepted yet. */
  pending: number;
  /** A send is in flight. */
  sending: boolean;
}

export interface CartScreenProps {
  status: LoadStatus;
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

  // A fresh answer keeps the objects that did not change, so memoised shops are not drawn again. That
  // needs the answer the last render showed: the one value React's "storing information from previous
  // renders" is for. Everything else is derived (the edits), or changed by the event that changes it
  // (the selection, by the page change).
  const [kept, setKept] = useState({ carts, stable: carts });
  const stable = kept.carts === carts ? kept.stable : reuseUnchangedCarts(kept.stable, carts);
  if (kept.carts !== carts) setKept({ carts, stable });
  const [edits, dispatch] = useReducer(cartEditsReducer, noCartEdits);
  const [orderedShops, setOrderedShops] = useState(0);
  const seq = useRef(0);

  const shown = useMemo(() => applyCartEdits(stable, editsForAnswer(edits, carts)), [stable, edits, carts]);
  const pageIds = useMemo(() => shown.map((cart) => cart.Id), [shown]);
  const selection = useSelection(shown);
  const selected = selection.ids;
  const summary = useMemo(() => selectionSummary(shown, selected, rate, feeBuyer), [shown, selected, rate, feeBuyer]);
  const allState = selectAllState(pageIds, selected);

  const hide = (next: { items?: readonly number[]; carts?: readonly number[] }) => dispatch({ type: 'hide', ...next });
  const asking = useConfirmOnce<Question>({
    send: async (question) => {
      if (question.kind === 'order') {
        const ids = question.cartIds.filter((id) => pageIds.includes(id));
        const [first] = ids;
        if (first === undefined) return;
        if (question.single) await props.onOrderShop(first);
        else await props.onOrderSelected(ids);
        hide({ carts: ids });
        selection.remove(ids);
        setOrderedShops(ids.length);
        toast.success(texts.ordered(ids.length));
      } else if (question.kind === 'removeCart') {
        await props.onRemoveCart(question.cartId);
        hide({ carts: [question.cartId] });
        selection.remove([question.cartId]);
        toast.success(texts.shopRemoved);
      } else {
        await props.onDeleteItem(question.itemId);
        hide({ items: [question.itemId] });
        toast.success(texts.itemDeleted);
      }
    },
    onFailure: (error, question) => {
      const message = question.kind === 'order' ? orderFailureText(error) : texts.deleteFailed;
      if (message !== null) toast.error(message);
    },
  });
  const { ask } = asking;
  const { toggle } = selection;

  const handlers = useMemo<ShopHandlers>(() => {
    const save = async (target: EditTarget, value: number | string, send: () => Promise<void>) => {
      seq.current += 1;
      const mine = seq.current;
      dispatch({ type: 'edit', target, value, seq: mine });
      try {
        await send();
        dispatch({ type: 'saved', target, seq: mine, answer: latest.current.carts });
      } catch {
        dispatch({ type: 'failed', target, seq: mine });
        toast.error(texts.saveFailed);
      }
    };
    return {
      toggle,
      order: (cartId) => ask({ kind: 'order', cartIds: [cartId], single: true }),
      removeCart: (cartId) => ask({ kind: 'removeCart', cartId }),
      deleteItem: (cartId, itemId) => ask({ kind: 'deleteItem', cartId, itemId }),
      saveItem: (itemId, change) => save({ kind: 'item', itemId, field: change.field }, change.value, () => latest.current.onUpdateItem(itemId, change)),
      saveCartNote: (cartId, note) => save({ kind: 'cartNote', cartId }, note, () => latest.current.onUpdateCartNote(cartId, note)),
    };
  }, [toast, toggle, ask]);

  const orderSelected = () => {
    const ids = pageIds.filter((id) => selected.has(id));
    if (ids.length > 0) ask({ kind: 'order', cartIds: ids, single: false });
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
    total > take ? (
      <Pagination
        skip={skip}
        take={take}
        total={total}
        pageSizes={[take]}
        // The selection belongs to the page it was made on.
        onChange={(page) => {
          selection.replace([]);
          onPageChange(page);
        }}
        aria-label="Phân trang giỏ hàng"
      />
    ) : null;

  if (shown.length === 0) {
    return (
      <div className={styles.root}>
        {header}
        {notices}
        <EmptyCart extensionLink={extensionLink} createByLink={texts.createByLink} onCreateByLink={onCreateByLink} />
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
          onChange={(isSelected) => selection.replace(isSelected ? pageIds : [])}
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
      <SummaryBar
        aria-label="Tổng tiền các shop đã chọn"
        density="compact"
        figures={[
          { label: 'Đã chọn', value: `${summary.shops} shop · ${summary.lines} sản phẩm` },
          { label: 'Tiền hàng', value: <Money amount={summary.goodsVnd} /> },
          { label: 'Phí mua hàng', value: <Money amount={summary.fee} /> },
          { label: 'Tổng tạm tính', value: <Money amount={summary.total} />, tone: 'total' },
          { label: 'Số dư ví', value: <Money amount={balance} /> },
        ]}
        action={
          <Button isDisabled={summary.shops === 0} onPress={orderSelected}>
            {texts.orderSelected}
          </Button>
        }
      />
      <CartQuestion
        question={asking.question}
        shown={asking.shown}
        carts={shown}
        rate={rate}
        feeBuyer={feeBuyer}
        isPending={asking.isPending}
        onConfirm={asking.confirm}
        onCancel={asking.cancel}
      />
    </div>
  );
}
