// One valid wire answer per answer schema, as the server would send it (JSON strings unparsed, optional
// fields sometimes left out). Used by the decoder tests as seeds for mutation; the mock backend has its
// own, richer fixtures.
import type { Struct } from 'superstruct';
import {
  CartAddPayloadSchema,
  CartPageSchema,
  ComplaintPageSchema,
  DashboardSchema,
  DeliveryRequestPageSchema,
  DepositPageSchema,
  DepositWaitingOrderListSchema,
  LoginResponseSchema,
  MessagePageSchema,
  MutationResultSchema,
  OrderDetailSchema,
  OrderHasVietnamListSchema,
  OrderPageSchema,
  PayWaitingOrderListSchema,
  SettingDefaultSchema,
  TransactionPageSchema,
  TransportDetailSchema,
  TransportPageSchema,
  UserConfigsSchema,
  UserInfoSchema,
  WarehouseListSchema,
  WebsiteInfoSchema,
  WithdrawalPageSchema,
} from './schemas';

const date = '2026-11-20T09:15:00+07:00';

export interface Sample {
  readonly schema: Struct;
  readonly sample: unknown;
}

/** Widens a schema once, so samples of every type sit in one table. */
function entry<T, S>(schema: Struct<T, S>, sample: unknown): Sample {
  return { schema: schema as unknown as Struct, sample };
}

const order = {
  Id: 123,
  Code: 'DH2611-00123',
  CreatedDate: date,
  State: 1,
  Source: 'taobao',
  SellerName: '优衣库官方旗舰店',
  Image: '/assets/down-jacket.svg',
  Quantity: 3,
  GoodsAmountCny: 458.5,
  TotalAmount: 1_750_000,
  PaidAmount: 0,
  RemainingAmount: 1_750_000,
  WarehouseId: 1,
  WarehouseName: 'Kho Hà Nội',
  Note: 'Gói kỹ giúp em',
};

const message = { Id: 7, MessageType: 'Đơn hàng', CreatedDate: date, Note: 'Đơn DH2611-00123 đã về kho Việt Nam', IsRead: false };

const transport = {
  Id: 55,
  TransportCode: 'YT7788990011',
  OrderId: 123,
  OrderCode: 'DH2611-00123',
  Status: 3,
  CreatedDate: date,
  UpdatedDate: null,
  Weight: 1.25,
  WarehouseName: 'Kho Hà Nội',
};

