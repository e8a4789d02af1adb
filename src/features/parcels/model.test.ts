import { describe, expect, it } from 'vitest';
import {
  amountTooHighMessage,
  checkPhotoFiles,
  itemsValue,
  refundCeiling,
  complaintReasons,
  reasonOf,
  toComplaintRequest,
  validateComplaint,
  type ComplaintValues,
} from './model';

const photo = (bytes: number, type = 'image/jpeg') => `data:${type};base64,${Buffer.alloc(bytes).toString('base64')}`;

const complaint: ComplaintValues = {
  OrderId: 42,
  OrderItemIds: [7, 8],
  ReasonType: 3,
  Description: 'Hai cốc bị vỡ khi nhận hàng.',
  AmountRequested: 150_000,
  Photos: [photo(100)],
};

describe('complaint reasons', () => {
  it('lists the Vietnamese reasons in order', () => {
    expect(complaintReasons.map((reason) => reason.label)).toEqual(['Thiếu hàng', 'Sai hàng', 'Hàng lỗi/hỏng', 'Giao chậm', 'Khác']);
    expect(reasonOf(4)?.label).toBe('Giao chậm');
    expect(reasonOf(9)).toBeUndefined();
  });
});

describe('validateComplaint', () => {
  it('accepts a valid complaint', () => {
    expect(validateComplaint(complaint, 300_000)).toEqual({});
    expect(validateComplaint({ ...complaint, AmountRequested: null, Photos: [] })).toEqual({});
  });

  it('gives every message for an empty form', () => {
    expect(
      validateComplaint({ OrderId: null, OrderItemIds: [], ReasonType: null, Description: '', AmountRequested: null, Photos: [] }),
    ).toEqual({
      OrderId: 'Bạn chưa chọn đơn hàng',
      ReasonType: 'Bạn chưa chọn lý do khiếu nại',
      Description: 'Bạn chưa nhập nội dung khiếu nại',
    });
  });

  it.each([
    [1, [], 'Bạn chưa chọn sản phẩm bị khiếu nại'],
    [2, [], 'Bạn chưa chọn sản phẩm bị khiếu nại'],
    [3, [], 'Bạn chưa chọn sản phẩm bị khiếu nại'],
    [4, [], undefined],
    [5, [], undefined],
    [5, [0], 'Bạn chưa chọn sản phẩm bị khiếu nại'],
    [1, [1], undefined],
  ])('reason %d with items %j', (reason, items, message) => {
    expect(validateComplaint({ ...complaint, ReasonType: reason, OrderItemIds: items }).OrderItemIds).toBe(message);
  });

  it('refuses an unknown reason', () => {
    expect(validateComplaint({ ...complaint, ReasonType: 6 }).ReasonType).toBe('Bạn chưa chọn lý do khiếu nại');
  });

  it.each([
    ['x'.repeat(9), 'Nội dung khiếu nại từ 10 đến 1000 ký tự'],
    [`  ${'x'.repeat(9)}  `, 'Nội dung khiếu nại từ 10 đến 1000 ký tự'],
    ['x'.repeat(10), undefined],
    ['x'.repeat(1000), undefined],
    ['x'.repeat(1001), 'Nội dung khiếu nại từ 10 đến 1000 ký tự'],
    ['   ', 'Bạn chưa nhập nội dung khiếu nại'],
  ])('description %#', (description, message) => {
    expect(validateComplaint({ ...complaint, Description: description }).Description).toBe(message);
  });

  it.each([
    [null, 300_000, undefined],
    [300_000, 300_000, undefined],
    [300_001, 300_000, 'Số tiền yêu cầu không quá giá trị sản phẩm (300.000 ₫)'],
    [0, 300_000, 'Số tiền yêu cầu phải là số nguyên lớn hơn 0'],
    [-1, 300_000, 'Số tiền yêu cầu phải là số nguyên lớn hơn 0'],
    [10.5, 300_000, 'Số tiền yêu cầu phải là số nguyên lớn hơn 0'],
    [Number.NaN, 300_000, 'Số tiền yêu cầu phải là số nguyên lớn hơn 0'],
    [999_999_999, undefined, undefined],
  ])('amount %s with item value %s', (amount, itemValue, message) => {
    expect(validateComplaint({ ...complaint, AmountRequested: amount }, itemValue).AmountRequested).toBe(message);
  });

  it.each([
    ['five photos', Array.from({ length: 5 }, () => photo(10)), undefined],
    ['six photos', Array.from({ length: 6 }, () => photo(10)), 'Chỉ được gửi tối đa 5 ảnh'],
    ['png and webp', [photo(10, 'image/png'), photo(10, 'image/webp')], undefined],
    ['a gif', [photo(10, 'image/gif')], 'Ảnh đính kèm không hợp lệ'],
    ['an http link', ['https://cdn.example.vn/a.jpg'], 'Ảnh đính kèm không hợp lệ'],
    ['not base64', ['data:image/png;base64,<script>'], 'Ảnh đính kèm không hợp lệ'],
    ['exactly 5 MB', [photo(5 * 1024 * 1024)], undefined],
    ['over 5 MB', [photo(5 * 1024 * 1024 + 1)], 'Mỗi ảnh không quá 5 MB'],
  ])('%s', (_label, photos, message) => {
    expect(validateComplaint({ ...complaint, Photos: photos }).Photos).toBe(message);
  });

  it('reads a missing photo list in a body as none', () => {
    const body = { ...complaint } as Partial<ComplaintValues>;
    delete body.Photos;
    expect(validateComplaint(body as ComplaintValues, 300_000)).toEqual({});
  });

  it('builds the request', () => {
    expect(toComplaintRequest({ ...complaint, Description: ' Thiếu 2 chiếc áo size M. ' })).toEqual({
      ...complaint,
      Description: 'Thiếu 2 chiếc áo size M.',
    });
    expect(() => toComplaintRequest({ ...complaint, ReasonType: null })).toThrow();
  });

  it('formats the ceiling in the message', () => {
    expect(amountTooHighMessage(1_250_000)).toBe('Số tiền yêu cầu không quá giá trị sản phẩm (1.250.000 ₫)');
  });
});

