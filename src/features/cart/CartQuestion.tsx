import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Money } from '../../ui/Money';
import type { FeeBuyer } from '../shared/buyerFee';
import * as styles from './CartQuestion.css';
import { MarketplaceBadge } from './CartShop';
import { cartQuantity, cartTotals, selectionSummary, type CartData, type SelectionSummary } from './model';

/** What the customer is asked before the cart acts: ordering shops, removing a shop, deleting a product. */
export type Question =
  | { kind: 'order'; cartIds: readonly number[]; single: boolean }
  | { kind: 'removeCart'; cartId: number }
  | { kind: 'deleteItem'; cartId: number; itemId: number };

interface OrderQuestionProps {
  carts: readonly CartData[];
  summary: SelectionSummary;
  rate: number;
  feeBuyer: FeeBuyer | null | undefined;
}

/** What is about to be ordered: each shop and its total, then the goods, the fees and the total. */
function OrderQuestion({ carts, summary, rate, feeBuyer }: OrderQuestionProps) {
  return (
    <>
      {/* Focusable: a long list scrolls, and a keyboard user must be able to scroll it. */}
      <ul className={styles.confirmList} aria-label="Shop sẽ đặt hàng" tabIndex={0}>
        {carts.map((cart) => (
          <li key={cart.Id} className={styles.confirmRow}>
            <span className={styles.confirmShop}>
              {cart.SellerName} <MarketplaceBadge source={cart.Source} /> · {cart.CartItems.length} sản phẩm
            </span>
            <Money amount={cartTotals(cart.CartItems, rate, feeBuyer).total} />
          </li>
        ))}
      </ul>
      <dl className={styles.confirmFigures}>
        <div className={styles.confirmFigure}>
          <dt>Tiền hàng</dt>
          <dd>
            <Money amount={summary.goodsCny} currency="CNY" /> · <Money amount={summary.goodsVnd} />
          </dd>
        </div>
        <div className={styles.confirmFigure}>
          <dt>Phí mua hàng</dt>
          <dd>
            <Money amount={summary.fee} />
          </dd>
        </div>
        <div className={`${styles.confirmFigure} ${styles.confirmTotal}`}>
          <dt>Tổng tạm tính</dt>
          <dd>
            <Money amount={summary.total} />
          </dd>
        </div>
      </dl>
    </>
  );
}


export interface CartQuestionProps {
  /** The open question; null closes the dialog. */
  question: Question | null;
  /** The last question asked: it stays drawn while the dialog fades out. @default null */
  shown?: Question | null;
  carts: readonly CartData[];
  rate: number;
  feeBuyer: FeeBuyer | null | undefined;
  isPending: boolean;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** The confirmation dialog of the cart; nothing is sent before the customer confirms. */
export function CartQuestion({ question, shown = null, carts, rate, feeBuyer, isPending, onConfirm, onCancel }: CartQuestionProps) {
  const current = question ?? shown;
  const common = { isOpen: question !== null, isPending, onConfirm, onCancel };
  if (current === null) return <ConfirmDialog {...common} />;

  if (current.kind === 'order') {
    const chosen = carts.filter((cart) => current.cartIds.includes(cart.Id));
    const summary = selectionSummary(chosen, current.cartIds, rate, feeBuyer);
    const [only] = chosen;
    return (
      <ConfirmDialog
        {...common}
        size="md"
        confirmLabel="Đặt hàng"
        message={`${current.single && only ? `Đặt hàng shop “${only.SellerName}”?` : `Đặt hàng ${chosen.length} shop đã chọn?`}\nMỗi shop thành một đơn hàng chờ đặt cọc.`}
      >
        <OrderQuestion carts={chosen} summary={summary} rate={rate} feeBuyer={feeBuyer} />
      </ConfirmDialog>
    );
  }
  if (current.kind === 'removeCart') {
    const cart = carts.find((candidate) => candidate.Id === current.cartId);
    return (
      <ConfirmDialog
        {...common}
        tone="danger"
        confirmLabel="Xoá shop"
        message={cart ? `Xoá shop “${cart.SellerName}” và ${cart.CartItems.length} sản phẩm của shop khỏi giỏ hàng?` : 'Xoá shop này khỏi giỏ hàng?'}
      />
    );
  }
  const item = carts.find((cart) => cart.Id === current.cartId)?.CartItems.find((candidate) => candidate.Id === current.itemId);
  return (
    <ConfirmDialog
      {...common}
      tone="danger"
      confirmLabel="Xoá"
      message={item ? `Xoá “${item.Name}” (${String(cartQuantity([item]))} cái) khỏi giỏ hàng?` : 'Xoá sản phẩm này khỏi giỏ hàng?'}
    />
  );
}
