import { describe, expect, it } from 'vitest';
import { OrderState } from '../features/shared/statuses';
import { DEMO_PASSWORD, DEMO_USERNAME } from './db';
import { extensionProduct } from './fixtures';
import { mockEndpoints } from './endpoints';
import { setupMockServer } from './node';
import { balanceOf } from './rules';
import { call } from './testing';
import { toVnDay } from './time';

interface Page<T> {
  Items: T[];
  Total: number;
}

interface OrderRowLike {
  Id: number;
  Code: string;
  State: number;
  CreatedDate: string;
  WarehouseId: number | null;
}

const mock = setupMockServer();

describe('sessions', () => {
  it('issues a token at login that the other endpoints accept', async () => {
    const login = await call<{ token: string }>(mock, 'POST', '/api/account/login', {
      token: null,
      body: { UserName: DEMO_USERNAME, Password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.token).toMatch(/^[0-9a-f]{64}$/);
    const info = await call<{ UserName: string }>(mock, 'GET', '/api/customer/userinfo', { token: login.body.token });
    expect(info.status).toBe(200);
    expect(info.body.UserName).toBe('demo');
  });

  it('refuses a wrong password with the Vietnamese line, and an invalid form with the form’s own lines', async () => {
    const wrong = await call(mock, 'POST', '/api/account/login', { token: null, body: { UserName: 'demo', Password: 'sai-mat-khau' } });
    expect(wrong).toEqual({ status: 400, body: ['Tên đăng nhập hoặc mật khẩu không đúng'] });
    const empty = await call(mock, 'POST', '/api/account/login', { token: null, body: { UserName: '', Password: '' } });
    expect(empty).toEqual({ status: 400, body: ['Tên đăng nhập chưa nhập', 'Mật khẩu chưa nhập'] });
  });

  it('answers 401 to every customer endpoint without a token or with an unknown one', async () => {
    const authed = mockEndpoints.filter((endpoint) => !endpoint.path.startsWith('/api/account/'));
    expect(authed).toHaveLength(37);
    for (const endpoint of authed) {
      const path = endpoint.path.replace(':id', '1').replace(':field', 'Note');
      const missing = await call(mock, endpoint.method, path, { token: null, body: {} });
      expect(missing.status, `${endpoint.name} without a token`).toBe(401);
      const unknown = await call(mock, endpoint.method, path, { token: 'not-a-session', body: {} });
      expect(unknown.status, `${endpoint.name} with an unknown token`).toBe(401);
    }
  });

  it('forgets a token at logout', async () => {
    const login = await call<{ token: string }>(mock, 'POST', '/api/account/login', { token: null, body: { UserName: 'demo', Password: 'demo123' } });
    expect((await call(mock, 'POST', '/api/customer/logout', { token: login.body.token })).status).toBe(200);
    expect((await call(mock, 'GET', '/api/customer/userinfo', { token: login.body.token })).status).toBe(401);
  });

  it('registers a customer once, who can then log in; a taken user name is refused', async () => {
    const payload = { Username: 'lan.nguyen', Email: 'lan@example.vn', Password: 'matkhau1', ConfirmPassword: 'matkhau1', Phone: '0912345678', WarehouseId: 2 };
    expect((await call(mock, 'POST', '/api/account/register', { token: null, body: payload })).status).toBe(200);
    const again = await call(mock, 'POST', '/api/account/register', { token: null, body: { ...payload, Email: 'khac@example.vn' } });
    expect(again).toEqual({ status: 400, body: ['Tên đăng nhập đã tồn tại'] });
    const login = await call<{ token: string }>(mock, 'POST', '/api/account/login', { token: null, body: { UserName: 'lan.nguyen', Password: 'matkhau1' } });
    const carts = await call<Page<unknown>>(mock, 'GET', '/api/order/getcarts', { token: login.body.token });
    expect(carts.body).toEqual({ Items: [], Total: 0 });
  });

  it('changes the password only when the current one matches', async () => {
    const wrong = await call(mock, 'POST', '/api/customer/changepassword', { body: { OldPassword: 'khongdung', NewPassword: 'moi123456', ConfirmPassword: 'moi123456' } });
    expect(wrong).toEqual({ status: 400, body: ['Mật khẩu hiện tại không đúng'] });
    const right = await call(mock, 'POST', '/api/customer/changepassword', { body: { OldPassword: 'demo123', NewPassword: 'moi123456', ConfirmPassword: 'moi123456' } });
    expect(right.status).toBe(200);
    expect(mock.db.demo.user.Password).toBe('moi123456');
  });
});

describe('lists', () => {
  it('pages orders with skip and take; Total counts every match', async () => {
    const all = mock.db.demo.orders.length;
    const first = await call<Page<OrderRowLike>>(mock, 'GET', '/api/order/orders', { query: { skip: 0, take: 10 } });
    const second = await call<Page<OrderRowLike>>(mock, 'GET', '/api/order/orders', { query: { skip: 10, take: 10 } });
    expect(first.body.Total).toBe(all);
    expect(first.body.Items).toHaveLength(10);
    expect(second.body.Items).toHaveLength(10);
    expect(new Set([...first.body.Items, ...second.body.Items].map((order) => order.Id)).size).toBe(20);
    // Newest first.
    const dates = first.body.Items.map((order) => Date.parse(order.CreatedDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('filters orders by state, warehouse and part of the code', async () => {
    const waiting = await call<Page<OrderRowLike>>(mock, 'GET', '/api/order/orders', { query: { state: OrderState.AwaitingDeposit, skip: 0, take: 50 } });
    expect(waiting.body.Total).toBe(6);
    expect(waiting.body.Items.every((order) => order.State === OrderState.AwaitingDeposit)).toBe(true);

    const hcm = await call<Page<OrderRowLike>>(mock, 'GET', '/api/order/orders', { query: { wareHouse: 2, take: 100 } });
    expect(hcm.body.Total).toBe(mock.db.demo.orders.filter((order) => order.WarehouseId === 2).length);
    expect(hcm.body.Items.every((order) => order.WarehouseId === 2)).toBe(true);

    const target = mock.db.demo.orders[5]!;
    const serial = target.Code.slice(-5);
    const byCode = await call<Page<OrderRowLike>>(mock, 'GET', '/api/order/orders', { query: { orderCode: serial.toLowerCase() } });
    expect(byCode.body.Items.map((order) => order.Code)).toEqual([target.Code]);
  });

  it('filters by a dd/MM/yyyy date range, both days included, in Vietnam time', async () => {
    const orders = mock.db.demo.orders;
    const day = toVnDay(orders[20]!.CreatedDate);
    const range = await call<Page<OrderRowLike>>(mock, 'GET', '/api/order/orders', { query: { from: day, end: day, take: 100 } });
    const expected = orders.filter((order) => toVnDay(order.CreatedDate) === day);
    expect(range.body.Total).toBe(expected.length);
    expect(range.body.Items.every((order) => toVnDay(order.CreatedDate) === day)).toBe(true);

    const from = await call<Page<OrderRowLike>>(mock, 'GET', '/api/order/orders', { query: { from: '01/11/2026', take: 200 } });
    expect(from.body.Total).toBe(orders.filter((order) => order.CreatedDate >= '2026-11-01').length);

    const bad = await call(mock, 'GET', '/api/order/orders', { query: { from: '2026-11-01' } });
    expect(bad.status).toBe(400);
  });

  it('filters transactions by type and order code, and parcels by tracking code and status', async () => {
    const deposits = await call<Page<{ TransactionType: number }>>(mock, 'GET', '/api/customer/transactions', { query: { transactionType: 3, take: 200 } });
    expect(deposits.body.Total).toBeGreaterThan(40);
    expect(deposits.body.Items.every((row) => row.TransactionType === 3)).toBe(true);

    const order = mock.db.demo.orders.find((row) => row.State === OrderState.Delivered)!;
    const forOrder = await call<Page<{ OrderCode: string }>>(mock, 'GET', '/api/customer/transactions', { query: { orderCode: order.Code } });
    expect(forOrder.body.Items.map((row) => row.OrderCode)).toEqual([order.Code, order.Code]);

    const parcel = mock.db.demo.transports[3]!;
    const byTracking = await call<Page<{ TransportCode: string }>>(mock, 'GET', '/api/order/transports', { query: { transportCode: parcel.TransportCode.slice(0, 8) } });
    expect(byTracking.body.Items.map((row) => row.TransportCode)).toContain(parcel.TransportCode);
    const lost = await call<Page<{ Status: number }>>(mock, 'GET', '/api/order/transports', { query: { status: 7 } });
    expect(lost.body.Total).toBe(1);
  });
});

describe('money', () => {
  it('debits exactly the deposits, moves the orders to state 2 and writes one transaction each', async () => {
    const before = balanceOf(mock.db.demo);
    const waiting = await call<{ Id: number; AmountDue: number; IsChecked: boolean }[]>(mock, 'GET', '/api/order/getOrderdeposits');
    expect(waiting.body).toHaveLength(6);
    expect(waiting.body.every((order) => !order.IsChecked)).toBe(true);
    const chosen = waiting.body.slice(0, 2);
    const due = chosen.reduce((sum, order) => sum + order.AmountDue, 0);

    const paid = await call<{ PocketMoney: number; Orders: OrderRowLike[] }>(mock, 'POST', '/api/order/updateorderdeposit', {
      body: { OrderIds: chosen.map((order) => order.Id) },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.PocketMoney).toBe(before - due);
    expect(paid.body.Orders.every((order) => order.State === OrderState.Deposited)).toBe(true);
    expect(mock.db.requestCount('updateorderdeposit')).toBe(1);
    expect(mock.db.requestCount('updateOrderDeposit')).toBe(1);

    const dashboard = await call<{ PocketMoney: number }>(mock, 'GET', '/api/order/getdashboard');
    expect(dashboard.body.PocketMoney).toBe(before - due);
    const newest = await call<Page<{ TransactionType: number; Amount: number; BalanceAfter: number }>>(mock, 'GET', '/api/customer/transactions', { query: { take: 2 } });
    expect(newest.body.Items.map((row) => row.TransactionType)).toEqual([3, 3]);
    expect(-newest.body.Items.reduce((sum, row) => sum + row.Amount, 0)).toBe(due);
    expect(newest.body.Items[0]!.BalanceAfter).toBe(before - due);
    const still = await call<unknown[]>(mock, 'GET', '/api/order/getOrderdeposits');
    expect(still.body).toHaveLength(4);
  });

  it('refuses a deposit the wallet cannot cover with 400 ‘Số dư không đủ’ and changes nothing', async () => {
    const books = mock.db.demo;
    // Leave the wallet a little short of the two deposits.
    const ids = books.orders.filter((order) => order.State === OrderState.AwaitingDeposit).slice(0, 2);
    const due = ids.reduce((sum, order) => sum + order.DepositAmount, 0);
    books.transactions.push({ Id: 1, CreatedDate: '2026-11-22T08:00:00+07:00', TransactionType: 8, OrderId: null, OrderCode: null, Amount: due - 1 - balanceOf(books), BalanceAfter: due - 1, Note: 'test' });
    const before = mock.db.serialize();
    const answer = await call(mock, 'POST', '/api/order/updateorderdeposit', { body: { OrderIds: ids.map((order) => order.Id) } });
    expect(answer).toEqual({ status: 400, body: ['Số dư không đủ'] });
    expect(mock.db.serialize()).toBe(before);
  });

  it('pays the remainder of an order waiting for payment: state 9 → 10, wallet debited', async () => {
    const order = mock.db.demo.orders.find((row) => row.State === OrderState.AwaitingPayment)!;
    const before = balanceOf(mock.db.demo);
    const answer = await call<{ PocketMoney: number }>(mock, 'POST', '/api/order/updateorderpay', { body: { OrderIds: [order.Id] } });
    expect(answer.body.PocketMoney).toBe(before - order.RemainingAmount);
    const detail = await call<{ State: number; RemainingAmount: number; PaidAmount: number; TotalAmount: number }>(mock, 'GET', `/api/order/getorderdetails/${order.Id}`);
    expect(detail.body).toMatchObject({ State: OrderState.Paid, RemainingAmount: 0, PaidAmount: order.TotalAmount });
    const wrong = await call(mock, 'POST', '/api/order/updateorderpay', { body: { OrderIds: [order.Id] } });
    expect(wrong).toEqual({ status: 400, body: [`Đơn hàng ${order.Code} không ở trạng thái chờ thanh toán`] });
  });

  it('records a top-up as pending without moving the wallet, and holds a withdrawal at once', async () => {
    const before = balanceOf(mock.db.demo);
    const deposit = await call<{ Status: number; Code: string }>(mock, 'POST', '/api/customer/deposit', {
      body: { Amount: 2_000_000, BankName: 'Vietcombank', TransferContent: 'NAP TIEN DEMO', Note: '' },
    });
    expect(deposit.body.Status).toBe(1);
    expect(balanceOf(mock.db.demo)).toBe(before);

    const tooMuch = await call(mock, 'POST', '/api/customer/withdrawal', {
      body: { Amount: before + 1, BankName: 'Vietcombank', AccountNumber: '0011004123456', AccountHolder: 'NGUYEN THI MINH ANH', Note: '' },
    });
    expect(tooMuch).toEqual({ status: 400, body: ['Số dư không đủ'] });
    const withdrawal = await call<{ Status: number }>(mock, 'POST', '/api/customer/withdrawal', {
      body: { Amount: 500_000, BankName: 'Vietcombank', AccountNumber: '0011 0041 23456', AccountHolder: 'NGUYEN THI MINH ANH', Note: '' },
    });
    expect(withdrawal.body.Status).toBe(1);
    expect(balanceOf(mock.db.demo)).toBe(before - 500_000);
    const pending = await call<Page<{ Status: number }>>(mock, 'GET', '/api/customer/getwithdrawals', { query: { status: 1 } });
    expect(pending.body.Total).toBe(2);
  });
});

describe('cart and orders', () => {
  it('groups added products by seller: a known seller’s cart grows, a new seller gets a cart', async () => {
    const cartCount = mock.db.demo.carts.length;
    const existing = mock.db.demo.carts.find((cart) => cart.SellerId === 'hzxiaopu2018')!;
    const lines = existing.CartItems.length;
    const payload = [
      extensionProduct(1, { Options: 'XXL;Đen' }), // the Hangzhou shop, already in the cart
      extensionProduct(4), // the tea shop, not in the cart yet
      extensionProduct(4, { Quantity: 2 }), // the same product and options again: adds up
    ];
    const answer = await call<{ NumberCarts: number }>(mock, 'POST', '/api/order/carts', { body: payload });
    expect(answer.status).toBe(200);
    expect(mock.db.demo.carts).toHaveLength(cartCount + 1);
    expect(mock.db.demo.carts.find((cart) => cart.SellerId === 'hzxiaopu2018')!.CartItems).toHaveLength(lines + 1);
    const tea = mock.db.demo.carts.find((cart) => cart.SellerId === 'jdzchaju')!;
    expect(tea.CartItems).toHaveLength(1);
    expect(tea.CartItems[0]!.Quantity).toBe(3);
    expect(tea.Source).toBe('taobao');

    const page = await call<Page<{ SellerId: string; Quantity: number }>>(mock, 'GET', '/api/order/getcarts', { query: { skip: 0, take: 1 } });
    expect(page.body.Items[0]).toMatchObject({ SellerId: 'jdzchaju', Quantity: 3 });
    const dashboard = await call<{ NumberCarts: number }>(mock, 'GET', '/api/order/getdashboard');
    expect(dashboard.body.NumberCarts).toBe(answer.body.NumberCarts);
  });

  it('refuses an added product whose link is not a marketplace product', async () => {
    const answer = await call(mock, 'POST', '/api/order/carts', { body: [extensionProduct(0, { Link: 'https://example.com/ao' })] });
    expect(answer).toEqual({ status: 400, body: ['Sản phẩm 1: Link sản phẩm không hợp lệ, chỉ nhận link sản phẩm Taobao, Tmall hoặc 1688'] });
  });

  it('turns a cart into an order waiting for its deposit, and edits cart items', async () => {
    const cart = mock.db.demo.carts[0]!;
    const item = cart.CartItems[0]!;
    const edit = await call<{ Quantity: number }>(mock, 'PUT', `/api/order/updatecartitemfield/${item.Id}`, { body: { Field: 'Quantity', Value: 5 } });
    expect(edit.status).toBe(200);
    const badEdit = await call(mock, 'PUT', `/api/order/updatecartitemfield/${item.Id}`, { body: { Field: 'Quantity', Value: 0 } });
    expect(badEdit).toEqual({ status: 400, body: ['Số lượng phải là số nguyên từ 1 đến 9999'] });

    const bought = await call<OrderRowLike>(mock, 'PUT', `/api/order/orderbuy/${cart.Id}`);
    expect(bought.body.State).toBe(OrderState.AwaitingDeposit);
    expect(bought.body.Code).toMatch(/^DH2611-\d{5}$/);
    expect(mock.db.demo.carts.some((row) => row.Id === cart.Id)).toBe(false);
    const waiting = await call<{ Id: number }[]>(mock, 'GET', '/api/order/getOrderdeposits');
    expect(waiting.body[0]!.Id).toBe(bought.body.Id);
  });

  it('refuses a createorder body that is not what the order-by-link dialog sends', async () => {
    const line = { Link: 'https://detail.1688.com/offer/623456789012.html', ProductId: '623456789012', Source: '1688', Name: 'Cốc sứ', Size: '', Color: 'Trắng', Options: ';Trắng', Quantity: 10, Price: 3.2, Note: '' };
    const refused = async (body: unknown) => call(mock, 'POST', '/api/order/createorder', { body });
    expect(await refused({ Note: '', Lines: [null] })).toEqual({ status: 400, body: ['Sản phẩm 1: dữ liệu không hợp lệ'] });
    expect(await refused({ Note: '', Lines: [{ ...line, ProductId: undefined }] })).toEqual({ status: 400, body: ['Sản phẩm 1: Dữ liệu không hợp lệ'] });
    expect(await refused({ Note: '', Lines: [{ ...line, Source: 'taobao' }] })).toEqual({ status: 400, body: ['Sản phẩm 1: Nguồn hàng không khớp với link'] });
    expect(await refused({ Note: '', Lines: [line, { ...line, Options: 'M;Trắng' }] })).toEqual({
      status: 400,
      body: ['Sản phẩm 2: Phân loại không khớp với kích cỡ và màu sắc'],
    });
    const before = mock.db.demo.orders.length;
    const created = await call<{ Orders: OrderRowLike[] }>(mock, 'POST', '/api/order/createorder', { body: { Note: 'Gói kỹ', Lines: [line, { ...line, Color: '', Options: '' }] } });
    expect(created.status).toBe(200);
    expect(created.body.Orders).toHaveLength(1);
    expect(mock.db.demo.orders.length).toBe(before + 1);
  });

  it('creates an order by link and files a complaint that puts a delivered order in state 14', async () => {
    const created = await call<{ Orders: OrderRowLike[] }>(mock, 'POST', '/api/order/createorder', {
      body: {
        Note: '',
        Lines: [
          { Link: 'https://item.taobao.com/item.htm?id=680012345678', ProductId: '680012345678', Source: 'taobao', Name: 'Váy liền nữ', Size: 'M', Color: 'Đỏ', Options: 'M;Đỏ', Quantity: 2, Price: 129, Note: '' },
        ],
      },
    });
    expect(created.body.Orders.map((order) => order.State)).toEqual([OrderState.AwaitingDeposit]);

    const delivered = mock.db.demo.orders.find((order) => order.State === OrderState.Delivered)!;
    const complaint = await call<{ Status: number; TransportCode: string | null }>(mock, 'POST', '/api/order/addComplain', {
      body: { OrderId: delivered.Id, OrderItemIds: [delivered.Items[0]!.Id], ReasonType: 3, Description: 'Sản phẩm bị nứt khi nhận hàng', AmountRequested: null, Photos: [] },
    });
    expect(complaint.body.Status).toBe(1);
    // No parcel chosen: the complaint is about the order and names none.
    expect(complaint.body.TransportCode).toBeNull();
    expect(mock.db.demo.orders.find((order) => order.Id === delivered.Id)!.State).toBe(OrderState.Complaint);
  });

  it('takes a complaint with photos about a parcel, lists it first, and refuses a parcel of another order', async () => {
    type ComplaintRow = { Id: number; OrderCode: string; TransportCode: string | null; ReasonType: number; AmountRequested: number | null; Items: { Name: string }[]; Content: string };
    const parcel = mock.db.demo.transports.find((transport) => transport.OrderId !== null && mock.db.demo.orders.some((order) => order.Id === transport.OrderId && order.State === OrderState.Delivered))!;
    const order = mock.db.demo.orders.find((candidate) => candidate.Id === parcel.OrderId)!;
    const other = mock.db.demo.transports.find((transport) => transport.OrderId !== order.Id)!;
    const png = `data:image/png;base64,${Buffer.alloc(2048).toString('base64')}`;
    const body = { OrderId: order.Id, OrderItemIds: [order.Items[0]!.Id], ReasonType: 2, Description: 'Shop giao sai màu so với ảnh.', AmountRequested: 10_000, Photos: [png, png], TransportId: parcel.Id };
    const refused = await call<string[]>(mock, 'POST', '/api/order/addComplain', { body: { ...body, TransportId: other.Id } });
    expect(refused).toEqual({ status: 400, body: ['Kiện hàng không thuộc đơn hàng đã chọn'] });
    const tooMany = await call<string[]>(mock, 'POST', '/api/order/addComplain', { body: { ...body, Photos: Array.from({ length: 6 }, () => png) } });
    expect(tooMany).toEqual({ status: 400, body: ['Chỉ được gửi tối đa 5 ảnh'] });
    const made = await call<ComplaintRow>(mock, 'POST', '/api/order/addComplain', { body });
    expect(made.status).toBe(200);
    const list = await call<{ Items: ComplaintRow[] }>(mock, 'GET', '/api/order/getcomplains', { query: { skip: 0, take: 10 } });
    expect(list.body.Items[0]).toMatchObject({
      Id: made.body.Id,
      OrderCode: order.Code,
      TransportCode: parcel.TransportCode,
      ReasonType: 2,
      AmountRequested: 10_000,
      Items: [{ Name: order.Items[0]!.Name }],
      Content: 'Shop giao sai màu so với ảnh.',
    });
  });

  it('creates a delivery request for orders in the Vietnam warehouse, paying what they owe from the wallet', async () => {
    const ready = await call<{ Id: number; AmountDue: number; Code: string }[]>(mock, 'GET', '/api/order/getorderhasvietnam');
    const paid = ready.body.find((order) => order.AmountDue === 0)!;
    const unpaid = ready.body.find((order) => order.AmountDue > 0)!;
    const receiver = { ReceiverName: 'Nguyễn Thị Minh Anh', Phone: '0987654321', Address: 'Số 25 ngõ 1 Trần Quốc Hoàn, Cầu Giấy, Hà Nội', Note: '' };
    const books = mock.db.demo;
    const before = balanceOf(books);

    // A wallet one đồng short: refused, nothing moves.
    books.transactions.push({ Id: 1, CreatedDate: '2026-11-22T08:00:00+07:00', TransactionType: 8, OrderId: null, OrderCode: null, Amount: unpaid.AmountDue - 1 - before, BalanceAfter: unpaid.AmountDue - 1, Note: 'test' });
    const refused = await call<string[]>(mock, 'POST', '/api/order/createrequestdelivery', { body: { ...receiver, OrderIds: [paid.Id, unpaid.Id] } });
    expect(refused).toEqual({ status: 400, body: ['Số dư không đủ'] });
    books.transactions.pop();

    const made = await call<{ Code: string; Status: number; ListOrders: string }>(mock, 'POST', '/api/order/createrequestdelivery', { body: { ...receiver, OrderIds: [paid.Id, unpaid.Id] } });
    expect(made.body.Status).toBe(1);
    expect(JSON.parse(made.body.ListOrders)).toEqual([
      { OrderId: paid.Id, OrderCode: paid.Code },
      { OrderId: unpaid.Id, OrderCode: unpaid.Code },
    ]);
    expect(balanceOf(books)).toBe(before - unpaid.AmountDue);
    expect(books.orders.find((order) => order.Id === unpaid.Id)!.State).toBe(OrderState.Paid);

    const after = await call<{ Id: number }[]>(mock, 'GET', '/api/order/getorderhasvietnam');
    expect(after.body).toHaveLength(ready.body.length - 2);
    const again = await call<string[]>(mock, 'POST', '/api/order/createrequestdelivery', { body: { ...receiver, OrderIds: [paid.Id] } });
    expect(again.status).toBe(400);
    expect(again.body[0]).toContain(paid.Code);

    const list = await call<{ Items: { Code: string; ListOrders: string }[] }>(mock, 'GET', '/api/order/getlistrequestdelivery', { query: { status: 1 } });
    expect(list.body.Items).toHaveLength(2);
    expect(list.body.Items[0]!.Code).toBe(made.body.Code);
    expect(typeof list.body.Items[0]!.ListOrders).toBe('string');
  });
});

describe('messages', () => {
  it('marks messages read and TotalMessage drops by as many', async () => {
    const settings = await call<{ TotalMessage: number; Messages: { Id: number; IsRead: boolean }[]; Settings: { FeeBuyer: object } }>(mock, 'GET', '/api/customer/getsettingdefault');
    expect(settings.body.TotalMessage).toBe(12);
    expect(settings.body.Settings.FeeBuyer).toEqual({ '0-5000000': 3, '5000000-50000000': 2, '50000000-0': 1 });
    const unread = settings.body.Messages.filter((message) => !message.IsRead).slice(0, 3);
    expect(unread).toHaveLength(3);
    const marked = await call<{ TotalMessage: number }>(mock, 'PUT', '/api/customer/updatereadmessage', { body: { Ids: unread.map((message) => message.Id) } });
    expect(marked.body.TotalMessage).toBe(9);
    const again = await call<{ TotalMessage: number }>(mock, 'GET', '/api/customer/getsettingdefault');
    expect(again.body.TotalMessage).toBe(9);
    const none = await call(mock, 'PUT', '/api/customer/updatereadmessage', { body: { Ids: [] } });
    expect(none).toEqual({ status: 400, body: ['Bạn chưa chọn tin nhắn nào'] });
  });

  it('searches messages by text and pages them', async () => {
    const found = await call<Page<{ Note: string }>>(mock, 'GET', '/api/customer/getmessages', { query: { message: 'nạp tiền', take: 50 } });
    expect(found.body.Total).toBeGreaterThan(3);
    expect(found.body.Items.every((message) => message.Note.toLowerCase().includes('nạp tiền'))).toBe(true);
  });
});
