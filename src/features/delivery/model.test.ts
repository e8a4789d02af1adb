import { describe, expect, it } from 'vitest';
import { isVietnamesePhone, normalizePhone, toDeliveryRequest, validateDeliveryRequest, type DeliveryRequestCreate } from './model';

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
