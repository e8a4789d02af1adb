import { memo, startTransition, useEffect, useId, useState, type RefObject } from 'react';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { InlineEditField, SavingHint } from '../../ui/InlineEditField';
import { Link } from '../../ui/Link';
import { Money } from '../../ui/Money';
import { NumberField } from '../../ui/NumberField';
import { Thumbnail } from '../../ui/Thumbnail';
import * as styles from './CartShopItems.css';
import { cartTotals, isValidQuantity, NOTE_MAX, QUANTITY_MAX, QUANTITY_MIN, splitOptions, validateCartField, type CartData, type CartItemChange, type CartItemData } from './model';

export type { CartData, CartItemChange, CartItemData } from './model';

/**
 * What a shop can ask of the screen. One object for the whole page, created once, so memoised shops
 * and rows are not rendered again because a callback changed identity.
 */
export interface ShopHandlers {
  toggle: (cartId: number, isSelected: boolean) => void;
  order: (cartId: number) => void;
  removeCart: (cartId: number) => void;
  deleteItem: (cartId: number, itemId: number) => void;
  /** Shown at once, rolled back with a toast when the save fails; never rejects. */
  saveItem: (itemId: number, change: CartItemChange) => Promise<void>;
  /** Same as saveItem, for the shop's note. */
  saveCartNote: (cartId: number, note: string) => Promise<void>;
}

// ─── Mounting rows only near the screen ─────────────────────────────────────────────────────────────

/** One observer for every shop of the page; each target is forgotten once it has come near. */
const nearListeners = new Map<Element, () => void>();
let nearObserver: IntersectionObserver | null = null;

function watchNear(element: Element, onNear: () => void): () => void {
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const listener = nearListeners.get(entry.target);
        nearListeners.delete(entry.target);
        nearObserver?.unobserve(entry.target);
        listener?.();
      }
    },
    // A viewport and a half above and below: rows are ready before a fast scroll reaches them. The
    // document as root, not the implicit one: inside an iframe (Storybook) the implicit root is the
    // top window, which clips at the frame and ignores the margin.
    { root: document, rootMargin: '150% 0px' },
  );
  nearListeners.set(element, onNear);
  nearObserver.observe(element);
  return () => {
    nearListeners.delete(element);
    nearObserver?.unobserve(element);
  };
}

/** True once the element has come within reach of the viewport, and from then on. */
export function useHasBeenNear(ref: RefObject<Element | null>): boolean {
  // Without IntersectionObserver (old browsers, some test environments) everything is mounted at once.
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || element === null) return;
    // A transition: the rows of a shop coming near render in slices, so scrolling and clicks stay smooth.
    return watchNear(element, () => startTransition(() => setNear(true)));
  }, [isNear, ref]);
  return isNear;
}

/** The shop's and the products' notes: the server's rule, said before anything is sent. */
const validateNote = (note: string) => validateCartField({ Field: 'Note', Value: note });

// ─── One product line ───────────────────────────────────────────────────────────────────────────────

interface CartItemRowProps {
  cartId: number;
  item: CartItemData;
  rate: number;
  handlers: ShopHandlers;
}

function OptionChips({ options }: { options: string }) {
  const { size, color } = splitOptions(options);
  if (size === '' && color === '') return null;
  return (
    <ul className={styles.chips} aria-label="Phân loại">
      {size !== '' ? (
        <li className={styles.chip}>
          <span className={styles.chipLabel}>Kích cỡ:</span> {size}
        </li>
      ) : null}
      {color !== '' ? (
        <li className={styles.chip}>
          <span className={styles.chipLabel}>Màu sắc:</span> {color}
        </li>
      ) : null}
    </ul>
  );
}

