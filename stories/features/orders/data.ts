/**
 * Orders for the stories of src/features/orders, built from the mock world's catalogue (products,
 * shops, warehouses) so pictures and names are the ones the demo shows. Deterministic: no clock, no
 * randomness, so every run and every screenshot sees the same rows.
 */
import type { OrderDetailData } from '../../../src/features/orders/OrderDetailScreen';
import type { OrderRowData } from '../../../src/features/orders/OrderParts';
import type { AwaitingOrderData } from '../../../src/features/orders/PayOrdersScreen';
import { buyerFee } from '../../../src/features/shared/buyerFee';
import { OrderState } from '../../../src/features/shared/statuses';
import { fixtures } from '../../../src/mocks';

export const RATE = fixtures.CURRENT_RATE;
export const warehouses = fixtures.warehouses.map((warehouse) => ({ ...warehouse }));

/** The buyer fee the screens and the mock server charge: the mock settings' tiers (SPEC §9). */
const feeOf = (goods: number): number => buyerFee(fixtures.FEE_BUYER, goods);

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A plausible order row: the n-th product of the catalogue, bought `quantity` times, in `state`. */
export function orderRow(index: number, state: number, overrides: Partial<OrderRowData> = {}): OrderRowData {
  const product = fixtures.products[index % fixtures.products.length]!;
  const quantity = 1 + ((index * 7) % 5);
  const goodsCny = Math.round(product.Price * quantity * 100) / 100;
  const goods = Math.round(goodsCny * RATE);
  const fees = feeOf(goods) + 35_000;
  const total = goods + fees;
  const paid = state === OrderState.AwaitingDeposit ? 0 : state >= OrderState.Paid && state !== OrderState.Cancelled ? total : Math.round(total * 0.7);
  const day = 1 + (index % 20);
  const warehouse = fixtures.warehouses[index % fixtures.warehouses.length]!;
  return {
    Id: 1000 + index,
    Code: `DH2611-${pad(120 + index, 5)}`,
    CreatedDate: `2026-11-${pad(day)}T${pad(8 + (index % 10))}:15:00+07:00`,
    State: state,
    Source: product.seller.Source,
    SellerName: product.seller.SellerName,
    Image: fixtures.imageUrl(product.image),
    Quantity: quantity,
    GoodsAmountCny: goodsCny,
    TotalAmount: total,
    PaidAmount: paid,
    RemainingAmount: total - paid,
    WarehouseId: warehouse.Id,
    WarehouseName: warehouse.Name,
    Note: '',
    ...overrides,
  };
}

/** Orders awaiting their deposit (70 % of the total) or their remainder, as the schemas decode them. */
export function awaitingOrders(count: number, mode: 'deposit' | 'remainder'): AwaitingOrderData[] {
  return Array.from({ length: count }, (_, index) => {
    const row = orderRow(index, mode === 'deposit' ? OrderState.AwaitingDeposit : OrderState.AwaitingPayment);
    const due = mode === 'deposit' ? Math.round(row.TotalAmount * 0.7) : row.RemainingAmount;
    return { ...row, AmountDue: due, IsChecked: false };
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

/** ¥ of shipping inside China, one of the amounts the mock's seed charges; 43.800 ₫ at the current rate. */
const CHINA_SHIPPING_CNY = 12;
/** The parcels' fees (international shipping) once the goods are weighed in the China warehouse. */
const PARCEL_FEES = 15_000;

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
  const pricing = fixtures.priceOrder(items, RATE, fixtures.FEE_BUYER, CHINA_SHIPPING_CNY);
  const weighed = state >= OrderState.InChinaWarehouse && state !== OrderState.Cancelled;
  const other = weighed ? PARCEL_FEES : 0;
  const total = pricing.GoodsAmount + pricing.BuyerFee + pricing.ChinaShippingFee + other;
  const deposit = pricing.DepositAmount;
  const paid = state === OrderState.AwaitingDeposit || state === OrderState.Cancelled ? 0 : state >= OrderState.Paid ? total : deposit;
  const history = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    .filter((code) => code <= state && state !== OrderState.Cancelled)
    .map((code, index) => ({ State: code, Date: `2026-11-${pad(2 + index)}T${pad(9 + index)}:30:00+07:00` }));
  return {
    ...orderRow(0, state, { Quantity: items.reduce((sum, item) => sum + item.Quantity, 0), Note: 'Giao giờ hành chính, gọi trước khi giao.' }),
    SellerName: fixtures.products[0].seller.SellerName,
    GoodsAmountCny: pricing.GoodsAmountCny,
    TotalAmount: total,
    PaidAmount: paid,
    RemainingAmount: state === OrderState.Cancelled ? 0 : total - paid,
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
