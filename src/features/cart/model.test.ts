import { describe, expect, it } from 'vitest';
import {
  applyCartEdits,
  cartAddLineErrors,
  cartEditsReducer,
  noCartEdits,
  type CartData,
  type CartEditAction,
  type CartItemData,
  cartQuantity,
  cartTotals,
  reuseUnchangedCarts,
  selectAllState,
  clampQuantity,
  emptyOrderLine,
  hasOrderErrors,
  orderErrorLines,
  selectionSummary,
  toCreateOrderRequest,
  toOrderLine,
  validateCartField,
  validateCreateOrder,
  validateOrderBuyIds,
  validateOrderLine,
  cnyInputText,
  emptyOrderLineDraft,
  fromCreateOrderDraft,
  marketplaceLabels,
  orderDraftTotals,
  orderLineAmount,
  parseCny,
  toOrderLineDraft,
  validateCreateOrderDraft,
  validateCreateOrderRequest,
  type CreateOrderLine,
  type CreateOrderRequest,
  type OrderLineValues,
} from './model';

const fees = { '0-2000000': 3, '2000001-0': 2 };

const line: OrderLineValues = {
  Link: 'https://item.taobao.com/item.htm?id=654321987012',
  Name: 'Áo khoác gió nam',
  Size: 'XL',
  Color: 'Đen',
  Quantity: 2,
  Price: 89.5,
  Image: 'https://img.alicdn.com/a.jpg',
  Note: '',
};

describe('clampQuantity', () => {
  it.each([
    [1, 1],
    [5, 5],
    [9999, 9999],
    [10000, 9999],
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 9999],
    [Number.NEGATIVE_INFINITY, 1],
  ])('%d → %d', (value, clamped) => {
    expect(clampQuantity(value)).toBe(clamped);
  });
});

describe('cartTotals', () => {
  it('sums goods in ¥ without float drift, converts and adds the fee', () => {
    const totals = cartTotals(
      [
        { Price: 0.1, Quantity: 1 },
        { Price: 0.2, Quantity: 1 },
      ],
      3_600,
      fees,
    );
    expect(totals.goodsCny).toBe(0.3);
    expect(totals.goodsVnd).toBe(1_080);
    expect(totals.fee).toBe(32); // 3 % of 1 080 = 32.4
    expect(totals.total).toBe(1_112);
  });

  it('uses the fee range of the cart amount', () => {
    // 600 ¥ × 3 600 = 2 160 000 ₫ → the 2 % range.
    expect(cartTotals([{ Price: 300, Quantity: 2 }], 3_600, fees)).toEqual({
      goodsCny: 600,
      goodsVnd: 2_160_000,
      fee: 43_200,
      total: 2_203_200,
    });
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals([], 3_600, fees)).toEqual({ goodsCny: 0, goodsVnd: 0, fee: 0, total: 0 });
  });

  it('charges no fee without a fee map', () => {
    expect(cartTotals([{ Price: 10, Quantity: 1 }], 3_600, undefined)).toEqual({ goodsCny: 10, goodsVnd: 36_000, fee: 0, total: 36_000 });
  });

  it('treats an unusable rate as 0 ₫ and ignores broken items', () => {
    expect(cartTotals([{ Price: 10, Quantity: 1 }], Number.NaN, fees).goodsVnd).toBe(0);
    expect(cartTotals([{ Price: 10, Quantity: 1 }], -1, fees).goodsVnd).toBe(0);
    expect(
      cartTotals(
        [
          { Price: Number.NaN, Quantity: 1 },
          { Price: 5, Quantity: -1 },
          { Price: 5, Quantity: 2 },
        ],
        1,
        {},
      ).goodsCny,
    ).toBe(10);
  });
});

describe('selectionSummary', () => {
  const carts = [
    { Id: 1, CartItems: [{ Price: 300, Quantity: 2 }] },
    { Id: 2, CartItems: [{ Price: 10, Quantity: 3 }, { Price: 0.5, Quantity: 1 }] },
    { Id: 3, CartItems: [{ Price: 1, Quantity: 1 }] },
  ];

  it('adds the selected shops, the fee computed per shop', () => {
    const summary = selectionSummary(carts, [1, 2, 99], 3_600, fees);
    // Shop 1: 2 160 000 ₫, fee 2 % = 43 200. Shop 2: 30.5 ¥ = 109 800 ₫, fee 3 % = 3 294.
    expect(summary).toEqual({
      shops: 2,
      lines: 3,
      quantity: 6,
      goodsCny: 630.5,
      goodsVnd: 2_269_800,
      fee: 46_494,
      total: 2_316_294,
    });
  });

  it('is empty when nothing is selected', () => {
    expect(selectionSummary(carts, new Set<number>(), 3_600, fees)).toEqual({
      shops: 0,
      lines: 0,
      quantity: 0,
      goodsCny: 0,
      goodsVnd: 0,
      fee: 0,
      total: 0,
    });
  });
});

