import { memo, useId, useMemo, useRef } from 'react';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { formatNumber, Money } from '../../ui/Money';
import { buyerFeeRate, type FeeBuyer } from '../shared/buyerFee';
import type { Marketplace } from '../shared/productLink';
import * as styles from './CartShop.css';
import { ShopBody, useHasBeenNear, type CartData, type ShopHandlers } from './CartShopItems';
import { cartQuantity, cartTotals, marketplaceLabels } from './model';

const isMarketplace = (source: string): source is Marketplace => Object.hasOwn(marketplaceLabels, source);

/** 'Taobao', 'Tmall' or '1688' in its marketplace's colour; an unknown source is written as sent. */
export function MarketplaceBadge({ source }: { source: string }) {
  const key = source.trim().toLowerCase();
  const known = isMarketplace(key);
  return (
    <span className={`${styles.marketplaceBadge} ${styles.marketplaceTone[known ? key : 'other']}`}>
      {known ? marketplaceLabels[key] : source}
    </span>
  );
}

/** The buyer fee's rate for an amount, '3 %'; empty when no range applies. */
export function feeRateText(feeBuyer: FeeBuyer | null | undefined, amountVnd: number): string {
  const rate = buyerFeeRate(feeBuyer, amountVnd);
  return rate === 0 ? '' : ` (${formatNumber(rate, { percent: true, maximumFractionDigits: 2 })})`;
}

interface ShopFiguresProps {
  cart: CartData;
  rate: number;
  feeBuyer: FeeBuyer | null | undefined;
}

/** Pieces, goods in ¥ and ₫, the buyer fee (SPEC §9, per shop: one shop is one order) and the total. */
const ShopFigures = memo(function ShopFigures({ cart, rate, feeBuyer }: ShopFiguresProps) {
  const totals = useMemo(() => cartTotals(cart.CartItems, rate, feeBuyer), [cart.CartItems, rate, feeBuyer]);
  return (
    <dl className={styles.shopFigures}>
      <div className={styles.shopFigure}>
        <dt>Số lượng</dt>
        <dd>{cartQuantity(cart.CartItems)}</dd>
      </div>
      <div className={styles.shopFigure}>
        <dt>Tiền hàng</dt>
        <dd>
          <Money amount={totals.goodsCny} currency="CNY" /> · <Money amount={totals.goodsVnd} />
        </dd>
      </div>
      <div className={styles.shopFigure}>
        <dt>Phí mua hàng{feeRateText(feeBuyer, totals.goodsVnd)}</dt>
        <dd>
          <Money amount={totals.fee} />
        </dd>
      </div>
      <div className={`${styles.shopFigure} ${styles.shopFigureStrong}`}>
        <dt>Tạm tính</dt>
        <dd>
          <Money amount={totals.total} />
        </dd>
      </div>
    </dl>
  );
});

export interface CartShopProps {
  cart: CartData;
  rate: number;
  feeBuyer: FeeBuyer | null | undefined;
  isSelected: boolean;
  handlers: ShopHandlers;
}

/**
 * One shop: a named section whose header (tick, name, marketplace, money) is always drawn and whose
 * rows, note and actions mount near the viewport. Ticking it renders only the tick and the frame again: the parts
 * below are memoised on the cart, which a tick does not change.
 */
export const CartShop = memo(function CartShop({ cart, rate, feeBuyer, isSelected, handlers }: CartShopProps) {
  const headingId = useId();
  const inner = useRef<HTMLDivElement>(null);
  const isNear = useHasBeenNear(inner);
  return (
    <Card as="section" padding="none" aria-labelledby={headingId} className={isSelected ? `${styles.shop} ${styles.shopSelected}` : styles.shop}>
      <div
        ref={inner}
        className={styles.shopInner}
        // Until the shop has been drawn once, its skipped height is estimated from its rows.
        style={{ containIntrinsicBlockSize: `auto calc(${styles.headerEstimate} + ${String(cart.CartItems.length)} * ${styles.rowEstimate} + ${styles.footerEstimate})` }}
      >
        <div className={styles.shopHeader}>
          <Checkbox
            className={styles.shopCheck}
            aria-label={`Chọn shop ${cart.SellerName}`}
            isSelected={isSelected}
            onChange={(selected) => handlers.toggle(cart.Id, selected)}
          />
          <div className={styles.shopTitle}>
            <h2 id={headingId} className={styles.shopName}>
              {cart.SellerName}
            </h2>
            <MarketplaceBadge source={cart.Source} />
          </div>
          <ShopFigures cart={cart} rate={rate} feeBuyer={feeBuyer} />
        </div>
        <ShopBody cart={cart} rate={rate} handlers={handlers} isNear={isNear} headingId={headingId} />
      </div>
    </Card>
  );
});
