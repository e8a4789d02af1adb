/**
 * What the /api/order/* handlers share: their messages and the bookkeeping of an order (a new order's
 * code and price, saving a settled copy, telling the customer).
 */
import type { Cart, CartItem, OrderItem } from '../../app/api/schemas/order';
import type { Marketplace } from '../../features/shared/productLink';
import { OrderState } from '../../features/shared/statuses';
import type { Books, Db } from '../db';
import type { OrderRow } from '../fixtures/world';
import { priceOrder, settleOrder } from '../rules';

export const orderMessages = {
  badBody: 'Dữ liệu gửi lên không hợp lệ',
  badField: 'Trường dữ liệu không được phép sửa',
  cartNotFound: 'Không tìm thấy giỏ hàng',
  cartItemNotFound: 'Không tìm thấy sản phẩm trong giỏ hàng',
  cartEmpty: 'Giỏ hàng không có sản phẩm nào',
  orderNotFound: 'Không tìm thấy đơn hàng',
  transportNotFound: 'Không tìm thấy kiện hàng',
  notAwaitingDeposit: (code: string) => `Đơn hàng ${code} không ở trạng thái chờ đặt cọc`,
  notAwaitingPayment: (code: string) => `Đơn hàng ${code} không ở trạng thái chờ thanh toán`,
  servicesLocked: 'Đơn hàng đã được mua, không thể thay đổi dịch vụ',
  quantityLocked: 'Chỉ sửa được số lượng khi đơn hàng đang chờ đặt cọc',
  orderClosed: 'Đơn hàng đã huỷ, không thể sửa',
  complaintTooEarly: 'Đơn hàng chưa được shop phát hàng, chưa thể khiếu nại',
  notInVietnam: (code: string) => `Đơn hàng ${code} chưa có hàng ở kho Việt Nam hoặc đã có phiếu giao`,
  linesInvalid: (index: number) => `Sản phẩm ${index + 1}: dữ liệu không hợp lệ`,
} as const;

/** Shipping inside China estimated for a new order, ¥ (staff correct it after buying). */
export const CHINA_SHIPPING_ESTIMATE_CNY = 8;

export const marketplaceNames: Readonly<Record<Marketplace, string>> = { taobao: 'Taobao', tmall: 'Tmall', '1688': '1688' };

export const idParam = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const idList = (value: unknown): number[] | null =>
  Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0)
    ? [...new Set(value as number[])]
    : null;

/** Puts a settled copy of `order` in place of the row with its id. */
export function saveOrder(books: Books, order: OrderRow): OrderRow {
  const settled = settleOrder(order, books.transports);
  books.orders = books.orders.map((row) => (row.Id === settled.Id ? settled : row));
  return settled;
}

export function notify(db: Db, books: Books, type: string, note: string, when: string): void {
  books.messages.push({ Id: db.nextId(), MessageType: type, CreatedDate: when, Note: note, IsRead: false });
}

export function nextOrderCode(books: Books, when: string): string {
  const serials = books.orders.map((order) => Number(/-(\d+)$/.exec(order.Code)?.[1] ?? 0));
  return `DH${when.slice(2, 4)}${when.slice(5, 7)}-${String(Math.max(119, ...serials) + 1).padStart(5, '0')}`;
}

export interface NewOrder {
  source: Marketplace;
  sellerName: string;
  items: Omit<OrderItem, 'Id'>[];
  note: string;
}

/** A new order waiting for its deposit (state 1), priced at today's rate. */
export function createOrderRow(db: Db, books: Books, input: NewOrder): OrderRow {
  const when = db.tick();
  const reference = db.state.reference;
  const items: OrderItem[] = input.items.map((item) => ({ ...item, Id: db.nextId() }));
  const pricing = priceOrder(items, reference.currentRate, reference.settings.FeeBuyer, CHINA_SHIPPING_ESTIMATE_CNY);
  const warehouse = reference.warehouses.find((candidate) => candidate.Id === books.user.WarehouseId) ?? reference.warehouses[0];
  const order: OrderRow = {
    Id: db.nextId(),
    Code: nextOrderCode(books, when),
    CreatedDate: when,
    State: OrderState.AwaitingDeposit,
    Source: input.source,
    SellerName: input.sellerName,
    Image: items.find((item) => item.Image !== '')?.Image ?? '',
    ...pricing,
    TotalAmount: 0,
    PaidAmount: 0,
    RemainingAmount: 0,
    WarehouseId: warehouse?.Id ?? null,
    WarehouseName: warehouse?.Name ?? '',
    Note: input.note,
    ExchangeRate: reference.currentRate,
    OtherFees: 0,
    Items: items,
    StateHistory: [{ State: OrderState.AwaitingDeposit, Date: when }],
    Transports: [],
    Weight: null,
    DeliveryRequestId: null,
    IsCountGoods: false,
    IsWoodPacking: false,
    IsInsurance: false,
  };
  const settled = settleOrder(order, books.transports);
  books.orders.push(settled);
  return settled;
}

export function orderFromCart(db: Db, books: Books, cart: Cart): OrderRow {
  const order = createOrderRow(db, books, {
    source: cart.Source,
    sellerName: cart.SellerName,
    items: cart.CartItems.map((item) => ({
      ProductId: item.ProductId,
      Name: item.Name,
      Image: item.Image,
      Link: item.Link,
      Options: item.Options,
      Price: item.Price,
      Quantity: item.Quantity,
      Note: item.Note,
    })),
    note: cart.Note,
  });
  books.carts = books.carts.filter((candidate) => candidate.Id !== cart.Id);
  return order;
}

export const withCartQuantity = (cart: Cart): Cart => ({ ...cart, Quantity: cart.CartItems.reduce((sum, item) => sum + item.Quantity, 0) });

export function findCartItem(books: Books, id: number): { cart: Cart; item: CartItem } | undefined {
  for (const cart of books.carts) {
    const item = cart.CartItems.find((candidate) => candidate.Id === id);
    if (item) return { cart, item };
  }
  return undefined;
}
