// Answers of /api/order/* and the cart add payload (SPEC §3, §7 Order). Fields beyond the ones SPEC
// names are assumed; docs/api.md marks each.
import { array, coerce, enums, integer, min, nullable, number, object, optional, string, type, unknown } from 'superstruct';
import type { Infer } from 'superstruct';
import { marketplaces } from '../../../features/shared/productLink';
import { jsonString } from '../decode';
import { shopFavoriteFields } from './configs';
import { cny, dateString, id, idText, list, maybeDate, maybeId, maybeNumber, maybeText, page, startsFalse, statusCode, text, vnd } from './common';

// ─── Dashboard ──────────────────────────────────────────────────────────────────────────────────────

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');


/**
 * A favourite shop as the server sends it: ItemLinks is a JSON string of links, parsed here, and a
 * missing or blank Name becomes the Link (SPEC §3).
 */
export const ShopFavoriteSchema = coerce(
  type({ ...shopFavoriteFields, ItemLinks: jsonString(array(string()), () => []) }),
  type({ Link: string() }),
  (value: { Link: string; Name?: unknown }) => (isBlank(value.Name) ? { ...value, Name: value.Link } : value),
);
export type ShopFavorite = Infer<typeof ShopFavoriteSchema>;

export { StoredShopFavoriteSchema, SupporterSchema, type Supporter } from './configs';
import { SupporterSchema } from './configs';

/** GET /api/order/getdashboard */
export const DashboardSchema = type({
  /** ₫ per ¥. */
  CurrentRate: number(),
  ExtensionLink: maybeText(),
  NumberCarts: integer(),
  /** Wallet balance, ₫. */
  PocketMoney: vnd(),
  ShopFavorites: list(ShopFavoriteSchema),
  Supporter: coerce(nullable(SupporterSchema), unknown(), (value) => value ?? null),
});
export type Dashboard = Infer<typeof DashboardSchema>;

// ─── Cart ───────────────────────────────────────────────────────────────────────────────────────────

/** A marketplace, case-insensitively ('Taobao' is 'taobao'). */
export const marketplace = () => coerce(enums(marketplaces), string(), (value) => value.trim().toLowerCase());

/** One wholesale price tier: from MinQuantity pieces on, each costs Price ¥ (assumed shape). */
export const PriceTierSchema = object({ MinQuantity: min(integer(), 1), Price: min(number(), 0) });
export type PriceTier = Infer<typeof PriceTierSchema>;

export const CartItemSchema = type({
  Id: id(),
  ProductId: idText(),
  Name: string(),
  Image: text(),
  Link: text(),
  /** ¥ per piece. */
  Price: cny(),
  /** Size and colour joined by ';'. */
  Options: text(),
  Quantity: integer(),
  Note: text(),
  Skus: maybeText(),
});
export type CartItem = Infer<typeof CartItemSchema>;

function sumQuantities(items: unknown): number {
  if (!Array.isArray(items)) return 0;
  let total = 0;
  for (const item of items as unknown[]) {
    if (typeof item === 'object' && item !== null && 'Quantity' in item && typeof item.Quantity === 'number' && Number.isFinite(item.Quantity)) {
      total += item.Quantity;
    }
  }
  return total;
}

/**
 * A cart: the items of one seller. Quantity is always the sum of the item quantities (SPEC §3); the value
 * the server sends is ignored. A bad item quantity is reported at CartItems.n.Quantity, not here.
 */
export const CartSchema = coerce(
  type({
    Id: id(),
    SellerId: idText(),
    SellerName: text(),
    Source: marketplace(),
    Note: text(),
    CartItems: list(CartItemSchema),
    Quantity: number(),
  }),
  type({}),
  (value: { CartItems?: unknown }) => ({ ...value, Quantity: sumQuantities(value.CartItems) }),
);
export type Cart = Infer<typeof CartSchema>;

/** GET /api/order/getcarts */
export const CartPageSchema = page(CartSchema);

/**
 * One product of POST /api/order/carts, as the browser extension delivers it (SPEC §3). An `object`
 * schema: the bridge validates incoming window messages with it, and an unknown field is rejected.
 */