const CartItemRow = memo(function CartItemRow({ cartId, item, rate, handlers }: CartItemRowProps) {
  const nameId = useId();
  const [savingQuantity, setSavingQuantity] = useState(false);
  const line = cartTotals([item], rate, null);
  const unitVnd = Math.round(item.Price * rate);

  const saveQuantity = async (value: number) => {
    // react-aria reports an emptied field as NaN and then shows the old number again: nothing to save.
    if (!isValidQuantity(value) || value === item.Quantity) return;
    setSavingQuantity(true);
    try {
      await handlers.saveItem(item.Id, { field: 'Quantity', value });
    } finally {
      setSavingQuantity(false);
    }
  };

  return (
    <li className={styles.item} data-cart-item="">
      <Thumbnail src={item.Image} size="xl" className={styles.thumb} />
      <div className={styles.itemInfo}>
        <span id={nameId} className={styles.itemName}>
          <Link external href={item.Link}>
            {item.Name}
          </Link>
        </span>
        <OptionChips options={item.Options} />
      </div>
      <div className={styles.itemFigures}>
        <dl className={`${styles.itemFigure} ${styles.figureArea.price}`}>
          <dt>Đơn giá</dt>
          <dd>
            <Money amount={item.Price} currency="CNY" />
            <Money amount={unitVnd} className={styles.secondary} />
          </dd>
        </dl>
        <div className={`${styles.itemFigure} ${styles.figureArea.quantity}`}>
          <NumberField
            label="Số lượng"
            className={styles.quantity}
            minValue={QUANTITY_MIN}
            maxValue={QUANTITY_MAX}
            value={item.Quantity}
            // NumberField commits a typed number on blur and Enter, and each −/+ press: that is the save.
            onChange={(value) => void saveQuantity(value)}
          />
          {savingQuantity ? <SavingHint /> : null}
        </div>
        <dl className={`${styles.itemFigure} ${styles.figureArea.total}`}>
          <dt>Thành tiền</dt>
          <dd>
            <Money amount={line.goodsCny} currency="CNY" className={styles.lineTotal} />
            <Money amount={line.goodsVnd} className={styles.secondary} />
          </dd>
        </dl>
      </div>
      <InlineEditField
        className={styles.itemNote}
        label="Ghi chú sản phẩm"
        placeholder="Ví dụ: lấy đúng màu như ảnh"
        maxLength={NOTE_MAX}
        value={item.Note}
        validate={validateNote}
        onSave={(note) => handlers.saveItem(item.Id, { field: 'Note', value: note })}
      />
      <Button
        variant="ghost"
        size="sm"
        className={styles.remove}
        aria-label="Xoá sản phẩm"
        aria-describedby={nameId}
        onPress={() => handlers.deleteItem(cartId, item.Id)}
      >
        <Icon name="trash" />
      </Button>
    </li>
  );
});

// ─── A shop's items, note and actions ───────────────────────────────────────────────────────────────

export interface ShopBodyProps {
  cart: CartData;
  rate: number;
  handlers: ShopHandlers;
  /** The shop has come near the viewport: the real rows and controls are drawn from now on. */
  isNear: boolean;
  /** The shop's heading: it describes the shop's buttons ('Đặt hàng' of which shop). */
  headingId: string;
}

const ShopActions = memo(function ShopActions({ cartId, headingId, handlers }: { cartId: number; headingId: string; handlers: ShopHandlers }) {
  return (
    <div className={styles.shopActions}>
      <Button variant="ghost" size="sm" aria-describedby={headingId} onPress={() => handlers.removeCart(cartId)}>
        <Icon name="trash" size="sm" />
        Xoá shop
      </Button>
      <Button aria-describedby={headingId} onPress={() => handlers.order(cartId)}>
        Đặt hàng
      </Button>
    </div>
  );
});

/**
 * The items, the note and the actions of one shop. Until the shop comes near the viewport they are one
 * block of light text of about the same height (find-in-page and screen readers still meet every
 * product); the real rows (number fields, note fields, buttons) then mount once and stay.
 */
export const ShopBody = memo(function ShopBody({ cart, rate, handlers, isNear, headingId }: ShopBodyProps) {
  if (!isNear) {
    // One element per shop, not one per row: a page of a hundred shops renders fast.
    return (
      <div className={styles.shopBody}>
        <p className={styles.placeholder} style={{ minBlockSize: `calc(${String(cart.CartItems.length)} * ${styles.rowEstimate} + ${styles.footerEstimate})` }}>
          {cart.CartItems.map((item) => `${item.Name} × ${String(item.Quantity)}`).join('\n')}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.shopBody}>
      <ul className={styles.items} aria-label="Sản phẩm">
        {cart.CartItems.map((item) => (
          <CartItemRow key={item.Id} cartId={cart.Id} item={item} rate={rate} handlers={handlers} />
        ))}
      </ul>
      <div className={styles.shopFooter}>
        <InlineEditField
          className={styles.shopNote}
          label="Ghi chú cho shop"
          placeholder="Ví dụ: gói chung một kiện"
          maxLength={NOTE_MAX}
          value={cart.Note}
          validate={validateNote}
          onSave={(note) => handlers.saveCartNote(cart.Id, note)}
        />
        <ShopActions cartId={cart.Id} headingId={headingId} handlers={handlers} />
      </div>
    </div>
  );
});