export const answerSamples = {
  warehouses: entry(WarehouseListSchema, [{ Id: 1, Name: 'Kho Hà Nội' }, { Id: 2, Name: 'Kho TP HCM' }]),
  websiteInfo: entry(WebsiteInfoSchema, {
    Accounts: JSON.stringify([{ BankName: 'Vietcombank', AccountNumber: '0011002233445', AccountName: 'CONG TY ABC', Branch: 'Hà Nội' }]),
    AddressHN: '12 Láng Hạ, Đống Đa, Hà Nội',
    PhoneHN: '024 3333 4444',
    AddressSG: null,
    PhoneQC: '+86 20 8888 9999',
  }),
  login: entry(LoginResponseSchema, { token: 'eyJhbGciOiJIUzI1NiJ9.demo' }),
  settingDefault: entry(SettingDefaultSchema, { Settings: { NotifySite: 'Nghỉ lễ 2/9', FeeBuyer: { '0-2000000': 3, '2000000-0': 2 } }, TotalMessage: 1, Messages: [message] }),
  userInfo: entry(UserInfoSchema, { UserName: 'khachhang01', Avatar: null, FullName: 'Nguyễn Văn An', Email: 'an@example.vn', Phone: '0912345678', Address: 'Hà Nội', WarehouseId: 1 }),
  messages: entry(MessagePageSchema, { Items: [message], Total: 1 }),
  transactions: entry(TransactionPageSchema, {
    Items: [{ Id: 9, CreatedDate: date, TransactionType: 3, OrderId: 123, OrderCode: 'DH2611-00123', Amount: -1_225_000, BalanceAfter: 775_000, Note: 'Đặt cọc đơn DH2611-00123' }],
    Total: 1,
  }),
  deposits: entry(DepositPageSchema, { Items: [{ Id: 3, Code: 'NT2611-001', CreatedDate: date, Amount: 2_000_000, Status: 2, BankName: 'Vietcombank', Note: '', ProcessedDate: date }], Total: 1 }),
  withdrawals: entry(WithdrawalPageSchema, {
    Items: [{ Id: 4, Code: 'RT2611-001', CreatedDate: date, Amount: 500_000, Status: 1, BankName: 'Techcombank', AccountNumber: '190333444555', AccountName: 'NGUYEN VAN AN', Branch: '', Note: null }],
    Total: 1,
  }),
  dashboard: entry(DashboardSchema, {
    CurrentRate: 3650,
    ExtensionLink: 'https://chrome.google.com/webstore/detail/demo',
    NumberCarts: 2,
    PocketMoney: 2_000_000,
    ShopFavorites: [{ Name: '', Link: 'https://shop1.taobao.com', ItemLinks: '["https://item.taobao.com/item.htm?id=1"]' }],
    Supporter: { Name: 'Trần Thu Hà', Phone: '0987654321', Email: 'ha@example.vn' },
  }),
  carts: entry(CartPageSchema, {
    Items: [
      {
        Id: 1,
        SellerId: 998877,
        SellerName: '优衣库官方旗舰店',
        Source: 'Tmall',
        Note: '',
        Quantity: 99,
        CartItems: [
          { Id: 11, ProductId: '6001', Name: 'Áo phao', Image: '', Link: 'https://detail.tmall.com/item.htm?id=6001', Price: 199, Options: 'L;Đen', Quantity: 2, Note: '' },
          { Id: 12, ProductId: 6002, Name: 'Khăn', Image: '', Link: 'https://detail.tmall.com/item.htm?id=6002', Price: 29.9, Options: '', Quantity: 3, Note: null },
        ],
      },
    ],
    Total: 1,
  }),
  orders: entry(OrderPageSchema, { Items: [order], Total: 1 }),
  orderDetail: entry(OrderDetailSchema, {
    ...order,
    ExchangeRate: 3650,
    GoodsAmount: 1_673_525,
    BuyerFee: 50_205,
    ChinaShippingFee: 36_500,
    OtherFees: 0,
    DepositPercent: 70,
    DepositAmount: 1_225_000,
    Items: [{ Id: 1, ProductId: '6001', Name: 'Áo phao', Image: '', Link: '', Options: 'L;Đen', Price: 199, Quantity: 2, Note: '' }],
    StateHistory: [{ State: 1, Date: date }],
    Transports: [{ Id: 55, TransportCode: 'YT7788990011' }],
  }),
  depositWaiting: entry(DepositWaitingOrderListSchema, [{ ...order, AmountDue: 1_225_000 }]),
  payWaiting: entry(PayWaitingOrderListSchema, [{ ...order, State: 9, PaidAmount: 1_225_000, RemainingAmount: 525_000, AmountDue: 525_000, IsChecked: true }]),
  transports: entry(TransportPageSchema, { Items: [transport], Total: 1 }),
  transportDetail: entry(TransportDetailSchema, {
    ...transport,
    Volume: null,
    ShippingFee: 37_500,
    OtherFees: 0,
    TotalFee: 37_500,
    Events: [{ Status: 1, Date: date, Note: '' }, { Status: 3, Date: date, Note: 'Rời kho Quảng Châu' }],
    Items: [{ Name: 'Áo phao', Image: '', Options: 'L;Đen', Quantity: 2 }],
  }),
  complaints: entry(ComplaintPageSchema, { Items: [{ Id: 2, OrderId: 123, OrderCode: 'DH2611-00123', CreatedDate: date, Status: 1, Content: 'Thiếu 1 áo', RefundAmount: null, Reply: '' }], Total: 1 }),
  orderHasVietnam: entry(OrderHasVietnamListSchema, [{ Id: 123, Code: 'DH2611-00123', CreatedDate: date, State: 8, WarehouseName: 'Kho Hà Nội', Weight: 1.25, AmountDue: 525_000 }]),
  deliveryRequests: entry(DeliveryRequestPageSchema, {
    Items: [
      {
        Id: 5,
        Code: 'GH2611-005',
        CreatedDate: date,
        ListOrders: '[{"OrderId":123,"OrderCode":"DH2611-00123"}]',
        Address: '12 Láng Hạ, Hà Nội',
        Phone: '0912345678',
        ReceiverName: 'Nguyễn Văn An',
        Fee: null,
        Status: 1,
        Note: '',
      },
    ],
  }),
  mutation: entry(MutationResultSchema, { Message: 'OK' }),
};

/** Untrusted inputs that are not server answers but go through the same decode. */
export const inputSamples = {
  userConfigs: entry(UserConfigsSchema, {
    token: 'eyJhbGciOiJIUzI1NiJ9.demo',
    CurrentRate: 3650,
    ShopFavorites: [{ Name: 'shop1', Link: 'https://shop1.taobao.com', ItemLinks: ['https://item.taobao.com/item.htm?id=1'] }],
    Settings: { NotifySite: null, FeeBuyer: { '0-0': 3 } },
  }),
  cartAddPayload: entry(CartAddPayloadSchema, [
    {
      Source: '1688',
      ProductId: '650123',
      Name: 'Vỏ ốp điện thoại',
      Image: 'https://cbu01.alicdn.com/img/1.jpg',
      Link: 'https://detail.1688.com/offer/650123.html',
      Price: 3.5,
      PriceTable: [{ MinQuantity: 1, Price: 3.5 }, { MinQuantity: 100, Price: 3 }],
      Options: 'iPhone 15;Trong suốt',
      Skus: '4411',
      SellerId: 'b2b-220',
      SellerName: '义乌小商品',
      Quantity: 10,
      Version: '2.3.1',
      Note: '',
    },
  ]),
};