describe('cartQuantity', () => {
  it('is the sum of the item quantities; a broken one counts as 0', () => {
    expect(cartQuantity([{ Quantity: 2 }, { Quantity: 5 }])).toBe(7);
    expect(cartQuantity([{ Quantity: Number.NaN }, { Quantity: -1 }, { Quantity: 3 }])).toBe(3);
    expect(cartQuantity([])).toBe(0);
  });
});

describe('selectAllState', () => {
  it('says all, some or none of the page is ticked; ids off the page do not count', () => {
    expect(selectAllState([1, 2, 3], new Set([1, 2, 3]))).toBe('all');
    expect(selectAllState([1, 2, 3], new Set([2, 99]))).toBe('some');
    expect(selectAllState([1, 2, 3], new Set([99]))).toBe('none');
    expect(selectAllState([], new Set([1]))).toBe('none');
  });
});

describe('reuseUnchangedCarts', () => {
  const item = (Id: number, Quantity = 1) => ({ Id, Name: `Sản phẩm ${Id}`, Quantity });
  const cart = (Id: number, items: ReturnType<typeof item>[], Note = '') => ({ Id, Note, CartItems: items });

  it('returns the previous list when nothing changed', () => {
    const previous = [cart(1, [item(10), item(11)]), cart(2, [item(20)])];
    const next = [cart(1, [item(10), item(11)]), cart(2, [item(20)])];
    expect(reuseUnchangedCarts(previous, next)).toBe(previous);
  });

  it('replaces only the changed item and its cart', () => {
    const previous = [cart(1, [item(10), item(11)]), cart(2, [item(20)])];
    const result = reuseUnchangedCarts(previous, [cart(1, [item(10), item(11, 4)]), cart(2, [item(20)])]);
    expect(result).not.toBe(previous);
    expect(result[1]).toBe(previous[1]);
    expect(result[0]).not.toBe(previous[0]);
    expect(result[0]!.CartItems[0]).toBe(previous[0]!.CartItems[0]);
    expect(result[0]!.CartItems[1]).toEqual(item(11, 4));
  });

  it('follows a changed cart field, a removed item, a removed cart and a new order', () => {
    const previous = [cart(1, [item(10), item(11)]), cart(2, [item(20)])];
    const noted = reuseUnchangedCarts(previous, [cart(1, [item(10), item(11)], 'Gói kỹ'), cart(2, [item(20)])]);
    expect(noted[0]!.Note).toBe('Gói kỹ');
    expect(noted[0]!.CartItems).toBe(previous[0]!.CartItems);

    const fewer = reuseUnchangedCarts(previous, [cart(1, [item(11)])]);
    expect(fewer).toHaveLength(1);
    expect(fewer[0]!.CartItems[0]).toBe(previous[0]!.CartItems[1]);

    const swapped = reuseUnchangedCarts(previous, [previous[1]!, previous[0]!]);
    expect(swapped).not.toBe(previous);
    expect(swapped[0]).toBe(previous[1]);
  });
});

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

describe('parseCny', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['89.50', 89.5],
    ['89,50', 89.5],
    ['89.5', 89.5],
    ['89,5', 89.5],
    ['129', 129],
    [' ¥ 19.99 ', 19.99],
    ['￥35', 35],
    ['1.234', 1234],
    ['1,234', 1234],
    ['1.234,5', 1234.5],
    ['1,234.56', 1234.56],
    ['1234.56', 1234.56],
    ['0,01', 0.01],
    ['1 234,50', 1234.5],
    // A price has at most 2 decimals: a mark before exactly 3 digits groups thousands.
    ['19.999', 19999],
    ['12,345,6', 12345.6],
  ] as const)('%j → %j', (text, price) => {
    expect(parseCny(text)).toBe(price);
  });

  it.each(['abc', '12,34,5', '1.2.3', '-5', '19.9999', '.5', '5.', '1e3', '89,50 tệ'])('cannot read %j', (text) => {
    expect(parseCny(text)).toBeNaN();
  });

  it('writes a known price with the Vietnamese decimal comma, and reads it back', () => {
    expect(cnyInputText(89.5)).toBe('89,5');
    expect(cnyInputText(129)).toBe('129');
    expect(cnyInputText(null)).toBe('');
    expect(cnyInputText(Number.NaN)).toBe('');
    expect(parseCny(cnyInputText(19.99))).toBe(19.99);
  });
});

