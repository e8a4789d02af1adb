import { describe, expect, it } from 'vitest';
import {
  OrderState,
  complaintStatuses,
  deliveryStatuses,
  depositStatuses,
  orderStates,
  statusOf,
  statusTones,
  transactionTypes,
  transportStatuses,
  withdrawalStatuses,
} from './statuses';

const catalogues = {
  orderStates,
  transportStatuses,
  complaintStatuses,
  deliveryStatuses,
  depositStatuses,
  withdrawalStatuses,
  transactionTypes,
};

describe('status catalogues', () => {
  it.each(Object.entries(catalogues))('%s has unique codes 1…n in order, NFC labels and known tones', (_name, catalogue) => {
    expect(catalogue.map((entry) => entry.code)).toEqual(catalogue.map((_entry, index) => index + 1));
    for (const entry of catalogue) {
      expect(entry.label).toBe(entry.label.normalize('NFC'));
      expect(entry.label.trim()).not.toBe('');
      expect(statusTones).toContain(entry.tone);
    }
  });

  it('keeps the order state codes the data plan fixed', () => {
    expect(statusOf(orderStates, OrderState.AwaitingDeposit).label).toBe('Chờ đặt cọc');
    expect(statusOf(orderStates, OrderState.InVietnamWarehouse).label).toBe('Về kho Việt Nam');
    expect(statusOf(orderStates, OrderState.AwaitingPayment).label).toBe('Chờ thanh toán');
    expect(statusOf(orderStates, OrderState.Cancelled).label).toBe('Đã huỷ');
    expect(Object.values(OrderState)).toEqual(orderStates.map((entry) => entry.code));
  });

  it('finds an entry by code', () => {
    expect(statusOf(transportStatuses, 7)).toEqual({ code: 7, label: 'Thất lạc', tone: 'danger' });
    expect(statusOf(deliveryStatuses, 1).label).toBe('Chờ duyệt');
    expect(statusOf(withdrawalStatuses, 2).tone).toBe('success');
  });

  it('falls back to a neutral "Không rõ (code)" for an unknown code', () => {
    expect(statusOf(orderStates, 77)).toEqual({ code: 77, label: 'Không rõ (77)', tone: 'neutral' });
    expect(statusOf(complaintStatuses, 0)).toMatchObject({ label: 'Không rõ (0)', tone: 'neutral' });
    expect(statusOf(depositStatuses, -1).label).toBe('Không rõ (-1)');
  });

  it('gives transaction types a direction', () => {
    expect(transactionTypes.filter((type) => type.sign === 1).map((type) => type.label)).toEqual(['Nạp tiền', 'Hoàn tiền']);
    expect(transactionTypes.find((type) => type.code === 8)?.sign).toBe(0);
  });
});
