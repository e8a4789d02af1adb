// SPEC §7 Order: dashboard, cart, orders, payments, parcels, complaints and delivery requests.
import type { CreateOrderRequest, OrderBuyIdsRequest, UpdateCartFieldRequest, UpdateCartItemFieldRequest } from '../../../features/cart/model';
import type { DeliveryRequestCreate } from '../../../features/delivery/model';
import type { DeliveryListFilters } from '../../../features/delivery/DeliveryListScreen';
import type { OrderField, OrderFieldValues, OrderItemField, OrderItemFieldValues, PayOrdersRequest } from '../../../features/orders/model';
import type { OrderListFilters } from '../../../features/orders/OrderListScreen';
import type { ComplaintFilters } from '../../../features/parcels/ComplaintsScreen';
import type { ComplaintRequest } from '../../../features/parcels/model';
import type { TransportListFilters } from '../../../features/parcels/TransportListScreen';
import { request } from '../client';
import { MutationResultSchema } from '../schemas/common';
import {
  CartPageSchema,
  ComplaintPageSchema,
  DashboardSchema,
  DeliveryRequestPageSchema,
  DepositWaitingOrderListSchema,
  OrderDetailSchema,
  OrderHasVietnamListSchema,
  OrderPageSchema,
  PayWaitingOrderListSchema,
  TransportDetailSchema,
  TransportPageSchema,
} from '../schemas/order';
import type { CartAddItem } from '../schemas/order';
import { route } from './catalog';
import { loadingQuery, signalOf, silentOf, idempotencyOf } from './shared';
import type { ListQuery, Paging, ReadOptions, WriteOptions } from './shared';

// ─── Dashboard and cart ─────────────────────────────────────────────────────────────────────────────

/** GET /api/order/getdashboard */
export function getDashboard(options?: ReadOptions) {
  return request({ ...route('getDashboard'), query: loadingQuery(options), schema: DashboardSchema, ...signalOf(options), ...silentOf(options) });
}

/** GET /api/order/getcarts */
export function getCarts(query: Paging, options?: ReadOptions) {
  const { skip, take } = query;
  return request({ ...route('getCarts'), query: { skip, take, ...loadingQuery(options) }, schema: CartPageSchema, ...signalOf(options) });
}

/** DELETE /api/order/removecart/{id}: removes a whole cart (one seller's items). */
export function removeCart(id: number, options?: WriteOptions) {
  return request({ ...route('removeCart', { id }), schema: MutationResultSchema, ...signalOf(options) });
}

/**
 * POST /api/order/carts: adds the products the browser extension delivered. The extension bridge sends
 * it `silent`: it keeps the products and tells the customer itself when the call fails.
 */
export function addCartItems(items: readonly CartAddItem[], options?: WriteOptions) {
  return request({
    ...route('addCartItems'),
    body: items,
    schema: MutationResultSchema,
    ...signalOf(options),
    ...silentOf(options),
    ...idempotencyOf(options),
  });
}

/** DELETE /api/order/deletecartitem/{id} */
export function deleteCartItem(id: number, options?: WriteOptions) {
  return request({ ...route('deleteCartItem', { id }), schema: MutationResultSchema, ...signalOf(options) });
}

/** PUT /api/order/updatecartitemfield/{id} */
export function updateCartItemField(id: number, payload: UpdateCartItemFieldRequest, options?: WriteOptions) {
  return request({ ...route('updateCartItemField', { id }), body: payload, schema: MutationResultSchema, ...signalOf(options) });
}

/** PUT /api/order/updatecartfield/{id} */
export function updateCartField(id: number, payload: UpdateCartFieldRequest, options?: WriteOptions) {
  return request({ ...route('updateCartField', { id }), body: payload, schema: MutationResultSchema, ...signalOf(options) });
}

// ─── Orders ─────────────────────────────────────────────────────────────────────────────────────────

/** PUT /api/order/updateorderfield/{id}/{x}: `x` is the field, the JSON body its new value. */
export function updateOrderField<F extends OrderField>(id: number, field: F, value: OrderFieldValues[F], options?: WriteOptions) {
  return request({
    ...route('updateOrderField', { id, x: field }),
    body: value,
    schema: MutationResultSchema,
    ...signalOf(options),
  });
}

/** PUT /api/order/updateorderitemfield/{id}/{x}: `x` is the field, the JSON body its new value. */
export function updateOrderItemField<F extends OrderItemField>(id: number, field: F, value: OrderItemFieldValues[F], options?: WriteOptions) {
  return request({
    ...route('updateOrderItemField', { id, x: field }),
    body: value,
    schema: MutationResultSchema,
    ...signalOf(options),
  });
}

/** PUT /api/order/orderbuy/{id}: turns one cart into an order — sent once per intent. */
export function orderBuy(cartId: number, options?: WriteOptions) {
  return request({ ...route('orderBuy', { id: cartId }), schema: MutationResultSchema, ...signalOf(options), ...idempotencyOf(options) });
}

