import { describe, expect, it } from 'vitest';
import { ContractError, decode } from './decode';
import { answerSamples, inputSamples } from './schemas.samples';
import {
  CartAddItemSchema,
  CartPageSchema,
  CartSchema,
  DashboardSchema,
  DeliveryRequestPageSchema,
  DepositWaitingOrderListSchema,
  LoginResponseSchema,
  MessagePageSchema,
  MessageSchema,
  OrderPageSchema,
  PayWaitingOrderListSchema,
  SettingDefaultSchema,
  SettingsSchema,
  ShopFavoriteSchema,
  UserConfigsSchema,
  WebsiteInfoSchema,
} from './schemas';

function contractErrorOf(run: () => unknown): ContractError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContractError) return error;
    throw error;
  }
  throw new Error('expected a ContractError, but the value decoded');
}

const favourite = { Name: 'Shop áo', Link: 'https://shop1.taobao.com', ItemLinks: '["https://a.vn/1","https://a.vn/2"]' };

describe('every sample answer decodes', () => {
  it.each(Object.entries({ ...answerSamples, ...inputSamples }))('%s', (_name, { schema, sample }) => {
    expect(() => decode(schema, sample)).not.toThrow();
  });
});

describe('ShopFavorite', () => {
  it('parses the ItemLinks JSON string into a list', () => {
    expect(decode(ShopFavoriteSchema, favourite).ItemLinks).toEqual(['https://a.vn/1', 'https://a.vn/2']);
  });

  it('accepts ItemLinks that is already a list, and an empty or missing one as []', () => {
    expect(decode(ShopFavoriteSchema, { ...favourite, ItemLinks: ['https://a.vn/1'] }).ItemLinks).toEqual(['https://a.vn/1']);
    expect(decode(ShopFavoriteSchema, { ...favourite, ItemLinks: '' }).ItemLinks).toEqual([]);
    expect(decode(ShopFavoriteSchema, { ...favourite, ItemLinks: null }).ItemLinks).toEqual([]);
    expect(decode(ShopFavoriteSchema, { Name: 'x', Link: 'y' }).ItemLinks).toEqual([]);
  });

  it('reports bad JSON in ItemLinks as a ContractError at that field', () => {
    const dashboard = { ...(answerSamples.dashboard.sample as Record<string, unknown>), ShopFavorites: [favourite, { ...favourite, ItemLinks: '["https://a.vn/1",' }] };
    const error = contractErrorOf(() => decode(DashboardSchema, dashboard));
    expect(error.path).toBe('ShopFavorites.1.ItemLinks');
    expect(error.field).toBe('ItemLinks');
    expect(error.message).toContain('does not parse');
    expect(error.userMessage).toBe('Máy chủ trả về dữ liệu không đúng định dạng.');
  });

  it('reports JSON that is not a list of strings at the element', () => {
    expect(contractErrorOf(() => decode(ShopFavoriteSchema, { ...favourite, ItemLinks: '["ok", 5]' })).path).toBe('ItemLinks.1');
  });

  it('defaults a missing, null or blank Name to the Link', () => {
    const { Link } = favourite;
    expect(decode(ShopFavoriteSchema, { Link, ItemLinks: '[]' }).Name).toBe(Link);
    expect(decode(ShopFavoriteSchema, { Name: null, Link, ItemLinks: '[]' }).Name).toBe(Link);
    expect(decode(ShopFavoriteSchema, { Name: '  ', Link, ItemLinks: '[]' }).Name).toBe(Link);
    expect(decode(ShopFavoriteSchema, favourite).Name).toBe('Shop áo');
  });
});

describe('Cart', () => {
  it('computes Quantity as the sum of the item quantities, ignoring the sent value', () => {
    const page = decode(CartPageSchema, answerSamples.carts.sample);
    expect(page.Items[0]?.Quantity).toBe(5);
    expect(page.Items[0]?.Source).toBe('tmall');
    expect(page.Items[0]?.SellerId).toBe('998877');
    expect(page.Items[0]?.CartItems[1]?.Note).toBe('');
  });

  it('gives an empty cart a Quantity of 0', () => {
    expect(decode(CartSchema, { Id: 1, SellerId: '1', Source: 'taobao', Quantity: 4 }).Quantity).toBe(0);
  });

  it('reports a bad item quantity at the item, not at the cart', () => {
    const cart = { Id: 1, SellerId: '1', Source: 'taobao', CartItems: [{ Id: 2, ProductId: '3', Name: 'x', Price: 1, Quantity: 'hai' }] };
    expect(contractErrorOf(() => decode(CartSchema, cart)).path).toBe('CartItems.0.Quantity');
  });

  it('rejects an unknown marketplace', () => {
    expect(contractErrorOf(() => decode(CartSchema, { Id: 1, SellerId: '1', Source: 'amazon' })).path).toBe('Source');
  });
});

