import { describe, expect, it } from 'vitest';
import {
  coversDue,
  deliveryTotals,
  formatWeight,
  isVietnamesePhone,
  normalizePhone,
  receiverChoices,
  sameReceiver,
  selectionError,
  toDeliveryRequest,
  validateDeliveryRequest,
  type DeliveryRequestCreate,
} from './model';

const request: DeliveryRequestCreate = {
  OrderIds: [101, 102],
  ReceiverName: 'Trần Thị Bình',
  Phone: '0987 654 321',
  Address: '45 Nguyễn Trãi, Thanh Xuân, Hà Nội',
  Note: '',
};

describe('isVietnamesePhone', () => {
  it.each([
    '0912345678',
    '0398765432',
    '0587654321',
    '0701234567',
    '0812345678',
    '0912.345.678',
    '091-234-5678',
    '+84912345678',
    '84912345678',
    '+84 91 234 5678',
    '02438251234',
    '(024) 3825 1234',
    '+842438251234',
  ])('%s is valid', (phone) => {
    expect(isVietnamesePhone(phone)).toBe(true);
  });

  it.each(['091234567', '09123456789', '0112345678', '0612345678', '0412345678', '912345678', '+85212345678', '0912a45678', '', '0243825123'])(
    '%s is invalid',
    (phone) => {
      expect(isVietnamesePhone(phone)).toBe(false);
    },
  );

  it('strips separators', () => {
    expect(normalizePhone(' (024) 3825-1234. ')).toBe('02438251234');
  });
});

describe('validateDeliveryRequest', () => {
  it('accepts a valid request', () => {
    expect(validateDeliveryRequest(request)).toEqual({});
  });

  it('gives every message for an empty form', () => {
    expect(validateDeliveryRequest({ OrderIds: [], ReceiverName: '', Phone: '', Address: ' ', Note: '' })).toEqual({
      OrderIds: 'Bạn chưa chọn đơn hàng nào',
      ReceiverName: 'Bạn chưa nhập tên người nhận',
      Phone: 'Số điện thoại chưa nhập',
      Address: 'Bạn chưa nhập địa chỉ nhận hàng',
    });
  });

  it.each([
    ['OrderIds', [0], 'Bạn chưa chọn đơn hàng nào'],
    ['OrderIds', [1.5], 'Bạn chưa chọn đơn hàng nào'],
    ['OrderIds', [7], undefined],
    ['ReceiverName', 'x'.repeat(100), undefined],
    ['ReceiverName', 'x'.repeat(101), 'Tên người nhận không quá 100 ký tự'],
    ['Phone', '12345', 'Số điện thoại không hợp lệ'],
    ['Address', 'x'.repeat(250), undefined],
    ['Address', 'x'.repeat(251), 'Địa chỉ không quá 250 ký tự'],
    ['Note', 'x'.repeat(500), undefined],
    ['Note', 'x'.repeat(501), 'Ghi chú không quá 500 ký tự'],
  ] as const)('%s case %#', (field, value, message) => {
    expect(validateDeliveryRequest({ ...request, [field]: value })[field]).toBe(message);
  });

  it('reads a body without OrderIds as none chosen', () => {
    expect(validateDeliveryRequest({ ...request, OrderIds: undefined } as never).OrderIds).toBe('Bạn chưa chọn đơn hàng nào');
  });

  it('builds a trimmed request with a plain phone and unique ids', () => {
    expect(toDeliveryRequest({ ...request, OrderIds: [101, 102, 101], ReceiverName: ' Bình ', Note: ' Gọi trước ' })).toEqual({
      OrderIds: [101, 102],
      ReceiverName: 'Bình',
      Phone: '0987654321',
      Address: '45 Nguyễn Trãi, Thanh Xuân, Hà Nội',
      Note: 'Gọi trước',
    });
  });
});

