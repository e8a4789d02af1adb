import { describe, expect, it } from 'vitest';
import { line } from './line.fixture';
import {
  emptyOrderLineDraft,
  fromCreateOrderDraft,
  marketplaceLabels,
  orderDraftTotals,
  orderLineAmount,
  toOrderLineDraft,
  validateCreateOrderDraft,
} from '.';

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
