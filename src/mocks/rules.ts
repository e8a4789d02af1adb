/**
 * The mock server's business rules, shared by the seed builder and the handlers so a seeded order and
 * one the customer makes in a story obey the same arithmetic:
 *
 * - Goods ₫ = round(goods ¥ × the order's rate); the buyer fee follows Settings.FeeBuyer (SPEC §9).
 * - The deposit is 70 % of goods + buyer fee + shipping inside China, asked while the order waits
 *   (state 1). International shipping (the parcels' fees) is added once the goods are weighed in the
 *   China warehouse; the remainder is asked when they reach Vietnam (state 9).
 * - PaidAmount and RemainingAmount follow the state: nothing paid in 1, the deposit in 2–9, everything
 *   from 10 on (and for a complaint, which comes after delivery); a cancelled order owes nothing and a
 *   deposit it had was refunded.
 * - The wallet balance (PocketMoney) is the sum of the signed transaction amounts; each transaction
 *   records the balance after it.
 */
import type { FeeBuyer } from '../features/shared/buyerFee';
import { buyerFee } from '../features/shared/buyerFee';
import { OrderState } from '../features/shared/statuses';
import type { Transaction } from '../app/api/schemas/customer';
import type { AwaitingOrder, Order, OrderHasVietnam, OrderItem, Transport } from '../app/api/schemas/order';
import type { Books, OrderRow, TransportRow } from './fixtures/world';

export const DEPOSIT_PERCENT = 70;

