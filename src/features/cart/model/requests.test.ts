import { describe, expect, it } from 'vitest';
import { line } from './line.fixture';
import {
  cartAddLineErrors,
  type CreateOrderLine,
  type CreateOrderRequest,
  emptyOrderLine,
  hasOrderErrors,
  orderErrorLines,
  type OrderLineValues,
  toCreateOrderRequest,
  toOrderLine,
  validateCartField,
  validateCreateOrder,
  validateCreateOrderRequest,
  validateOrderBuyIds,
  validateOrderLine,
} from '.';

describe('cart edits', () => {
  it.each([
    [{ Field: 'Quantity', Value: 1 }, undefined],
    [{ Field: 'Quantity', Value: 9999 }, undefined],
    [{ Field: 'Quantity', Value: 0 }, 'Số lượng phải là số nguyên từ 1 đến 9999'],
    [{ Field: 'Quantity', Value: 10000 }, 'Số lượng phải là số nguyên từ 1 đến 9999'],
    [{ Field: 'Quantity', Value: 1.5 }, 'Số lượng phải là số nguyên từ 1 đến 9999'],
    [{ Field: 'Note', Value: 'Giao cẩn thận' }, undefined],
    [{ Field: 'Note', Value: 'x'.repeat(501) }, 'Ghi chú không quá 500 ký tự'],
  ] as const)('%j', (body, message) => {
    expect(validateCartField(body)).toBe(message);
  });

  it('orders only a non-empty list of cart ids', () => {
    expect(validateOrderBuyIds({ CartIds: [1, 2] })).toEqual({});
    expect(validateOrderBuyIds({ CartIds: [] })).toEqual({ CartIds: 'Bạn chưa chọn shop nào' });
    expect(validateOrderBuyIds({ CartIds: [0] })).toEqual({ CartIds: 'Bạn chưa chọn shop nào' });
    expect(validateOrderBuyIds({} as never)).toEqual({ CartIds: 'Bạn chưa chọn shop nào' });
  });
});

describe('validateOrderLine', () => {
  it('accepts a valid line, with or without image and options', () => {
    expect(validateOrderLine(line)).toEqual({});
    expect(validateOrderLine({ ...line, Image: '', Size: '', Color: '' })).toEqual({});
    const withoutImage: OrderLineValues = { ...line };
    delete withoutImage.Image;
    expect(validateOrderLine(withoutImage)).toEqual({});
  });

  it('gives every message for an empty line', () => {
    expect(validateOrderLine({ ...emptyOrderLine, Quantity: null })).toEqual({
      Link: 'Bạn chưa nhập link sản phẩm',
      Name: 'Bạn chưa nhập tên sản phẩm',
      Quantity: 'Bạn chưa nhập số lượng',
      Price: 'Bạn chưa nhập giá',
    });
  });

  it.each([
    'https://evil.com/?id=1&x=taobao.com',
    'https://item.taobao.com/item.htm',
    'javascript:alert(1)',
    'item.taobao.com/item.htm?id=1',
    'https://shopee.vn/product/1/2',
  ])('refuses the link %s', (link) => {
    expect(validateOrderLine({ ...line, Link: link })).toEqual({
      Link: 'Link sản phẩm không hợp lệ, chỉ nhận link sản phẩm Taobao, Tmall hoặc 1688',
    });
  });

  it.each([
    'https://detail.tmall.com/item.htm?id=600123',
    'https://detail.1688.com/offer/623456789012.html?spm=x',
    ' https://m.taobao.com/detail.htm?id=1 ',
  ])('accepts the link %s', (link) => {
    expect(validateOrderLine({ ...line, Link: link })).toEqual({});
  });

  it.each([
    ['Quantity', 0, 'Số lượng phải là số nguyên từ 1 đến 9999'],
    ['Quantity', 1, undefined],
    ['Quantity', 9999, undefined],
    ['Quantity', 10000, 'Số lượng phải là số nguyên từ 1 đến 9999'],
    ['Quantity', 2.5, 'Số lượng phải là số nguyên từ 1 đến 9999'],
    ['Quantity', Number.NaN, 'Bạn chưa nhập số lượng'],
    ['Price', 0, 'Giá phải lớn hơn 0'],
    ['Price', -1, 'Giá phải lớn hơn 0'],
    ['Price', 0.01, undefined],
    ['Price', 19.9, undefined],
    ['Price', 19.99, undefined],
    ['Price', 19.999, 'Giá chỉ có tối đa 2 chữ số thập phân'],
    ['Price', 1_000_000, undefined],
    ['Price', 1_000_000.01, 'Giá không quá 1.000.000 ¥'],
    ['Price', Number.NaN, 'Bạn chưa nhập giá'],
    ['Name', '  ', 'Bạn chưa nhập tên sản phẩm'],
    ['Name', 'x'.repeat(500), undefined],
    ['Name', 'x'.repeat(501), 'Tên sản phẩm không quá 500 ký tự'],
    ['Size', 'x'.repeat(101), 'Kích cỡ không quá 100 ký tự'],
    ['Size', 'M;L', 'Kích cỡ không được chứa dấu ;'],
    ['Color', 'x'.repeat(100), undefined],
    ['Color', 'x'.repeat(101), 'Màu sắc không quá 100 ký tự'],
    ['Color', 'Đỏ;Xanh', 'Màu sắc không được chứa dấu ;'],
    ['Image', 'http://img.alicdn.com/a.jpg', undefined],
    ['Image', 'javascript:alert(1)', 'Link ảnh phải bắt đầu bằng http:// hoặc https://'],
    ['Image', 'data:image/png;base64,AAAA', 'Link ảnh phải bắt đầu bằng http:// hoặc https://'],
    ['Image', 'img.alicdn.com/a.jpg', 'Link ảnh phải bắt đầu bằng http:// hoặc https://'],
    ['Note', 'x'.repeat(500), undefined],
    ['Note', 'x'.repeat(501), 'Ghi chú không quá 500 ký tự'],
  ] as const)('%s = %j', (field, value, message) => {
    expect(validateOrderLine({ ...line, [field]: value })[field]).toBe(message);
  });

  it('checks that a payload line’s ProductId and Source agree with its link', () => {
    const payload = toOrderLine(line);
    expect(validateOrderLine(payload)).toEqual({});
    expect(validateOrderLine({ ...payload, ProductId: '1' })).toEqual({ ProductId: 'Mã sản phẩm không khớp với link' });
    expect(validateOrderLine({ ...payload, Source: 'tmall' })).toEqual({ Source: 'Nguồn hàng không khớp với link' });
  });
});