describe('awaiting orders', () => {
  it('start with IsChecked false, whatever the server sends', () => {
    const deposits = decode(DepositWaitingOrderListSchema, answerSamples.depositWaiting.sample);
    const pays = decode(PayWaitingOrderListSchema, answerSamples.payWaiting.sample);
    expect(deposits.map((order) => order.IsChecked)).toEqual([false]);
    expect(pays.map((order) => order.IsChecked)).toEqual([false]);
    expect(pays[0]?.AmountDue).toBe(525_000);
  });
});

describe('DeliveryRequest', () => {
  it('parses ListOrders and fills a missing Total from Items', () => {
    const page = decode(DeliveryRequestPageSchema, answerSamples.deliveryRequests.sample);
    expect(page.Items[0]?.ListOrders).toEqual([{ OrderId: 123, OrderCode: 'DH2611-00123' }]);
    expect(page.Total).toBe(1);
  });

  it('reports bad JSON in ListOrders at that field', () => {
    const raw = structuredClone(answerSamples.deliveryRequests.sample) as { Items: Record<string, unknown>[] };
    raw.Items[0] = { ...raw.Items[0], ListOrders: '{oops' };
    expect(contractErrorOf(() => decode(DeliveryRequestPageSchema, raw)).path).toBe('Items.0.ListOrders');
  });
});

describe('WebsiteInfo', () => {
  it('parses Accounts and turns missing addresses into null', () => {
    const info = decode(WebsiteInfoSchema, answerSamples.websiteInfo.sample);
    expect(info.Accounts[0]?.BankName).toBe('Vietcombank');
    expect(info.AddressSG).toBeNull();
    expect(info.PhoneSG).toBeNull();
    expect(info.PhoneQC).toBe('+86 20 8888 9999');
  });

  it('treats a missing Accounts as no accounts', () => {
    expect(decode(WebsiteInfoSchema, {}).Accounts).toEqual([]);
  });
});

describe('other answers', () => {
  it('names the bad field with its full path', () => {
    const raw = structuredClone(answerSamples.orders.sample) as { Items: Record<string, unknown>[] };
    raw.Items.push({ ...raw.Items[0], TotalAmount: '1.750.000' });
    const error = contractErrorOf(() => decode(OrderPageSchema, raw, 'GET /api/order/orders'));
    expect(error.path).toBe('Items.1.TotalAmount');
    expect(error.field).toBe('TotalAmount');
    expect(error.message).toContain('GET /api/order/orders');
  });

  it('accepts the login token as an object or as a bare string', () => {
    expect(decode(LoginResponseSchema, { token: 'abc' })).toEqual({ token: 'abc' });
    expect(decode(LoginResponseSchema, 'abc')).toEqual({ token: 'abc' });
    expect(contractErrorOf(() => decode(LoginResponseSchema, { token: '' })).path).toBe('token');
  });

  it('reads FeeBuyer ranges, a missing one as {}, and rejects a percentage that is not a number', () => {
    expect(decode(SettingsSchema, { NotifySite: null, FeeBuyer: null })).toEqual({ NotifySite: null, FeeBuyer: {} });
    expect(decode(SettingsSchema, { FeeBuyer: { '0-0': 3 } }).FeeBuyer).toEqual({ '0-0': 3 });
    expect(contractErrorOf(() => decode(SettingsSchema, { FeeBuyer: { '0-100': '3%' } })).path).toBe('FeeBuyer.0-100');
  });

  it('rejects a message date that is not a date', () => {
    expect(contractErrorOf(() => decode(MessageSchema, { Id: 1, MessageType: 2, CreatedDate: 'hôm qua' })).path).toBe('CreatedDate');
    expect(decode(MessageSchema, { Id: 1, MessageType: 2, CreatedDate: '2026-11-20T09:15:00' })).toMatchObject({ MessageType: '2', Note: '', IsRead: false });
  });

  it('decodes header messages without Id (not in SPEC §3), so such a server cannot break login', () => {
    const message = { MessageType: 'Hệ thống', CreatedDate: '2026-11-20T09:15:00', Note: 'Đơn đã về kho' };
    expect(decode(MessageSchema, message)).toMatchObject({ Id: null, Note: 'Đơn đã về kho' });
    const configs = decode(UserConfigsSchema, { ...(inputSamples.userConfigs.sample as object), Messages: [message, message] });
    expect(configs.Messages).toHaveLength(2);
    const settings = decode(SettingDefaultSchema, { Settings: {}, TotalMessage: 1, Messages: [message] });
    expect(settings.Messages[0]?.Id).toBeNull();
    // The message list marks messages read by Id: there it stays required.
    expect(contractErrorOf(() => decode(MessagePageSchema, { Items: [message], Total: 1 })).path).toBe('Items.0.Id');
  });

  it('keeps unknown extra fields of an answer out of the way', () => {
    expect(() => decode(OrderPageSchema, { ...(answerSamples.orders.sample as object), Extra: true })).not.toThrow();
  });
});

