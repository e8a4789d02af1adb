import { Thumbnail } from '../../ui/Thumbnail';
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

const marketplaceNames: Record<string, string> = { taobao: 'Taobao', tmall: 'Tmall', '1688': '1688' };

/** 'taobao' → 'Taobao'; an unknown source is shown as sent. */
export function marketplaceName(source: string): string {
  return marketplaceNames[source.toLowerCase()] ?? source;
}

/** The picture and the piece count of an order: '3 sản phẩm'. */
export function ItemsSummary({ image, quantity }: { image: string; quantity: number }) {
  return (
    <span className={styles.items}>
      <Thumbnail src={image} size="sm" />
      <span>{quantity} sản phẩm</span>
    </span>
  );
}
