import { StatusTag } from '../../ui/StatusTag';
import { orderStates, statusOf } from '../shared/statuses';
import * as styles from './OrderParts.css';

/**
 * The fields of an order row every order screen shows, named as the server names them
 * (src/app/api/schemas/order.ts), so decoded answers pass straight in.
 */
export interface OrderRowData {
  Id: number;
  /** 'DH2611-00123' */
  Code: string;
  /** ISO 8601. */
  CreatedDate: string;
  /** A code of `orderStates`. */
  State: number;
  Source: string;
  SellerName: string;
  /** The first item's picture; '' when none. */
  Image: string;
  /** Pieces in the order. */
  Quantity: number;
  /** Goods, ¥. */
  GoodsAmountCny: number;
  /** Everything the order costs, ₫. */
  TotalAmount: number;
  /** Paid so far, ₫. */
  PaidAmount: number;
  /** TotalAmount − PaidAmount, ₫. */
  RemainingAmount: number;
  WarehouseId: number | null;
  WarehouseName: string;
  Note: string;
}

/** An order's state in words and colour; an unknown code reads 'Không rõ (n)'. */
export function OrderStateTag({ state }: { state: number }) {
  const entry = statusOf(orderStates, state);
  return (
    <StatusTag tone={entry.tone} icon={entry.tone === 'success' ? 'check' : undefined}>
      {entry.label}
    </StatusTag>
  );
}

const marketplaceNames: Record<string, string> = { taobao: 'Taobao', tmall: 'Tmall', '1688': '1688' };

/** 'taobao' → 'Taobao'; an unknown source is shown as sent. */
export function marketplaceName(source: string): string {
  return marketplaceNames[source.toLowerCase()] ?? source;
}

export interface ThumbnailProps {
  src: string;
  /** Empty for a picture beside its own name (decorative). */
  alt: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/** A product picture in a fixed square; a missing picture is an empty grey square, not a broken image. */
export function Thumbnail({ src, alt, size = 'md' }: ThumbnailProps) {
  if (src.trim() === '') return <span className={`${styles.thumb} ${styles.thumbSize[size]}`} aria-hidden="true" />;
  return <img src={src} alt={alt} loading="lazy" decoding="async" className={`${styles.thumb} ${styles.thumbSize[size]}`} />;
}

/** The picture and the piece count of an order: '3 sản phẩm'. */
export function ItemsSummary({ image, quantity }: { image: string; quantity: number }) {
  return (
    <span className={styles.items}>
      <Thumbnail src={image} alt="" size="sm" />
      <span>{quantity} sản phẩm</span>
    </span>
  );
}
