/**
 * Orders in the Vietnam warehouse and delivery requests for the stories of src/features/delivery, with
 * the mock world's warehouses and the demo customer's receiving details. Deterministic: no clock, no
 * randomness, so every run and every screenshot sees the same rows.
 */
import type { VietnamOrderData } from '../../../src/features/delivery/DeliveryCreateScreen';
import type { DeliveryRequestData } from '../../../src/features/delivery/DeliveryListScreen';
import type { Receiver } from '../../../src/features/delivery/model';
import { OrderState } from '../../../src/features/shared/statuses';
import { fixtures } from '../../../src/mocks';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The wallet of the stories, ₫: covers a few orders' remainders, not all of a long list. */
export const BALANCE = 6_500_000;

/** The demo customer, as the delivery form pre-fills the receiver from their profile. */
export const profile: Receiver = {
  ReceiverName: fixtures.DEMO_CUSTOMER.FullName,
  Phone: fixtures.DEMO_CUSTOMER.Phone,
  Address: fixtures.DEMO_CUSTOMER.Address,
};

export const office: Receiver = {
  ReceiverName: 'Lê Văn Hùng',
  Phone: '0912 345 678',
  Address: 'Tầng 3, số 18 Láng Hạ, phường Thành Công, Hà Nội',
};

export const longProfile: Receiver = {
  ReceiverName: 'Nguyễn Thị Minh Khai Hoàng Thượng Phương Thảo Ngọc Bích',
  Phone: '+84 912 345 678',
  Address:
    'Tầng 15, toà nhà Keangnam Landmark 72, lô E6 khu đô thị mới Cầu Giấy, đường Phạm Hùng, phường Mễ Trì, quận Nam Từ Liêm, thành phố Hà Nội, Việt Nam',
};

/** States an order in the Vietnam warehouse is in: arrived, awaiting the remainder, paid. */
const vietnamStates = [OrderState.AwaitingPayment, OrderState.Paid, OrderState.InVietnamWarehouse] as const;

/** The n-th order in the Vietnam warehouse: every third is paid, the others still owe their remainder. */
export function vietnamOrder(index: number, overrides: Partial<VietnamOrderData> = {}): VietnamOrderData {
  const state = vietnamStates[index % vietnamStates.length]!;
  const warehouse = fixtures.warehouses[index % fixtures.warehouses.length]!;
  return {
    Id: 1100 + index,
    Code: `DH2611-${pad(140 + index, 5)}`,
    CreatedDate: `2026-10-${pad(1 + (index % 28))}T${pad(8 + (index % 10))}:20:00+07:00`,
    State: state,
    WarehouseName: warehouse.Name,
    Weight: Math.round((0.4 + ((index * 37) % 61) / 10) * 10) / 10,
    AmountDue: state === OrderState.Paid ? 0 : 95_000 + ((index * 173_000) % 1_900_000),
    ...overrides,
  };
}

export function vietnamOrders(count: number): VietnamOrderData[] {
  return Array.from({ length: count }, (_, index) => vietnamOrder(index));
}

/** A page of delivery requests, newest first: a mix of statuses, one to four orders each. */
export function requestPage(total: number, skip: number, take: number): { Items: DeliveryRequestData[]; Total: number } {
  const count = Math.max(0, Math.min(take, total - skip));
  return {
    Items: Array.from({ length: count }, (_, offset) => deliveryRequest(skip + offset)),
    Total: total,
  };
}

export function deliveryRequest(index: number, overrides: Partial<DeliveryRequestData> = {}): DeliveryRequestData {
  const status = 1 + (index % 5);
  const receiver = index % 3 === 2 ? office : profile;
  const orders = 1 + (index % 4);
  const serial = 90 - index;
  return {
    Id: 7000 + index,
    Code: `PGH2611-${pad(serial, 4)}`,
    CreatedDate: `2026-11-${pad(28 - (index % 27))}T${pad(9 + (index % 9))}:05:00+07:00`,
    ListOrders: Array.from({ length: orders }, (_, position) => ({ OrderId: 1200 + index * 4 + position, OrderCode: `DH2611-${pad(200 + index * 4 + position, 5)}` })),
    ...receiver,
    Fee: status === 1 ? null : 30_000 + orders * 12_000,
    Status: status,
    Note: status === 1 ? 'Gọi trước khi giao' : '',
    ...overrides,
  };
}