/** POST /api/order/orderbuyids: turns the selected carts into orders — sent once per intent. */
export function orderBuyIds(payload: OrderBuyIdsRequest, options?: WriteOptions) {
  return request({ ...route('orderBuyIds'), body: payload, schema: MutationResultSchema, ...signalOf(options), ...idempotencyOf(options) });
}

export type OrdersQuery = ListQuery<OrderListFilters>;

/** GET /api/order/orders */
export function getOrders(query: OrdersQuery, options?: ReadOptions) {
  return request({
    ...route('getOrders'),
    query: { ...query, ...loadingQuery(options) },
    schema: OrderPageSchema,
    ...signalOf(options),
  });
}

/** GET /api/order/getorderdetails/{id} */
export function getOrderDetails(id: number, options?: ReadOptions) {
  return request({ ...route('getOrderDetails', { id }), query: loadingQuery(options), schema: OrderDetailSchema, ...signalOf(options) });
}

/** GET /api/order/getOrderdeposits: the orders awaiting their deposit. */
export function getOrderDeposits(options?: ReadOptions) {
  return request({ ...route('getOrderDeposits'), query: loadingQuery(options), schema: DepositWaitingOrderListSchema, ...signalOf(options) });
}

/** GET /api/order/getorderwaitpay: the orders awaiting their final payment. */
export function getOrderWaitPay(options?: ReadOptions) {
  return request({ ...route('getOrderWaitPay'), query: loadingQuery(options), schema: PayWaitingOrderListSchema, ...signalOf(options) });
}

/** POST /api/order/updateorderdeposit: pays the deposit of the selected orders — sent once per intent. */
export function updateOrderDeposit(payload: PayOrdersRequest, options?: WriteOptions) {
  return request({ ...route('updateOrderDeposit'), body: payload, schema: MutationResultSchema, ...signalOf(options), ...idempotencyOf(options) });
}

/** POST /api/order/updateorderpay: pays the remainder of the selected orders — sent once per intent. */
export function updateOrderPay(payload: PayOrdersRequest, options?: WriteOptions) {
  return request({ ...route('updateOrderPay'), body: payload, schema: MutationResultSchema, ...signalOf(options), ...idempotencyOf(options) });
}

// ─── Parcels and complaints ─────────────────────────────────────────────────────────────────────────

export type TransportsQuery = ListQuery<TransportListFilters>;

/** GET /api/order/transports */
export function getTransports(query: TransportsQuery, options?: ReadOptions) {
  return request({
    ...route('getTransports'),
    query: { ...query, ...loadingQuery(options) },
    schema: TransportPageSchema,
    ...signalOf(options),
  });
}

/** GET /api/order/transportdetails/{id} */
export function getTransportDetails(id: number, options?: ReadOptions) {
  return request({ ...route('getTransportDetails', { id }), query: loadingQuery(options), schema: TransportDetailSchema, ...signalOf(options) });
}

/** POST /api/order/addComplain — may lead to a refund: sent once per intent. */
export function addComplain(payload: ComplaintRequest, options?: WriteOptions) {
  return request({ ...route('addComplain'), body: payload, schema: MutationResultSchema, ...signalOf(options), ...idempotencyOf(options) });
}

export type ComplainsQuery = ListQuery<ComplaintFilters>;

/** GET /api/order/getcomplains */
export function getComplains(query: ComplainsQuery, options?: ReadOptions) {
  return request({
    ...route('getComplains'),
    query: { ...query, ...loadingQuery(options) },
    schema: ComplaintPageSchema,
    ...signalOf(options),
  });
}

// ─── Order by link and delivery ─────────────────────────────────────────────────────────────────────

/** POST /api/order/createorder — sent once per intent. */
export function createOrder(payload: CreateOrderRequest, options?: WriteOptions) {
  return request({ ...route('createOrder'), body: payload, schema: MutationResultSchema, ...signalOf(options), ...idempotencyOf(options) });
}

/** POST /api/order/createrequestdelivery — sent once per intent. */
export function createRequestDelivery(payload: DeliveryRequestCreate, options?: WriteOptions) {
  return request({ ...route('createRequestDelivery'), body: payload, schema: MutationResultSchema, ...signalOf(options), ...idempotencyOf(options) });
}

/** GET /api/order/getorderhasvietnam: the orders whose goods can go on a delivery request. */
export function getOrderHasVietnam(options?: ReadOptions) {
  return request({ ...route('getOrderHasVietnam'), query: loadingQuery(options), schema: OrderHasVietnamListSchema, ...signalOf(options) });
}

export type DeliveryRequestsQuery = ListQuery<DeliveryListFilters>;

/** GET /api/order/getlistrequestdelivery */
export function getListRequestDelivery(query: DeliveryRequestsQuery, options?: ReadOptions) {
  return request({
    ...route('getListRequestDelivery'),
    query: { ...query, ...loadingQuery(options) },
    schema: DeliveryRequestPageSchema,
    ...signalOf(options),
  });
}