describe('validateCreateOrder', () => {
  it('accepts several lines of the same shop', () => {
    expect(validateCreateOrder({ Lines: [line, { ...line, Size: 'L' }], Note: '' })).toEqual({});
  });

  it('needs at least one line and at most 50', () => {
    expect(validateCreateOrder({ Lines: [], Note: '' })).toEqual({ Lines: 'Bạn chưa thêm sản phẩm nào' });
    expect(validateCreateOrder({ Lines: Array.from({ length: 50 }, () => line), Note: '' })).toEqual({});
    expect(validateCreateOrder({ Lines: Array.from({ length: 51 }, () => line), Note: '' })).toEqual({
      Lines: 'Mỗi lần đặt tối đa 50 sản phẩm',
    });
  });

  it('reports line errors index-aligned and flattens them for an alert', () => {
    const errors = validateCreateOrder({ Lines: [line, { ...line, Name: '', Quantity: 0 }], Note: 'x'.repeat(501) });
    expect(errors).toEqual({
      Note: 'Ghi chú không quá 500 ký tự',
      LineErrors: [{}, { Name: 'Bạn chưa nhập tên sản phẩm', Quantity: 'Số lượng phải là số nguyên từ 1 đến 9999' }],
    });
    expect(hasOrderErrors(errors)).toBe(true);
    expect(orderErrorLines(errors)).toEqual([
      'Sản phẩm 2: Bạn chưa nhập tên sản phẩm',
      'Sản phẩm 2: Số lượng phải là số nguyên từ 1 đến 9999',
      'Ghi chú không quá 500 ký tự',
    ]);
    expect(hasOrderErrors({})).toBe(false);
    expect(orderErrorLines({ Lines: 'Bạn chưa thêm sản phẩm nào' })).toEqual(['Bạn chưa thêm sản phẩm nào']);
  });

  it('treats a body without Lines as empty', () => {
    expect(validateCreateOrder({ Note: '' } as never)).toEqual({ Lines: 'Bạn chưa thêm sản phẩm nào' });
  });
});