export const CartAddItemSchema = object({
  Source: marketplace(),
  ProductId: idText(),
  Name: string(),
  Image: string(),
  Link: string(),
  /** ¥ per piece. */
  Price: min(number(), 0),
  PriceTable: optional(nullable(array(PriceTierSchema))),
  /** Size and colour joined by ';'. */
  Options: string(),
  Skus: optional(nullable(string())),
  SellerId: idText(),
  SellerName: string(),
  Quantity: min(integer(), 1),
  /** The extension's version. */
  Version: optional(nullable(coerce(string(), number(), (value) => String(value)))),
  Note: optional(nullable(string())),
});
export type CartAddItem = Infer<typeof CartAddItemSchema>;

/** The body of POST /api/order/carts. */
export const CartAddPayloadSchema = array(CartAddItemSchema);

// ─── Orders ─────────────────────────────────────────────────────────────────────────────────────────

export const OrderItemSchema = type({
  Id: id(),
  ProductId: idText(),
  Name: string(),
  Image: text(),
  Link: text(),
  Options: text(),
  /** ¥ per piece. */
  Price: cny(),
  Quantity: integer(),
  Note: text(),
});
export type OrderItem = Infer<typeof OrderItemSchema>;

const orderFields = {
  Id: id(),
  /** 'DH2611-00123' */
  Code: string(),
  CreatedDate: dateString(),
  /** orderStates */
  State: statusCode(),
  Source: marketplace(),
  SellerName: text(),
  /** A thumbnail: the first item's image. */
  Image: text(),
  /** Pieces in the order. */
  Quantity: integer(),
  /** Goods, ¥. */
  GoodsAmountCny: cny(),
  /** Everything the order costs, ₫. */
  TotalAmount: vnd(),
  /** Paid so far (deposit included), ₫. */
  PaidAmount: vnd(),
  /** TotalAmount − PaidAmount, ₫. */
  RemainingAmount: vnd(),
  WarehouseId: maybeId(),
  WarehouseName: text(),
  Note: text(),
};

/** A row of GET /api/order/orders. */
export const OrderSchema = type(orderFields);
export type Order = Infer<typeof OrderSchema>;

/** GET /api/order/orders */
export const OrderPageSchema = page(OrderSchema);

export const OrderStateChangeSchema = type({ State: statusCode(), Date: dateString() });
export const OrderTransportRefSchema = type({ Id: id(), TransportCode: string() });

/** GET /api/order/getorderdetails/{id}: the row, its items and the money breakdown. */
export const OrderDetailSchema = type({
  ...orderFields,
  /** ₫ per ¥ used for this order. */
  ExchangeRate: number(),
  /** Goods, ₫ (GoodsAmountCny × ExchangeRate). */
  GoodsAmount: vnd(),
  /** The buying-service fee, ₫ (Settings.FeeBuyer). */
  BuyerFee: vnd(),
  /** Shipping inside China, ₫. */
  ChinaShippingFee: vnd(),
  OtherFees: vnd(),
  /** Percentage of TotalAmount asked as the deposit (e.g. 70). */
  DepositPercent: number(),
  DepositAmount: vnd(),
  Items: list(OrderItemSchema),
  StateHistory: list(OrderStateChangeSchema),
  Transports: list(OrderTransportRefSchema),
});
export type OrderDetail = Infer<typeof OrderDetailSchema>;

/**
 * An order awaiting the deposit (state 1) or the final payment (state 9). AmountDue is what paying it
 * now costs: the deposit amount, or the remainder. IsChecked is the client's selection, false on arrival.
 */
export const AwaitingOrderSchema = type({ ...orderFields, AmountDue: vnd(), IsChecked: startsFalse() });
export type AwaitingOrder = Infer<typeof AwaitingOrderSchema>;

/** GET /api/order/getOrderdeposits */
export const DepositWaitingOrderListSchema = list(AwaitingOrderSchema);
/** GET /api/order/getorderwaitpay */
export const PayWaitingOrderListSchema = list(AwaitingOrderSchema);

