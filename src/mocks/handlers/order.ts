/**
 * /api/order/*: dashboard, cart, orders, payments, parcels, complaints and delivery requests. The
 * handlers move the world as the real service would: a cart becomes an order waiting for its deposit,
 * a deposit or a payment debits the wallet (all or nothing) and moves the orders on, a complaint puts a
 * delivered order in 'Khiếu nại', a delivery request pays what its orders still owe from the wallet and
 * takes them off the "in Vietnam" list.
 * Bodies are checked with the screens' own rules (src/features/{cart,orders,parcels,delivery}/model.ts).
 */
import type { HttpHandler } from 'msw';
import { validate } from 'superstruct';
import { CartAddPayloadSchema, type Cart, type CartItem, type DeliveryRequest, type OrderItem } from '../../app/api/schemas/order';
import {
  cartAddLineErrors,
  cartMessages,
  orderErrorLines,
  validateCartField,
  validateCreateOrderRequest,
  validateOrderBuyIds,
  type CreateOrderRequest,
  type OrderBuyIdsRequest,
  type UpdateCartFieldRequest,
  type UpdateCartItemFieldRequest,
} from '../../features/cart/model';
import { coversDue, deliveryMessages, validateDeliveryRequest, type DeliveryRequestCreate } from '../../features/delivery/model';
import {
  isOrderField,
  isOrderItemField,
  ordersMessages,
  validateOrderField,
  validateOrderItemField,
  validatePayOrders,
  type PayOrdersRequest,
} from '../../features/orders/model';
import { complaintMessages, reasonOf, validateComplaint, type ComplaintValues } from '../../features/parcels/model';
import { canComplainAbout } from '../../features/shared/complaints';
import type { Marketplace } from '../../features/shared/productLink';
import { OrderState } from '../../features/shared/statuses';
import type { Books, Db } from '../db';
import type { EndpointName } from '../endpoints';
import { formatMoney, type OrderRow } from '../fixtures/world';
import { badRequest, contains, dateRange, inRange, isRecord, linesOf, newestFirst, notFound, numberParam, ok, paginate, param, readJson } from '../http';
import {
  addTransaction,
  amountDue,
  balanceOf,
  IN_VIETNAM_STATES,
  priceOrder,
  repriceOrder,
  settleOrder,
  toAwaitingOrder,
  toOrder,
  toOrderDetail,
  toOrderHasVietnam,
  toTransport,
} from '../rules';
import { authed, toHandler, type Route } from './route';

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
const CHINA_SHIPPING_ESTIMATE_CNY = 8;

const marketplaceNames: Readonly<Record<Marketplace, string>> = { taobao: 'Taobao', tmall: 'Tmall', '1688': '1688' };

const idParam = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const idList = (value: unknown): number[] | null =>
  Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0)
    ? [...new Set(value as number[])]
    : null;

/** Puts a settled copy of `order` in place of the row with its id. */
function saveOrder(books: Books, order: OrderRow): OrderRow {
  const settled = settleOrder(order, books.transports);
  books.orders = books.orders.map((row) => (row.Id === settled.Id ? settled : row));
  return settled;
}

function notify(db: Db, books: Books, type: string, note: string, when: string): void {
  books.messages.push({ Id: db.nextId(), MessageType: type, CreatedDate: when, Note: note, IsRead: false });
}

function nextOrderCode(books: Books, when: string): string {
  const serials = books.orders.map((order) => Number(/-(\d+)$/.exec(order.Code)?.[1] ?? 0));
  return `DH${when.slice(2, 4)}${when.slice(5, 7)}-${String(Math.max(119, ...serials) + 1).padStart(5, '0')}`;
}

interface NewOrder {
  source: Marketplace;
  sellerName: string;
  items: Omit<OrderItem, 'Id'>[];
  note: string;
}