describe('deliveryTotals', () => {
  const orders = [
    { Id: 1, Weight: 1.2, AmountDue: 0 },
    { Id: 2, Weight: 0.15, AmountDue: 250_000 },
    { Id: 3, Weight: 2.4, AmountDue: 1_000_000 },
  ];

  it('sums the chosen orders only', () => {
    expect(deliveryTotals(orders, [1, 3])).toEqual({ count: 2, weight: 3.6, due: 1_000_000 });
    expect(deliveryTotals(orders, [])).toEqual({ count: 0, weight: 0, due: 0 });
  });

  it('rounds the weight to two decimals and ignores ids not in the list', () => {
    expect(deliveryTotals(orders, [1, 2, 99])).toEqual({ count: 2, weight: 1.35, due: 250_000 });
  });

  it('counts an unreadable or negative figure as 0', () => {
    expect(deliveryTotals([{ Id: 1, Weight: Number.NaN, AmountDue: -5 }], [1])).toEqual({ count: 1, weight: 0, due: 0 });
  });
});

describe('coversDue and selectionError', () => {
  it('nothing owed is always covered', () => {
    expect(coversDue(0, 0)).toBe(true);
    expect(coversDue(Number.NaN, 0)).toBe(true);
  });

  it('the wallet must hold what is due', () => {
    expect(coversDue(1_000_000, 1_000_000)).toBe(true);
    expect(coversDue(999_999, 1_000_000)).toBe(false);
    expect(coversDue(Number.NaN, 1)).toBe(false);
  });

  it('asks for an order first, then for money', () => {
    expect(selectionError(0, 0, 0)).toBe('Bạn chưa chọn đơn hàng nào');
    expect(selectionError(2, 100, 500)).toBe('Số dư không đủ');
    expect(selectionError(2, 500, 500)).toBeUndefined();
  });
});

describe('formatWeight', () => {
  it.each([
    [2.4, '2,4 kg'],
    [12, '12 kg'],
    [1234.567, '1.234,57 kg'],
    [0, '—'],
    [Number.NaN, '—'],
  ])('%s → %s', (kg, text) => {
    expect(formatWeight(kg)).toBe(text);
  });
});

describe('receiverChoices', () => {
  const profile = { ReceiverName: 'Nguyễn Thị Minh Anh', Phone: '0987 654 321', Address: 'Số 25 ngõ 1 Trần Quốc Hoàn, Cầu Giấy, Hà Nội' };
  const office = { ReceiverName: 'Lê Văn Hùng', Phone: '0912345678', Address: 'Tầng 3, 18 Láng Hạ, Đống Đa, Hà Nội' };

  it('offers the profile first, then earlier receivers, each once', () => {
    const choices = receiverChoices(profile, [
      { ...profile, Phone: '0987654321', Address: ' số 25 ngõ 1 Trần Quốc Hoàn,  Cầu Giấy, Hà Nội ' },
      office,
      { ...office, ReceiverName: 'lê văn hùng' },
    ]);
    expect(choices).toEqual([
      { id: 'profile', source: 'Theo hồ sơ', ...profile },
      { id: 'recent-1', source: 'Đã dùng trước đây', ...office },
    ]);
  });

  it('leaves out incomplete receivers and keeps to the limit', () => {
    const earlier = Array.from({ length: 8 }, (_, index) => ({ ...office, Address: `Số ${String(index + 1)} Láng Hạ, Hà Nội` }));
    expect(receiverChoices({ ...profile, Address: '' }, earlier, 3).map((choice) => choice.Address)).toEqual([
      'Số 1 Láng Hạ, Hà Nội',
      'Số 2 Láng Hạ, Hà Nội',
      'Số 3 Láng Hạ, Hà Nội',
    ]);
    expect(receiverChoices(null, [])).toEqual([]);
  });

  it('compares receivers without spacing, case or phone separators', () => {
    expect(sameReceiver(profile, { ReceiverName: ' nguyễn thị minh anh', Phone: '0987.654.321', Address: profile.Address })).toBe(true);
    expect(sameReceiver(profile, office)).toBe(false);
  });
});