/** An order whose goods are in the Vietnam warehouse and can be put on a delivery request. */
export const OrderHasVietnamSchema = type({
  Id: id(),
  Code: string(),
  CreatedDate: dateString(),
  State: statusCode(),
  WarehouseName: text(),
  /** kg */
  Weight: number(),
  /** Still to pay before delivery, ₫ (0 when paid). */
  AmountDue: vnd(),
});
export type OrderHasVietnam = Infer<typeof OrderHasVietnamSchema>;

/** GET /api/order/getorderhasvietnam */
export const OrderHasVietnamListSchema = list(OrderHasVietnamSchema);

// ─── Parcels ────────────────────────────────────────────────────────────────────────────────────────

const transportFields = {
  Id: id(),
  /** The carrier's tracking code. */
  TransportCode: string(),
  OrderId: maybeId(),
  OrderCode: text(),
  /** transportStatuses */
  Status: statusCode(),
  CreatedDate: dateString(),
  UpdatedDate: maybeDate(),
  /** kg; null until weighed. */
  Weight: maybeNumber(),
  /** m³; null until measured. */
  Volume: maybeNumber(),
  WarehouseName: text(),
};

/** A row of GET /api/order/transports. */
export const TransportSchema = type(transportFields);
export type Transport = Infer<typeof TransportSchema>;

/** GET /api/order/transports */
export const TransportPageSchema = page(TransportSchema);

export const TransportEventSchema = type({ Status: statusCode(), Date: dateString(), Note: text() });
export const TransportItemSchema = type({ Name: string(), Image: text(), Options: text(), Quantity: integer() });

/** GET /api/order/transportdetails/{id} */
export const TransportDetailSchema = type({
  ...transportFields,
  /** China → Vietnam shipping, ₫. */
  ShippingFee: vnd(),
  OtherFees: vnd(),
  TotalFee: vnd(),
  /** The journey, oldest first. */
  Events: list(TransportEventSchema),
  Items: list(TransportItemSchema),
});
export type TransportDetail = Infer<typeof TransportDetailSchema>;

// ─── Complaints ─────────────────────────────────────────────────────────────────────────────────────

/** An item a complaint names. */
export const ComplaintItemSchema = type({ Id: id(), Name: string() });

/** A row of GET /api/order/getcomplains. */
export const ComplaintSchema = type({
  Id: id(),
  OrderId: id(),
  OrderCode: text(),
  TransportCode: maybeText(),
  CreatedDate: dateString(),
  /** complaintStatuses */
  Status: statusCode(),
  Content: text(),
  /** ₫ refunded; null while not decided. */
  RefundAmount: maybeNumber(),
  /** The service's answer; '' while none. */
  Reply: text(),
  /** When the service answered; null while it has not. */
  ReplyDate: optional(maybeDate()),
  /** complaintReasons (features/parcels/model.ts); null when the server does not say. */
  ReasonType: optional(maybeId()),
  /** ₫ the customer asked for; null when they left it to staff. */
  AmountRequested: optional(maybeNumber()),
  /** The items complained about; empty for the whole order. */
  Items: optional(list(ComplaintItemSchema)),
});
export type Complaint = Infer<typeof ComplaintSchema>;

/** GET /api/order/getcomplains */
export const ComplaintPageSchema = page(ComplaintSchema);

// ─── Delivery requests ──────────────────────────────────────────────────────────────────────────────

export const DeliveryOrderRefSchema = type({ OrderId: id(), OrderCode: text() });
export type DeliveryOrderRef = Infer<typeof DeliveryOrderRefSchema>;

/** A delivery request (phiếu giao hàng). ListOrders arrives as a JSON string and is parsed (SPEC §3). */
export const DeliveryRequestSchema = type({
  Id: id(),
  Code: string(),
  CreatedDate: dateString(),
  ListOrders: jsonString(array(DeliveryOrderRefSchema), () => []),
  Address: text(),
  Phone: text(),
  ReceiverName: text(),
  /** ₫; null until the service prices it. */
  Fee: maybeNumber(),
  /** deliveryStatuses */
  Status: statusCode(),
  Note: text(),
});
export type DeliveryRequest = Infer<typeof DeliveryRequestSchema>;

/** GET /api/order/getlistrequestdelivery */
export const DeliveryRequestPageSchema = page(DeliveryRequestSchema);