describe('stored user configs', () => {
  it('does not parse ShopFavorites again', () => {
    const configs = decode(UserConfigsSchema, inputSamples.userConfigs.sample);
    expect(configs.ShopFavorites?.[0]?.ItemLinks).toEqual(['https://item.taobao.com/item.htm?id=1']);
    expect(contractErrorOf(() => decode(UserConfigsSchema, { token: 't', ShopFavorites: [{ Name: 'a', Link: 'b', ItemLinks: '[]' }] })).path).toBe(
      'ShopFavorites.0.ItemLinks',
    );
  });

  it('needs a token', () => {
    expect(contractErrorOf(() => decode(UserConfigsSchema, { CurrentRate: 1 })).path).toBe('token');
  });
});

describe('cart add payload', () => {
  const item = (inputSamples.cartAddPayload.sample as Record<string, unknown>[])[0];

  it('rejects an unknown field and a zero quantity', () => {
    expect(contractErrorOf(() => decode(CartAddItemSchema, { ...item, Hack: 1 })).path).toBe('Hack');
    expect(contractErrorOf(() => decode(CartAddItemSchema, { ...item, Quantity: 0 })).path).toBe('Quantity');
  });

  it('turns numeric ids and versions into text', () => {
    expect(decode(CartAddItemSchema, { ...item, ProductId: 650123, SellerId: 220, Version: 3 })).toMatchObject({ ProductId: '650123', SellerId: '220', Version: '3' });
  });
});

describe('hostile JSON', () => {
  it('reports an object whose toString is not a function as a ContractError at that object', () => {
    const raw = { Items: [{ ...(answerSamples.complaints.sample as { Items: object[] }).Items[0], Content: { toString: false } }], Total: 1 };
    const error = contractErrorOf(() => decode(answerSamples.complaints.schema, raw));
    expect(error.path).toBe('Items.0.Content');
    expect(contractErrorOf(() => decode(answerSamples.depositWaiting.schema, { toString: false })).path).toBe('');
    expect(contractErrorOf(() => decode(answerSamples.depositWaiting.schema, [{ toString: false }])).path).toBe('0.Id');
  });
});

describe('JSON inside a JSON string (issue 12 §5)', () => {
  it('a JSON-string field nested 100,000 deep is a ContractError, never a RangeError', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const error = contractErrorOf(() => decode(WebsiteInfoSchema, { Accounts: deep }));
    expect(error.message).toContain('too deeply nested');
  });

  it('an answer nested 100,000 deep where a list of objects belongs is a ContractError, never a RangeError', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    const error = contractErrorOf(() => decode(answerSamples.complaints.schema, { Items: deep, Total: 1 }));
    expect(error.message).toContain('too deeply nested');
  });

  it('a JSON string inside the JSON string (encoded twice) is a ContractError, not a second parse', () => {
    const accounts = [{ BankName: 'Vietcombank', AccountNumber: '0011004123456', AccountName: 'CONG TY' }];
    const twice = JSON.stringify(JSON.stringify(accounts));
    expect(contractErrorOf(() => decode(WebsiteInfoSchema, { Accounts: twice })).path).toBe('Accounts');
    // Once is what the server sends; it decodes.
    expect(decode(WebsiteInfoSchema, { Accounts: JSON.stringify(accounts) }).Accounts).toHaveLength(1);
  });

  it('a JSON string encoded 12 times over is a ContractError', () => {
    let nested = '[]';
    for (let depth = 0; depth < 12; depth += 1) nested = JSON.stringify(nested);
    expect(contractErrorOf(() => decode(WebsiteInfoSchema, { Accounts: nested })).path).toBe('Accounts');
  });
});

describe('ContractError', () => {
  it('keeps the first failure only, even when a later field could not be printed', () => {
    const error = contractErrorOf(() => decode(answerSamples.warehouses.schema, [{ Id: [], Name: { toString: [] } }]));
    expect(error.path).toBe('0.Id');
    expect(error.message).toBe('contract mismatch at 0.Id: Expected an integer, but received: ');
  });
});