describe('the order-by-link draft', () => {
  const draftLine = toOrderLineDraft(line);

  it('keeps the price as text and gives it back as a number', () => {
    expect(draftLine).toEqual({ ...line, Price: undefined, PriceText: '89,5' });
    expect(fromCreateOrderDraft({ Lines: [{ ...draftLine, PriceText: '89.50' }], Note: 'x' })).toEqual({ Lines: [line], Note: 'x' });
    expect(fromCreateOrderDraft({ Lines: [emptyOrderLineDraft], Note: '' }).Lines[0]).toMatchObject({ Price: null, Quantity: 1 });
  });

  it('validates like the form values, with its own message for an unreadable price', () => {
    expect(validateCreateOrderDraft({ Lines: [draftLine], Note: '' })).toEqual({});
    expect(validateCreateOrderDraft({ Lines: [draftLine, { ...draftLine, PriceText: '' }], Note: '' })).toEqual({
      LineErrors: [{}, { Price: 'Bạn chưa nhập giá' }],
    });
    expect(validateCreateOrderDraft({ Lines: [draftLine, { ...draftLine, PriceText: '12 tệ', Name: '' }], Note: '' })).toEqual({
      LineErrors: [{}, { Name: 'Bạn chưa nhập tên sản phẩm', Price: 'Giá không hợp lệ, hãy nhập số như 89,50' }],
    });
    expect(validateCreateOrderDraft({ Lines: [{ ...draftLine, PriceText: 'abc' }], Note: '' })).toEqual({
      LineErrors: [{ Price: 'Giá không hợp lệ, hãy nhập số như 89,50' }],
    });
  });

  it('names the marketplaces', () => {
    expect(marketplaceLabels).toEqual({ taobao: 'Taobao', tmall: 'Tmall', '1688': '1688' });
  });
});