describe('toCreateOrderRequest', () => {
  it('derives product id, source and options, trims, drops an empty image', () => {
    const expected: CreateOrderLine = {
      Link: 'https://detail.1688.com/offer/623456789012.html',
      ProductId: '623456789012',
      Source: '1688',
      Name: 'Cốc sứ',
      Size: '',
      Color: 'Trắng',
      Options: ';Trắng',
      Quantity: 10,
      Price: 3.2,
      Note: 'Gói kỹ',
    };
    expect(
      toCreateOrderRequest({
        Lines: [
          {
            Link: ' https://detail.1688.com/offer/623456789012.html ',
            Name: ' Cốc sứ ',
            Size: '',
            Color: ' Trắng',
            Quantity: 10,
            Price: 3.2,
            Image: ' ',
            Note: 'Gói kỹ ',
          },
        ],
        Note: ' ',
      }),
    ).toEqual({ Lines: [expected], Note: '' });
    expect(toOrderLine(line)).toMatchObject({ Source: 'taobao', ProductId: '654321987012', Options: 'XL;Đen', Image: line.Image });
  });

  it('refuses an unvalidated line', () => {
    expect(() => toOrderLine({ ...line, Link: 'https://evil.com/?id=1' })).toThrow();
    expect(() => toOrderLine({ ...line, Quantity: null })).toThrow();
  });
});

describe('validateCreateOrderRequest', () => {
  const payload: CreateOrderLine = toOrderLine(line);
  const body = (lines: unknown[], Note: unknown = ''): CreateOrderRequest => ({ Lines: lines, Note } as unknown as CreateOrderRequest);

  it('accepts what the dialog sends', () => {
    expect(validateCreateOrderRequest(toCreateOrderRequest({ Lines: [line, { ...line, Image: '', Size: '', Color: '' }], Note: 'Giao nhanh' }))).toEqual({});
  });

  it('requires the derived fields and checks they agree', () => {
    const bare: Partial<CreateOrderLine> = { ...payload };
    delete bare.ProductId;
    delete bare.Source;
    expect(orderErrorLines(validateCreateOrderRequest(body([bare])))).toEqual([
      'Sản phẩm 1: Dữ liệu không hợp lệ',
      'Sản phẩm 1: Dữ liệu không hợp lệ',
    ]);
    expect(validateCreateOrderRequest(body([{ ...payload, ProductId: '1' }])).LineErrors).toEqual([{ ProductId: 'Mã sản phẩm không khớp với link' }]);
    expect(validateCreateOrderRequest(body([{ ...payload, Source: 'tmall' }])).LineErrors).toEqual([{ Source: 'Nguồn hàng không khớp với link' }]);
    expect(validateCreateOrderRequest(body([{ ...payload, Options: 'S;Trắng' }])).LineErrors).toEqual([
      { Options: 'Phân loại không khớp với kích cỡ và màu sắc' },
    ]);
  });

  it('refuses fields of the wrong type', () => {
    expect(validateCreateOrderRequest(body([{ ...payload, Note: 5 }])).LineErrors).toEqual([{ Note: 'Dữ liệu không hợp lệ' }]);
    expect(validateCreateOrderRequest(body([{ ...payload, Image: 5 }])).LineErrors).toEqual([
      { Image: 'Link ảnh phải bắt đầu bằng http:// hoặc https://' },
    ]);
    expect(validateCreateOrderRequest(body([payload], null))).toEqual({ Note: 'Dữ liệu không hợp lệ' });
    expect(validateCreateOrderRequest(body([{ ...payload, Quantity: '2' }])).LineErrors).toEqual([{ Quantity: 'Bạn chưa nhập số lượng' }]);
  });

  it('keeps the list rules', () => {
    expect(validateCreateOrderRequest(body([]))).toEqual({ Lines: 'Bạn chưa thêm sản phẩm nào' });
  });
});

describe('cartAddLineErrors', () => {
  const added = { Link: line.Link, Name: line.Name, Options: 'XL;Đen', Quantity: 2, Price: 89.5, ProductId: '654321987012', Source: 'taobao' as const };

  it('accepts a product as the extension sends it, a ";" inside the colour included', () => {
    expect(cartAddLineErrors(added)).toEqual({});
    expect(cartAddLineErrors({ ...added, Options: 'XL;Đỏ;Xanh', Note: null })).toEqual({});
  });

  it('keeps the rules of a product line', () => {
    expect(cartAddLineErrors({ ...added, Link: 'https://evil.com/?id=1' })).toHaveProperty('Link');
    expect(cartAddLineErrors({ ...added, ProductId: '1' })).toEqual({ ProductId: 'Mã sản phẩm không khớp với link' });
    expect(cartAddLineErrors({ ...added, Quantity: 0 })).toEqual({ Quantity: 'Số lượng phải là số nguyên từ 1 đến 9999' });
  });
});