describe('checkPhotoFiles', () => {
  const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });

  it('accepts good files', () => {
    const files = [file('a.jpg'), file('b.png', 'image/png'), file('c.webp', 'image/webp', 5 * 1024 * 1024)];
    expect(checkPhotoFiles(files)).toEqual({ accepted: files, errors: [] });
  });

  it('names each refused file', () => {
    expect(checkPhotoFiles([file('a.gif', 'image/gif'), file('b.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1), file('c.jpg')])).toEqual({
      accepted: [file('c.jpg')],
      errors: ['Ảnh “a.gif” không đúng định dạng (chỉ nhận JPG, PNG hoặc WebP)', 'Ảnh “b.jpg” lớn hơn 5 MB'],
    });
  });

  it('keeps at most five in all, counting the ones already attached', () => {
    const files = Array.from({ length: 7 }, (_, index) => file(`${index}.jpg`));
    const result = checkPhotoFiles(files);
    expect(result.accepted).toHaveLength(5);
    expect(result.errors).toEqual(['Chỉ được gửi tối đa 5 ảnh']);
    expect(checkPhotoFiles(files.slice(0, 2), 3)).toEqual({ accepted: files.slice(0, 2), errors: [] });
    expect(checkPhotoFiles(files.slice(0, 2), 4)).toEqual({ accepted: files.slice(0, 1), errors: ['Chỉ được gửi tối đa 5 ảnh'] });
    expect(checkPhotoFiles([], 5)).toEqual({ accepted: [], errors: [] });
  });
});

describe('the parcel a complaint is about', () => {
  it('is optional, and sent only when chosen', () => {
    expect(validateComplaint({ ...complaint, TransportId: 31 }, 300_000)).toEqual({});
    expect(validateComplaint({ ...complaint, TransportId: null }, 300_000)).toEqual({});
    expect(validateComplaint({ ...complaint, TransportId: 0 }).TransportId).toBe('Kiện hàng không thuộc đơn hàng đã chọn');
    expect(toComplaintRequest({ ...complaint, TransportId: 31 }).TransportId).toBe(31);
    expect(toComplaintRequest({ ...complaint, TransportId: null })).not.toHaveProperty('TransportId');
  });
});

describe('complaint order and items', () => {
  const items = [
    { Id: 7, Price: 35.5, Quantity: 2 },
    { Id: 8, Price: 120, Quantity: 1 },
  ];

  it('values items in đồng, rounding once', () => {
    expect(itemsValue(items, 3_650)).toBe(697_150);
    expect(itemsValue([{ Price: 0.1, Quantity: 3 }], 3_333)).toBe(1_000);
    expect(itemsValue([], 3_650)).toBe(0);
  });

  it('caps a refund at the chosen items, or the whole order when none is chosen', () => {
    expect(refundCeiling(items, [8], 3_650)).toBe(438_000);
    expect(refundCeiling(items, [], 3_650)).toBe(697_150);
    expect(refundCeiling(items, [99], 3_650)).toBe(0);
  });
});
