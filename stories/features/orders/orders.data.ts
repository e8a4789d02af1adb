/**
 * Orders for the stories of src/features/orders, built from the mock world's catalogue (products,
 * shops, warehouses) so pictures and names are the ones the demo shows. Deterministic: no clock, no
 * randomness, so every run and every screenshot sees the same rows.
 */
import type { OrderDetailData } from '../../../src/features/orders/OrderDetailScreen';
import type { OrderRowData } from '../../../src/features/orders/OrderParts';
import type { AwaitingOrderData } from '../../../src/features/orders/PayOrdersScreen';
import { OrderState } from '../../../src/features/shared/statuses';
import { fixtures } from '../../../src/mocks';

export const RATE = fixtures.CURRENT_RATE;
export const warehouses = fixtures.warehouses.map((warehouse) => ({ ...warehouse }));

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** ¥ of shipping inside China, the amounts the mock's seed picks from; one per row, in turn. */
const CHINA_SHIPPING_CNY = [0, 6, 8, 10, 12, 15] as const;
/** The parcels' fees (international shipping) once the goods are weighed in the China warehouse. */
const PARCEL_FEES = 15_000;

/**
 * What an order in `state` has paid and still owes, by the mock server's rule (src/mocks/rules.ts
 * settleOrder): nothing paid while it waits for the deposit, the deposit until the remainder is paid,
 * everything from then on; a cancelled order owes nothing, its deposit refunded.
 */
function settle(state: number, total: number, deposit: number): { PaidAmount: number; RemainingAmount: number } {
  if (state === OrderState.Cancelled) return { PaidAmount: 0, RemainingAmount: 0 };
  const paid = state === OrderState.AwaitingDeposit ? 0 : state >= OrderState.Paid ? total : deposit;
  return { PaidAmount: paid, RemainingAmount: total - paid };
}

/** An order row and the deposit it asks (70 % of goods, buyer fee and shipping inside China). */
function pricedRow(index: number, state: number, overrides: Partial<OrderRowData>): { row: OrderRowData; deposit: number } {
  const product = fixtures.products[index % fixtures.products.length]!;
  const quantity = 1 + ((index * 7) % 5);
  const pricing = fixtures.priceOrder([{ Price: product.Price, Quantity: quantity }], RATE, fixtures.FEE_BUYER, CHINA_SHIPPING_CNY[index % CHINA_SHIPPING_CNY.length]!);
  const weighed = state >= OrderState.InChinaWarehouse && state !== OrderState.Cancelled;
  const total = pricing.GoodsAmount + pricing.BuyerFee + pricing.ChinaShippingFee + (weighed ? PARCEL_FEES : 0);
  const day = 1 + (index % 20);
  const warehouse = fixtures.warehouses[index % fixtures.warehouses.length]!;
  const row: OrderRowData = {
    Id: 1000 + index,
    Code: `DH2611-${pad(120 + index, 5)}`,
    CreatedDate: `2026-11-${pad(day)}T${pad(8 + (index % 10))}:15:00+07:00`,
    State: state,
    Source: product.seller.Source,
    SellerName: product.seller.SellerName,
    Image: fixtures.imageUrl(product.image),
    Quantity: pricing.Quantity,
    GoodsAmountCny: pricing.GoodsAmountCny,
    TotalAmount: total,
    ...settle(state, total, pricing.DepositAmount),
    WarehouseId: warehouse.Id,
    WarehouseName: warehouse.Name,
    Note: '',
    ...overrides,
  };
  return { row, deposit: pricing.DepositAmount };
}

/** A plausible order row: the n-th product of the catalogue, bought a few times, in `state`, priced as the mock does. */
export function orderRow(index: number, state: number, overrides: Partial<OrderRowData> = {}): OrderRowData {
  return pricedRow(index, state, overrides).row;
}

