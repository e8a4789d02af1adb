import { useId } from 'react';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Money } from '../../ui/Money';
import { NumberField } from '../../ui/NumberField';
import { TextField } from '../../ui/TextField';
import { readProductLink } from '../shared/productLink';
import { marketplaceLabels, QUANTITY_MAX, QUANTITY_MIN, type OrderLineAmount, type OrderLineDraft } from './model';
import * as styles from './OrderByLinkDialog.css';

/** The form field names of a line: stable per line, so removing a line never moves its errors onto another. */
export const lineFieldName = (lineKey: number, field: string) => `Lines[${String(lineKey)}].${field}`;

export interface OrderLineFieldsProps {
  /** 1-based position, for the group's name 'Sản phẩm 2'. */
  position: number;
  /** Stable id of the line (field names, focus). */
  lineKey: number;
  line: OrderLineDraft;
  onChange: (line: OrderLineDraft) => void;
  /** Without it the line cannot be removed (the only line). */
  onRemove?: () => void;
  /** Price × quantity, or null until both are valid. */
  amount: OrderLineAmount | null;
  /** Whether a ₫ equivalent can be shown (a usable rate). */
  showVnd: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

/** What the link says about the product, once it is readable: 'Taobao · Mã sản phẩm: 654321987012'. */
export function productSummary(link: string): string {
  const product = readProductLink(link);
  return product === null ? '' : `${marketplaceLabels[product.marketplace]} · Mã sản phẩm: ${product.productId}`;
}

/** One product line of the order-by-link form, a group named 'Sản phẩm N'. */
export function OrderLineFields({ position, lineKey, line, onChange, onRemove, amount, showVnd, isDisabled = false, autoFocus = false }: OrderLineFieldsProps) {
  const headingId = useId();
  const set =
    <K extends keyof OrderLineDraft>(key: K) =>
    (value: OrderLineDraft[K]) =>
      onChange({ ...line, [key]: value });
  const name = (field: string) => lineFieldName(lineKey, field);
  const product = productSummary(line.Link);

  return (
    <div className={styles.line} role="group" aria-labelledby={headingId} data-order-line={lineKey}>
      <div className={styles.lineHeader}>
        <h4 id={headingId} className={styles.lineTitle}>
          Sản phẩm {position}
        </h4>
        {onRemove ? (
          // Several lines each have this button; the number tells them apart to a screen reader.
          <Button variant="ghost" size="sm" aria-label={`Xóa sản phẩm ${String(position)}`} onPress={onRemove} isDisabled={isDisabled}>
            <Icon name="trash" size="sm" />
            Xóa sản phẩm
          </Button>
        ) : null}
      </div>
      <div className={styles.grid}>
        <TextField
          name={name('Link')}
          label="Link sản phẩm"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck="false"
          isRequired
          autoFocus={autoFocus}
          className={styles.full}
          value={line.Link}
          onChange={set('Link')}
          description={
            <>
              {product === '' ? 'Link trang sản phẩm trên Taobao, Tmall hoặc 1688.' : null}
              {/* A live region that exists before it has words: filling it later is announced. */}
              <span role="status" className={styles.product}>
                {product}
              </span>
            </>
          }
        />
        <TextField name={name('Name')} label="Tên sản phẩm" isRequired className={styles.full} value={line.Name} onChange={set('Name')} />
        <TextField name={name('Size')} label="Kích cỡ" value={line.Size} onChange={set('Size')} />
        <TextField name={name('Color')} label="Màu sắc" value={line.Color} onChange={set('Color')} />
        <NumberField
          name={name('Quantity')}
          label="Số lượng"
          className={styles.wideOnPhone}
          isRequired
          minValue={QUANTITY_MIN}
          maxValue={QUANTITY_MAX}
          value={line.Quantity ?? Number.NaN}
          onChange={(quantity) => set('Quantity')(Number.isNaN(quantity) ? null : quantity)}
        />
        {/*
         * Text, not a NumberField: shops write '89.50', and a vi-VN number field reads that as 8 950.
         * parseCny takes '89.50' and '89,50' alike.
         */}
        <TextField
          name={name('Price')}
          label="Đơn giá (¥)"
          className={styles.wideOnPhone}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          description="Giá một sản phẩm trên trang shop."
          value={line.PriceText}
          onChange={set('PriceText')}
        />
        <TextField
          name={name('Image')}
          label="Link ảnh (không bắt buộc)"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck="false"
          className={styles.wideOnPhone}
          value={line.Image ?? ''}
          onChange={set('Image')}
        />
        <TextField name={name('Note')} label="Ghi chú sản phẩm" className={styles.wideOnPhone} value={line.Note} onChange={set('Note')} />
      </div>
      <p className={styles.amount}>
        <span className={styles.amountLabel}>Thành tiền</span>
        {amount === null ? (
          <span>—</span>
        ) : (
          <>
            <Money amount={amount.goodsCny} currency="CNY" className={styles.amountValue} />
            {showVnd ? (
              <span>
                ≈ <Money amount={amount.goodsVnd} />
              </span>
            ) : null}
          </>
        )}
      </p>
    </div>
  );
}