describe('order-by-link amounts', () => {
  it('gives a line’s goods in ¥ and ₫ once price and quantity are valid', () => {
    expect(orderLineAmount({ Price: 89.5, Quantity: 2 }, 3_650)).toEqual({ goodsCny: 179, goodsVnd: 653_350 });
    expect(orderLineAmount({ Price: 0.1, Quantity: 3 }, 3_650)).toEqual({ goodsCny: 0.3, goodsVnd: 1_095 });
    expect(orderLineAmount({ Price: null, Quantity: 2 }, 3_650)).toBeNull();
    expect(orderLineAmount({ Price: Number.NaN, Quantity: 2 }, 3_650)).toBeNull();
    expect(orderLineAmount({ Price: 19.999, Quantity: 2 }, 3_650)).toBeNull();
    expect(orderLineAmount({ Price: 10, Quantity: null }, 3_650)).toBeNull();
    expect(orderLineAmount({ Price: 10, Quantity: 0 }, 3_650)).toBeNull();
  });

  it('totals the lines that can be counted', () => {
    const totals = orderDraftTotals(
      [
        { Price: 89.5, Quantity: 2 },
        { Price: null, Quantity: 1 },
        { Price: 0.2, Quantity: 1 },
      ],
      3_650,
    );
    expect(totals).toEqual({
      lines: [{ goodsCny: 179, goodsVnd: 653_350 }, null, { goodsCny: 0.2, goodsVnd: 730 }],
      counted: 2,
      goodsCny: 179.2,
      goodsVnd: 654_080,
    });
    expect(orderDraftTotals([], 3_650)).toEqual({ lines: [], counted: 0, goodsCny: 0, goodsVnd: 0 });
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

describe('the optimistic cart edits', () => {
  const item = (Id: number, Quantity = 1, Note = ''): CartItemData => ({ Id, ProductId: `p${String(Id)}`, Name: `Sản phẩm ${String(Id)}`, Image: '', Link: '', Price: 10, Options: '', Quantity, Note });
  const cart = (Id: number, items: CartItemData[], Note = ''): CartData => ({ Id, SellerId: `s${String(Id)}`, SellerName: `Shop ${String(Id)}`, Source: 'taobao', Note, CartItems: items });
  const answer = [cart(1, [item(11, 2), item(12, 1, 'cũ')], 'ghi chú shop'), cart(2, [item(21, 5)])];
  const quantity = (itemId: number) => ({ kind: 'item', itemId, field: 'Quantity' }) as const;
  const run = (...actions: CartEditAction[]) => actions.reduce(cartEditsReducer, noCartEdits);

  it('shows the server’s answer itself while nothing is edited', () => {
    expect(applyCartEdits(answer, noCartEdits)).toBe(answer);
  });

  it('shows a value being saved at once, and keeps untouched shops as they were', () => {
    const shown = applyCartEdits(answer, run({ type: 'edit', target: quantity(11), value: 7, seq: 1 }, { type: 'edit', target: { kind: 'cartNote', cartId: 1 }, value: 'mới', seq: 2 }));
    expect(shown[0]!.CartItems[0]!.Quantity).toBe(7);
    expect(shown[0]!.Note).toBe('mới');
    expect(shown[1]).toBe(answer[1]);
  });

  it('puts the server’s value back when the save fails', () => {
    const edits = run({ type: 'edit', target: { kind: 'item', itemId: 12, field: 'Note' }, value: 'mới', seq: 1 }, { type: 'failed', target: { kind: 'item', itemId: 12, field: 'Note' }, seq: 1 });
    expect(applyCartEdits(answer, edits)[0]!.CartItems[1]!.Note).toBe('cũ');
  });

  it('lets an older failing save not undo a newer one', () => {
    const edits = run(
      { type: 'edit', target: quantity(11), value: 3, seq: 1 },
      { type: 'edit', target: quantity(11), value: 4, seq: 2 },
      { type: 'failed', target: quantity(11), seq: 1 },
    );
    expect(applyCartEdits(answer, edits)[0]!.CartItems[0]!.Quantity).toBe(4);
  });

  it('keeps a saved value until the next answer, then shows the answer', () => {
    const saved = run({ type: 'edit', target: quantity(21), value: 9, seq: 1 }, { type: 'saved', target: quantity(21), seq: 1 });
    expect(applyCartEdits(answer, saved)[1]!.CartItems[0]!.Quantity).toBe(9);
    const fresh = cartEditsReducer(saved, { type: 'answer', carts: answer });
    expect(applyCartEdits(answer, fresh)).toBe(answer);
  });

  it('keeps a save still on its way across a fresh answer', () => {
    const edits = cartEditsReducer(run({ type: 'edit', target: quantity(21), value: 9, seq: 1 }), { type: 'answer', carts: answer });
    expect(applyCartEdits(answer, edits)[1]!.CartItems[0]!.Quantity).toBe(9);
  });

  it('hides deleted products and removed shops; the last product takes its shop with it', () => {
    expect(applyCartEdits(answer, run({ type: 'hide', carts: [1] })).map((shown) => shown.Id)).toEqual([2]);
    expect(applyCartEdits(answer, run({ type: 'hide', items: [12] }))[0]!.CartItems.map((shown) => shown.Id)).toEqual([11]);
    expect(applyCartEdits(answer, run({ type: 'hide', items: [21] })).map((shown) => shown.Id)).toEqual([1]);
  });

  it('keeps hiding what a late answer still holds, and forgets what the answer no longer holds', () => {
    const hidden = run({ type: 'hide', carts: [2], items: [11] });
    const late = cartEditsReducer(hidden, { type: 'answer', carts: answer });
    expect(applyCartEdits(answer, late).map((shown) => shown.Id)).toEqual([1]);
    const gone = cartEditsReducer(hidden, { type: 'answer', carts: [cart(1, [item(12)])] });
    expect([...gone.hiddenCarts, ...gone.hiddenItems]).toEqual([]);
  });

  it('returns the same state when an action changes nothing', () => {
    const edits = run({ type: 'edit', target: quantity(11), value: 3, seq: 2 });
    expect(cartEditsReducer(edits, { type: 'saved', target: quantity(11), seq: 1 })).toBe(edits);
    expect(cartEditsReducer(edits, { type: 'answer', carts: answer })).toBe(edits);
    expect(cartEditsReducer(edits, { type: 'hide' })).toBe(edits);
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