/** Orders awaiting their deposit (the mock's deposit rule) or their remainder, as the schemas decode them. */
export function awaitingOrders(count: number, mode: 'deposit' | 'remainder'): AwaitingOrderData[] {
  return Array.from({ length: count }, (_, index) => {
    const { row, deposit } = pricedRow(index, mode === 'deposit' ? OrderState.AwaitingDeposit : OrderState.AwaitingPayment, {});
    return { ...row, AmountDue: mode === 'deposit' ? deposit : row.RemainingAmount, IsChecked: false };
  });
}

/** A page of the order list: a mix of states. */
export function orderPage(total: number, skip: number, take: number): { Items: OrderRowData[]; Total: number } {
  const states = [1, 2, 3, 5, 6, 8, 9, 10, 12, 13, 14];
  const count = Math.max(0, Math.min(take, total - skip));
  return {
    Items: Array.from({ length: count }, (_, offset) => orderRow(skip + offset, states[(skip + offset) % states.length]!)),
    Total: total,
  };
}

/** The detail's ¥ of shipping inside China: 43.800 ₫ at the current rate. */
const DETAIL_CHINA_SHIPPING_CNY = 12;

/** An order page with its items, money and history (getorderdetails). */
export function orderDetail(state: number = OrderState.AwaitingDeposit): OrderDetailData {
  const items = [0, 1, 2].map((offset, position) => {
    const product = fixtures.products[offset]!;
    const quantity = position + 1;
    return {
      Id: 5000 + position,
      ProductId: product.ProductId,
      Name: product.Name,
      Image: fixtures.imageUrl(product.image),
      Link: fixtures.productLink(product),
      Options: fixtures.optionsOf(product.sizes[0], product.colours[0]),
      Price: product.Price,
      Quantity: quantity,
      Note: position === 0 ? 'Lấy đúng màu như ảnh' : '',
    };
  });
  // Priced by the mock server's rule (src/mocks/rules.ts): the deposit is 70 % of goods, buyer fee and
  // shipping inside China; the parcels' fees come later, once weighed, and only the remainder pays them.
  const pricing = fixtures.priceOrder(items, RATE, fixtures.FEE_BUYER, DETAIL_CHINA_SHIPPING_CNY);
  const weighed = state >= OrderState.InChinaWarehouse && state !== OrderState.Cancelled;
  const other = weighed ? PARCEL_FEES : 0;
  const total = pricing.GoodsAmount + pricing.BuyerFee + pricing.ChinaShippingFee + other;
  const deposit = pricing.DepositAmount;
  const history = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    .filter((code) => code <= state && state !== OrderState.Cancelled)
    .map((code, index) => ({ State: code, Date: `2026-11-${pad(2 + index)}T${pad(9 + index)}:30:00+07:00` }));
  return {
    ...orderRow(0, state, { Quantity: items.reduce((sum, item) => sum + item.Quantity, 0), Note: 'Giao giờ hành chính, gọi trước khi giao.' }),
    SellerName: fixtures.products[0].seller.SellerName,
    GoodsAmountCny: pricing.GoodsAmountCny,
    TotalAmount: total,
    ...settle(state, total, deposit),
    ExchangeRate: RATE,
    GoodsAmount: pricing.GoodsAmount,
    BuyerFee: pricing.BuyerFee,
    ChinaShippingFee: pricing.ChinaShippingFee,
    OtherFees: other,
    DepositPercent: fixtures.DEPOSIT_PERCENT,
    DepositAmount: deposit,
    Items: items,
    StateHistory: history.length > 0 ? history : [{ State: OrderState.AwaitingDeposit, Date: '2026-11-02T09:30:00+07:00' }],
    Transports:
      state >= OrderState.ShopShipped && state !== OrderState.Cancelled
        ? [
            { Id: 801, TransportCode: 'YT7512345678901' },
            { Id: 802, TransportCode: 'SF1402233445566' },
          ]
        : [],
  };
}