/** International shipping, ₫ per kg, by destination warehouse (1 Hà Nội, 2 TP. Hồ Chí Minh). */
export const SHIPPING_PER_KG: Readonly<Record<number, number>> = { 1: 28_000, 2: 34_000 };

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The money fields a new order takes as they are (the seed world's orders and an order placed now). */
export interface OrderPricing {
  GoodsAmountCny: number;
  GoodsAmount: number;
  BuyerFee: number;
  ChinaShippingFee: number;
  DepositPercent: number;
  DepositAmount: number;
  Quantity: number;
}

/** Prices an order's goods at `rate` ₫/¥ with `chinaShippingCny` ¥ of domestic shipping. */
export function priceOrder(items: readonly Pick<OrderItem, 'Price' | 'Quantity'>[], rate: number, feeBuyer: FeeBuyer, chinaShippingCny: number): OrderPricing {
  const goodsCny = round2(items.reduce((sum, item) => sum + item.Price * item.Quantity, 0));
  const goods = Math.round(goodsCny * rate);
  const fee = buyerFee(feeBuyer, goods);
  const china = Math.round(chinaShippingCny * rate);
  return {
    GoodsAmountCny: goodsCny,
    GoodsAmount: goods,
    BuyerFee: fee,
    ChinaShippingFee: china,
    DepositPercent: DEPOSIT_PERCENT,
    DepositAmount: Math.round(((goods + fee + china) * DEPOSIT_PERCENT) / 100),
    Quantity: items.reduce((sum, item) => sum + item.Quantity, 0),
  };
}

/**
 * Prices an order again after its items changed (a quantity edit while it waits for the deposit),
 * keeping its rate and its shipping inside China.
 */
export function repriceOrder(order: OrderRow, feeBuyer: FeeBuyer): OrderRow {
  const pricing = priceOrder(order.Items, order.ExchangeRate, feeBuyer, 0);
  const base = pricing.GoodsAmount + pricing.BuyerFee + order.ChinaShippingFee;
  return {
    ...order,
    Quantity: pricing.Quantity,
    GoodsAmountCny: pricing.GoodsAmountCny,
    GoodsAmount: pricing.GoodsAmount,
    BuyerFee: pricing.BuyerFee,
    DepositAmount: Math.round((base * order.DepositPercent) / 100),
  };
}

const deposited = (state: number): boolean => state >= OrderState.Deposited && state <= OrderState.AwaitingPayment;
const settled = (state: number): boolean => state >= OrderState.Paid && state !== OrderState.Cancelled;

/**
 * Recomputes the derived money of an order from its state and its parcels: OtherFees (the parcels'
 * fees once weighed), TotalAmount, PaidAmount, RemainingAmount and the order's weight.
 */
export function settleOrder(order: OrderRow, transports: readonly TransportRow[]): OrderRow {
  const parcels = transports.filter((transport) => transport.OrderId === order.Id);
  const weighed = parcels.filter((parcel) => parcel.Weight !== null);
  const otherFees = weighed.reduce((sum, parcel) => sum + parcel.TotalFee, 0);
  const weight = weighed.length === 0 ? null : round2(weighed.reduce((sum, parcel) => sum + (parcel.Weight ?? 0), 0));
  const total = order.GoodsAmount + order.BuyerFee + order.ChinaShippingFee + otherFees;
  let paid = 0;
  if (deposited(order.State)) paid = order.DepositAmount;
  if (settled(order.State)) paid = total;
  const remaining = order.State === OrderState.Cancelled ? 0 : total - paid;
  return { ...order, OtherFees: otherFees, TotalAmount: total, PaidAmount: paid, RemainingAmount: remaining, Weight: weight };
}

/** What paying an awaiting order costs now: the deposit in state 1, the remainder in state 9. */
export function amountDue(order: OrderRow): number {
  if (order.State === OrderState.AwaitingDeposit) return order.DepositAmount;
  if (order.State === OrderState.AwaitingPayment) return order.RemainingAmount;
  return Math.max(0, order.RemainingAmount);
}

export function toOrder(order: OrderRow): Order {
  return {
    Id: order.Id,
    Code: order.Code,
    CreatedDate: order.CreatedDate,
    State: order.State,
    Source: order.Source,
    SellerName: order.SellerName,
    Image: order.Image,
    Quantity: order.Quantity,
    GoodsAmountCny: order.GoodsAmountCny,
    TotalAmount: order.TotalAmount,
    PaidAmount: order.PaidAmount,
    RemainingAmount: order.RemainingAmount,
    WarehouseId: order.WarehouseId,
    WarehouseName: order.WarehouseName,
    Note: order.Note,
  };
}

/** The detail answer: the row without the server's own bookkeeping (weight, delivery request). */
export function toOrderDetail(order: OrderRow): Omit<OrderRow, 'Weight' | 'DeliveryRequestId'> {
  // The service flags stay: the detail screen shows them, though OrderDetailSchema does not name them yet.
  const detail: Partial<OrderRow> = { ...order };
  delete detail.Weight;
  delete detail.DeliveryRequestId;
  return detail as Omit<OrderRow, 'Weight' | 'DeliveryRequestId'>;
}

export function toAwaitingOrder(order: OrderRow): AwaitingOrder {
  return { ...toOrder(order), AmountDue: amountDue(order), IsChecked: false };
}

/** States whose goods are in the Vietnam warehouse and not yet handed to a courier. */
export const IN_VIETNAM_STATES: readonly number[] = [OrderState.InVietnamWarehouse, OrderState.AwaitingPayment, OrderState.Paid];

export function toOrderHasVietnam(order: OrderRow): OrderHasVietnam {
  return {
    Id: order.Id,
    Code: order.Code,
    CreatedDate: order.CreatedDate,
    State: order.State,
    WarehouseName: order.WarehouseName,
    Weight: order.Weight ?? 0,
    AmountDue: amountDue(order),
  };
}

export function toTransport(transport: TransportRow): Transport {
  return {
    Id: transport.Id,
    TransportCode: transport.TransportCode,
    OrderId: transport.OrderId,
    OrderCode: transport.OrderCode,
    Status: transport.Status,
    CreatedDate: transport.CreatedDate,
    UpdatedDate: transport.UpdatedDate,
    Weight: transport.Weight,
    Volume: transport.Volume,
    WarehouseName: transport.WarehouseName,
  };
}

/** The wallet balance: the sum of every signed transaction amount. */
export function balanceOf(books: Pick<Books, 'transactions'>): number {
  return books.transactions.reduce((sum, transaction) => sum + transaction.Amount, 0);
}

/** Appends a transaction, stamping the balance after it. */
export function addTransaction(books: Pick<Books, 'transactions'>, transaction: Omit<Transaction, 'BalanceAfter'>): Transaction {
  const row: Transaction = { ...transaction, BalanceAfter: balanceOf(books) + transaction.Amount };
  books.transactions.push(row);
  return row;
}
