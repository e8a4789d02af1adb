/**
 * /api/order/*: dashboard, cart, orders, payments, parcels, complaints and delivery requests. The
 * handlers move the world as the real service would: a cart becomes an order waiting for its deposit,
 * a deposit or a payment debits the wallet (all or nothing) and moves the orders on, a complaint puts a
 * delivered order in 'Khiếu nại', a delivery request pays what its orders still owe from the wallet and
 * takes them off the "in Vietnam" list.
 * Bodies are checked with the screens' own rules (src/features/{cart,orders,parcels,delivery}/model.ts).
 */
import type { HttpHandler } from 'msw';
import { orderErrorLines, validateCreateOrderRequest, type CreateOrderRequest } from '../../features/cart/model';
import {
  isOrderField,
  isOrderItemField,
  ordersMessages,
  validateOrderField,
  validateOrderItemField,
  validatePayOrders,
  type PayOrdersRequest,
} from '../../features/orders/model';
import type { Marketplace } from '../../features/shared/productLink';
import { OrderState } from '../../features/shared/statuses';
import type { Books, Db } from '../db';
import type { EndpointName } from '../endpoints';
import { formatMoney, type OrderRow } from '../fixtures/world';
import {
  badRequest,
  contains,
  dateRange,
  inRange,
  isRecord,
  linesOf,
  newestFirst,
  notFound,
  numberParam,
  ok,
  paginate,
  param,
  readJson,
} from '../http';
import { addTransaction, amountDue, balanceOf, repriceOrder, toAwaitingOrder, toOrder, toOrderDetail } from '../rules';
import { authed, toHandler, type Route } from './route';
import { orderMessages, marketplaceNames, idParam, idList, saveOrder, notify, createOrderRow } from './orderBooks';
import { cartRoutes } from './cart';
import { parcelRoutes } from './parcels';

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
  ...cartRoutes,
  ...parcelRoutes,
];

export const implementedOrderEndpoints: readonly EndpointName[] = orderRoutes.map((route) => route.name);

export function createHandlers(db: Db): HttpHandler[] {
  return orderRoutes.map((route) => toHandler(db, route));
}