/** A new order waiting for its deposit (state 1), priced at today's rate. */
function createOrderRow(db: Db, books: Books, input: NewOrder): OrderRow {
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
    Quantity: pricing.Quantity,
    GoodsAmountCny: pricing.GoodsAmountCny,
    TotalAmount: 0,
    PaidAmount: 0,
    RemainingAmount: 0,
    WarehouseId: warehouse?.Id ?? null,
    WarehouseName: warehouse?.Name ?? '',
    Note: input.note,
    ExchangeRate: reference.currentRate,
    GoodsAmount: pricing.GoodsAmount,
    BuyerFee: pricing.BuyerFee,
    ChinaShippingFee: pricing.ChinaShippingFee,
    OtherFees: 0,
    DepositPercent: 70,
    DepositAmount: pricing.DepositAmount,
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

function orderFromCart(db: Db, books: Books, cart: Cart): OrderRow {
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

const withCartQuantity = (cart: Cart): Cart => ({ ...cart, Quantity: cart.CartItems.reduce((sum, item) => sum + item.Quantity, 0) });

function findCartItem(books: Books, id: number): { cart: Cart; item: CartItem } | undefined {
  for (const cart of books.carts) {
    const item = cart.CartItems.find((candidate) => candidate.Id === id);
    if (item) return { cart, item };
  }
  return undefined;
}

const wireDeliveryRequest = (request: DeliveryRequest) => ({ ...request, ListOrders: JSON.stringify(request.ListOrders) });

type PayKind = 'deposit' | 'pay';

/**
 * Deposits (state 1 → 2) or pays (state 9 → 10) the given orders from the wallet: all or nothing.
 * Insufficient balance → 400 'Số dư không đủ' and nothing changes.
 */
async function payOrders(db: Db, books: Books, request: Request, kind: PayKind): Promise<Response> {
  const body = await readJson(request);
  const ids = idList(isRecord(body) ? body.OrderIds : undefined);
  if (ids === null) return badRequest([ordersMessages.noneSelected]);
  const orders: OrderRow[] = [];
  for (const id of ids) {
    const order = books.orders.find((candidate) => candidate.Id === id);
    if (!order) return badRequest([`${orderMessages.orderNotFound} #${id}`]);
    orders.push(order);
  }
  const from = kind === 'deposit' ? OrderState.AwaitingDeposit : OrderState.AwaitingPayment;
  const wrong = orders.filter((order) => order.State !== from);
  if (wrong.length > 0) {
    return badRequest(wrong.map((order) => (kind === 'deposit' ? orderMessages.notAwaitingDeposit(order.Code) : orderMessages.notAwaitingPayment(order.Code))));
  }
  const due = orders.reduce((sum, order) => sum + amountDue(order), 0);
  const values: PayOrdersRequest = { OrderIds: ids };
  const errors = linesOf(validatePayOrders(values, balanceOf(books), due));
  if (errors.length > 0) return badRequest(errors);

  const updated: OrderRow[] = [];
  for (const order of orders) {
    const when = db.tick();
    const amount = amountDue(order);
    const to = kind === 'deposit' ? OrderState.Deposited : OrderState.Paid;
    addTransaction(books, {
      Id: db.nextId(),
      CreatedDate: when,
      TransactionType: kind === 'deposit' ? 3 : 4,
      OrderId: order.Id,
      OrderCode: order.Code,
      Amount: -amount,
      Note: kind === 'deposit' ? `Đặt cọc ${String(order.DepositPercent)}% đơn hàng ${order.Code}` : `Thanh toán tiền còn lại đơn hàng ${order.Code}`,
    });
    updated.push(saveOrder(books, { ...order, State: to, StateHistory: [...order.StateHistory, { State: to, Date: when }] }));
    notify(
      db,
      books,
      'Đơn hàng',
      kind === 'deposit'
        ? `Đơn hàng ${order.Code} đã được đặt cọc ${formatMoney(amount)}, chúng tôi sẽ mua hàng trong 24 giờ.`
        : `Đơn hàng ${order.Code} đã thanh toán đủ ${formatMoney(amount)}, bạn có thể yêu cầu giao hàng.`,
      when,
    );
  }
  return ok({ PocketMoney: balanceOf(books), Orders: updated.map(toOrder) });
}

export const orderRoutes: Route[] = [
  // NumberCarts counts the product lines in the cart (the sidebar badge); ItemLinks travel as JSON strings.
  authed('getdashboard', ({ db, books }) => {
    const reference = db.state.reference;
    return ok({
      CurrentRate: reference.currentRate,
      ExtensionLink: reference.extensionLink,
      NumberCarts: books.carts.reduce((sum, cart) => sum + cart.CartItems.length, 0),
      PocketMoney: balanceOf(books),
      ShopFavorites: books.shopFavorites.map((favorite) => ({ ...favorite, ItemLinks: JSON.stringify(favorite.ItemLinks) })),
      Supporter: reference.supporter,
    });
  }),

  // The shop added last comes first.
  authed('getcarts', ({ books, url }) => ok(paginate([...books.carts].sort((a, b) => b.Id - a.Id).map(withCartQuantity), url))),

  authed('removecart', ({ books, params }) => {
    const id = idParam(params.id);
    if (!books.carts.some((cart) => cart.Id === id)) return notFound(orderMessages.cartNotFound);
    books.carts = books.carts.filter((cart) => cart.Id !== id);
    return ok(true);
  }),

  // One cart per seller: a product of a seller already in the cart joins that cart; the same product
  // with the same options adds to its quantity.
  authed('carts', async ({ db, books, request }) => {
    const body = await readJson(request);
    const [error, lines] = validate(body, CartAddPayloadSchema, { coerce: true });
    if (error) {
      const index = typeof error.path[0] === 'number' ? error.path[0] : 0;
      return badRequest([Array.isArray(body) && body.length === 0 ? cartMessages.linesRequired : orderMessages.linesInvalid(index)]);
    }
    if (lines.length === 0) return badRequest([cartMessages.linesRequired]);
    const lineErrors = lines.map(cartAddLineErrors);
    if (lineErrors.some((errors) => Object.keys(errors).length > 0)) return badRequest(orderErrorLines({ LineErrors: lineErrors }));
    const touched = new Set<number>();
    for (const line of lines) {
      let cart = books.carts.find((candidate) => candidate.SellerId === line.SellerId && candidate.Source === line.Source);
      if (!cart) {
        cart = { Id: db.nextId(), SellerId: line.SellerId, SellerName: line.SellerName, Source: line.Source, Note: '', CartItems: [], Quantity: 0 };
        books.carts.push(cart);
      }
      const same = cart.CartItems.find((item) => item.ProductId === line.ProductId && item.Options === line.Options);
      if (same) {
        same.Quantity = Math.min(9999, same.Quantity + line.Quantity);
      } else {
        cart.CartItems.push({
          Id: db.nextId(),
          ProductId: line.ProductId,
          Name: line.Name,
          Image: line.Image,
          Link: line.Link,
          Price: line.Price,
          Options: line.Options,
          Quantity: line.Quantity,
          Note: line.Note ?? '',
          Skus: line.Skus ?? null,
        });
      }
      cart.Quantity = cart.CartItems.reduce((sum, item) => sum + item.Quantity, 0);
      touched.add(cart.Id);
    }
    return ok({ CartIds: [...touched], NumberCarts: books.carts.reduce((sum, cart) => sum + cart.CartItems.length, 0) });
  }),

  // The last product of a shop takes the shop's cart with it.
  authed('deletecartitem', ({ books, params }) => {
    const id = idParam(params.id);
    const found = id === null ? undefined : findCartItem(books, id);
    if (!found) return notFound(orderMessages.cartItemNotFound);
    found.cart.CartItems = found.cart.CartItems.filter((item) => item !== found.item);
    found.cart.Quantity = found.cart.CartItems.reduce((sum, item) => sum + item.Quantity, 0);
    if (found.cart.CartItems.length === 0) books.carts = books.carts.filter((cart) => cart !== found.cart);
    return ok(true);
  }),

  authed('updatecartitemfield', async ({ books, params, request }) => {
    const body = await readJson(request);
    if (!isRecord(body) || (body.Field !== 'Quantity' && body.Field !== 'Note')) return badRequest([orderMessages.badField]);
    const values = body as unknown as UpdateCartItemFieldRequest;
    const error = validateCartField(values);
    if (error !== undefined) return badRequest([error]);
    const id = idParam(params.id);
    const found = id === null ? undefined : findCartItem(books, id);
    if (!found) return notFound(orderMessages.cartItemNotFound);
    if (values.Field === 'Quantity') found.item.Quantity = values.Value;
    else found.item.Note = values.Value.trim();
    found.cart.Quantity = found.cart.CartItems.reduce((sum, item) => sum + item.Quantity, 0);
    return ok(withCartQuantity(found.cart));
  }),

  authed('updatecartfield', async ({ books, params, request }) => {
    const body = await readJson(request);
    if (!isRecord(body) || body.Field !== 'Note') return badRequest([orderMessages.badField]);
    const values = body as unknown as UpdateCartFieldRequest;
    const error = validateCartField(values);
    if (error !== undefined) return badRequest([error]);
    const cart = books.carts.find((candidate) => candidate.Id === idParam(params.id));
    if (!cart) return notFound(orderMessages.cartNotFound);
    cart.Note = typeof values.Value === 'string' ? values.Value.trim() : '';
    return ok(withCartQuantity(cart));
  }),

  // The body is the new value itself: "ghi chú", true, false.
  authed('updateorderfield', async ({ db, books, params, request }) => {
    const field = params.field ?? '';
    if (!isOrderField(field)) return badRequest([orderMessages.badField]);
    const value = await readJson(request);
    const error = validateOrderField(field, value);
    if (error !== undefined) return badRequest([error]);
    const order = books.orders.find((candidate) => candidate.Id === idParam(params.id));
    if (!order) return notFound(orderMessages.orderNotFound);
    if (order.State === OrderState.Cancelled) return badRequest([orderMessages.orderClosed]);
    if (field !== 'Note' && order.State > OrderState.Deposited) return badRequest([orderMessages.servicesLocked]);
    const next: OrderRow = field === 'Note' ? { ...order, Note: String(value).trim() } : { ...order, [field]: value === true };
    db.tick();
    return ok(toOrderDetail(saveOrder(books, next)));
  }),

  // `id` is the order item's id; a quantity changes the price, so only before the deposit.
  authed('updateorderitemfield', async ({ db, books, params, request }) => {
    const field = params.field ?? '';
    if (!isOrderItemField(field)) return badRequest([orderMessages.badField]);
    const value = await readJson(request);
    const error = validateOrderItemField(field, value);
    if (error !== undefined) return badRequest([error]);
    const itemId = idParam(params.id);
    const order = books.orders.find((candidate) => candidate.Items.some((item) => item.Id === itemId));
    if (!order) return notFound(orderMessages.orderNotFound);
    if (order.State === OrderState.Cancelled) return badRequest([orderMessages.orderClosed]);
    if (field === 'Quantity' && order.State !== OrderState.AwaitingDeposit) return badRequest([orderMessages.quantityLocked]);
    const items = order.Items.map((item) =>
      item.Id !== itemId ? item : field === 'Quantity' ? { ...item, Quantity: Number(value) } : { ...item, Note: String(value).trim() },
    );
    const next = field === 'Quantity' ? repriceOrder({ ...order, Items: items }, db.state.reference.settings.FeeBuyer) : { ...order, Items: items };
    db.tick();
    return ok(toOrderDetail(saveOrder(books, next)));
  }),

  // `id` is a cart (a shop): the whole cart becomes one order.
  authed('orderbuy', ({ db, books, params }) => {
    const cart = books.carts.find((candidate) => candidate.Id === idParam(params.id));
    if (!cart) return notFound(orderMessages.cartNotFound);
    if (cart.CartItems.length === 0) return badRequest([orderMessages.cartEmpty]);
    return ok(toOrder(orderFromCart(db, books, cart)));
  }),

  authed('orderbuyids', async ({ db, books, request }) => {
    const body = await readJson(request);
    const values: OrderBuyIdsRequest = isRecord(body) ? (body as unknown as OrderBuyIdsRequest) : { CartIds: [] };
    const errors = linesOf(validateOrderBuyIds(values));
    if (errors.length > 0) return badRequest(errors);
    const carts: Cart[] = [];
    for (const id of new Set(values.CartIds)) {
      const cart = books.carts.find((candidate) => candidate.Id === id);
      if (!cart) return badRequest([`${orderMessages.cartNotFound} #${id}`]);
      if (cart.CartItems.length === 0) return badRequest([orderMessages.cartEmpty]);
      carts.push(cart);
    }
    return ok({ Orders: carts.map((cart) => toOrder(orderFromCart(db, books, cart))) });
  }),

  // `wareHouse` is a warehouse id; `orderCode` matches part of the code.
  authed('orders', ({ books, url }) => {
    const range = dateRange(url);
    if ('error' in range) return range.error;
    const code = param(url, 'orderCode');
    const state = numberParam(url, 'state');
    const warehouse = numberParam(url, 'wareHouse');
    const rows = newestFirst(books.orders).filter(
      (order) =>
        inRange(order.CreatedDate, range) &&
        (state === undefined || order.State === state) &&
        (warehouse === undefined || order.WarehouseId === warehouse) &&
        (code === undefined || contains(order.Code, code)),
    );
    return ok(paginate(rows.map(toOrder), url));
  }),

  authed('getorderdetails', ({ books, params }) => {
    const order = books.orders.find((candidate) => candidate.Id === idParam(params.id));
    return order ? ok(toOrderDetail(order)) : notFound(orderMessages.orderNotFound);
  }),

  authed('getOrderdeposits', ({ books }) =>
    ok(newestFirst(books.orders.filter((order) => order.State === OrderState.AwaitingDeposit)).map(toAwaitingOrder)),
  ),

  authed('getorderwaitpay', ({ books }) =>
    ok(newestFirst(books.orders.filter((order) => order.State === OrderState.AwaitingPayment)).map(toAwaitingOrder)),
  ),

  authed('updateorderdeposit', ({ db, books, request }) => payOrders(db, books, request, 'deposit')),

  authed('updateorderpay', ({ db, books, request }) => payOrders(db, books, request, 'pay')),

  // `code` matches the order code, `transportCode` the tracking code; both partly.
  authed('transports', ({ books, url }) => {
    const code = param(url, 'code');
    const transportCode = param(url, 'transportCode');
    const status = numberParam(url, 'status');
    const rows = newestFirst(books.transports).filter(
      (transport) =>
        (status === undefined || transport.Status === status) &&
        (code === undefined || contains(transport.OrderCode, code)) &&
        (transportCode === undefined || contains(transport.TransportCode, transportCode)),
    );
    return ok(paginate(rows.map(toTransport), url));
  }),

  authed('transportdetails', ({ books, params }) => {
    const transport = books.transports.find((candidate) => candidate.Id === idParam(params.id));
    return transport ? ok(transport) : notFound(orderMessages.transportNotFound);
  }),

  // A complaint about a finished order puts it in state 14 'Khiếu nại'.
  authed('addComplain', async ({ db, books, request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([orderMessages.badBody]);
    const values = body as unknown as ComplaintValues;
    const order = books.orders.find((candidate) => candidate.Id === values.OrderId);
    const chosen = Array.isArray(values.OrderItemIds) ? values.OrderItemIds : [];
    const items = order ? (chosen.length > 0 ? order.Items.filter((item) => chosen.includes(item.Id)) : order.Items) : [];
    const itemValue = order ? Math.round(items.reduce((sum, item) => sum + item.Price * item.Quantity, 0) * order.ExchangeRate) : undefined;
    const errors = linesOf(validateComplaint(values, itemValue));
    if (errors.length > 0) return badRequest(errors);
    if (!order) return badRequest([orderMessages.orderNotFound]);
    if (chosen.some((id) => !order.Items.some((item) => item.Id === id))) return badRequest([complaintMessages.itemsRequired]);
    if (!canComplainAbout(order.State)) return badRequest([orderMessages.complaintTooEarly]);
    // Filed from a parcel: that parcel, which must be the order's; otherwise the order's first parcel.
    const parcels = books.transports.filter((transport) => transport.OrderId === order.Id);
    const parcel = typeof values.TransportId === 'number' ? parcels.find((transport) => transport.Id === values.TransportId) : parcels[0];
    if (typeof values.TransportId === 'number' && !parcel) return badRequest([complaintMessages.transportInvalid]);
    const when = db.tick();
    // Photos are checked (at most five images of 5 MB) but not kept: the demo world lives in localStorage.
    const complaint = {
      Id: db.nextId(),
      OrderId: order.Id,
      OrderCode: order.Code,
      TransportCode: parcel?.TransportCode ?? null,
      CreatedDate: when,
      Status: 1,
      Content: values.Description.trim(),
      RefundAmount: null,
      Reply: '',
      ReplyDate: null,
      ReasonType: reasonOf(values.ReasonType ?? 0)?.code ?? null,
      AmountRequested: values.AmountRequested ?? null,
      Items: order.Items.filter((item) => chosen.includes(item.Id)).map((item) => ({ Id: item.Id, Name: item.Name })),
    };
    books.complaints.push(complaint);
    if (order.State >= OrderState.Paid && order.State <= OrderState.Delivered) {
      saveOrder(books, { ...order, State: OrderState.Complaint, StateHistory: [...order.StateHistory, { State: OrderState.Complaint, Date: when }] });
    }
    return ok(complaint);
  }),

  authed('getcomplains', ({ books, url }) => {
    const status = numberParam(url, 'status');
    return ok(paginate(newestFirst(books.complaints).filter((row) => status === undefined || row.Status === status), url));
  }),

  // Order by link: lines of one marketplace make one order.
  authed('createorder', async ({ db, books, request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([orderMessages.badBody]);
    // A line that is not an object cannot be read field by field (as for POST carts).
    const unreadable = Array.isArray(body.Lines) ? body.Lines.findIndex((line) => !isRecord(line)) : -1;
    if (unreadable !== -1) return badRequest([orderMessages.linesInvalid(unreadable)]);
    const values = body as unknown as CreateOrderRequest;
    // The dialog's body exactly: its rules, and ProductId/Source/Options present and agreeing.
    const errors = orderErrorLines(validateCreateOrderRequest(values));
    if (errors.length > 0) return badRequest(errors);
    const bySource = new Map<Marketplace, CreateOrderRequest['Lines']>();
    for (const line of values.Lines) bySource.set(line.Source, [...(bySource.get(line.Source) ?? []), line]);
    const orders = [...bySource].map(([source, lines]) =>
      createOrderRow(db, books, {
        source,
        sellerName: `Đặt hàng theo link ${marketplaceNames[source]}`,
        items: lines.map((line) => ({
          ProductId: line.ProductId,
          Name: line.Name.trim(),
          Image: line.Image ?? '',
          Link: line.Link.trim(),
          Options: line.Options,
          Price: line.Price,
          Quantity: line.Quantity,
          Note: line.Note.trim(),
        })),
        note: values.Note.trim(),
      }),
    );
    return ok({ Orders: orders.map(toOrder) });
  }),

  // Only orders whose goods are in Vietnam and not on another request can be delivered. What they still
  // owe is paid from the wallet with the request (all or nothing), as on the delivery screen.
  authed('createrequestdelivery', async ({ db, books, request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([orderMessages.badBody]);
    const values = body as unknown as DeliveryRequestCreate;
    const errors = linesOf(validateDeliveryRequest(values));
    if (errors.length > 0) return badRequest(errors);
    const orders: OrderRow[] = [];
    const problems: string[] = [];
    for (const id of new Set(values.OrderIds)) {
      const order = books.orders.find((candidate) => candidate.Id === id);
      if (!order) {
        problems.push(`${orderMessages.orderNotFound} #${id}`);
        continue;
      }
      if (!IN_VIETNAM_STATES.includes(order.State) || order.DeliveryRequestId !== null) problems.push(orderMessages.notInVietnam(order.Code));
      orders.push(order);
    }
    if (problems.length > 0) return badRequest(problems);
    const due = orders.reduce((sum, order) => sum + amountDue(order), 0);
    if (!coversDue(balanceOf(books), due)) return badRequest([deliveryMessages.insufficientBalance]);
    const when = db.tick();
    const serials = books.deliveryRequests.map((row) => Number(/-(\d+)$/.exec(row.Code)?.[1] ?? 0));
    const row: DeliveryRequest = {
      Id: db.nextId(),
      Code: `PGH${when.slice(2, 4)}${when.slice(5, 7)}-${String(Math.max(40, ...serials) + 1).padStart(4, '0')}`,
      CreatedDate: when,
      ListOrders: orders.map((order) => ({ OrderId: order.Id, OrderCode: order.Code })),
      Address: values.Address.trim(),
      Phone: values.Phone.trim(),
      ReceiverName: values.ReceiverName.trim(),
      Fee: null,
      Status: 1,
      Note: typeof values.Note === 'string' ? values.Note.trim() : '',
    };
    books.deliveryRequests.push(row);
    for (const order of orders) {
      const owed = amountDue(order);
      if (owed > 0) {
        addTransaction(books, {
          Id: db.nextId(),
          CreatedDate: when,
          TransactionType: 4,
          OrderId: order.Id,
          OrderCode: order.Code,
          Amount: -owed,
          Note: `Thanh toán tiền còn lại đơn hàng ${order.Code} khi yêu cầu giao (phiếu ${row.Code})`,
        });
      }
      const paid = owed > 0 ? { State: OrderState.Paid, StateHistory: [...order.StateHistory, { State: OrderState.Paid, Date: when }] } : {};
      saveOrder(books, { ...order, ...paid, DeliveryRequestId: row.Id });
    }
    return ok(wireDeliveryRequest(row));
  }),

  authed('getorderhasvietnam', ({ books }) =>
    ok(newestFirst(books.orders.filter((order) => IN_VIETNAM_STATES.includes(order.State) && order.DeliveryRequestId === null)).map(toOrderHasVietnam)),
  ),

  // `keyword` finds a request by its code, receiver, address or one of its order codes.
  authed('getlistrequestdelivery', ({ books, url }) => {
    const range = dateRange(url);
    if ('error' in range) return range.error;
    const keyword = param(url, 'keyword');
    const status = numberParam(url, 'status');
    const rows = newestFirst(books.deliveryRequests).filter(
      (row) =>
        inRange(row.CreatedDate, range) &&
        (status === undefined || row.Status === status) &&
        (keyword === undefined ||
          contains(row.Code, keyword) ||
          contains(row.ReceiverName, keyword) ||
          contains(row.Address, keyword) ||
          row.ListOrders.some((ref) => contains(ref.OrderCode, keyword))),
    );
    const page = paginate(rows, url);
    return ok({ Items: page.Items.map(wireDeliveryRequest), Total: page.Total });
  }),
];

export const implementedOrderEndpoints: readonly EndpointName[] = orderRoutes.map((route) => route.name);

export function createHandlers(db: Db): HttpHandler[] {
  return orderRoutes.map((route) => toHandler(db, route));
}
