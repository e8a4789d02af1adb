/**
 * /api/customer/*: the customer's settings, profile, messages and wallet. A top-up (deposit) is only
 * declared here: it waits as 'Chờ xử lý' until staff match the bank transfer, and the wallet does not
 * move. A withdrawal takes the money out of the wallet at once (transaction 'Rút tiền'), so it cannot be
 * spent twice while staff make the transfer; a refused one is paid back (transaction 'Điều chỉnh').
 */
import type { HttpHandler } from 'msw';
import { validateChangePassword, validateUserInfo, type ChangePasswordRequest, type UserInfoValues } from '../../features/account/model';
import { validateDeposit, validateWithdrawal, type DepositValues, type WithdrawalValues } from '../../features/finance/model';
import { validateMarkRead, type MarkReadRequest } from '../../features/messages/model';
import type { UserInfo } from '../../app/api/schemas/customer';
import type { Books, Db } from '../db';
import type { EndpointName } from '../endpoints';
import { formatMoney } from '../fixtures/world';
import { badRequest, contains, dateRange, inRange, isRecord, linesOf, newestFirst, numberParam, ok, paginate, param, readJson } from '../http';
import { addTransaction, balanceOf } from '../rules';
import { authed, toHandler, type Route } from './route';

export const customerMessages = {
  badBody: 'Dữ liệu gửi lên không hợp lệ',
  wrongOldPassword: 'Mật khẩu hiện tại không đúng',
  warehouseUnknown: 'Bạn chưa chọn kho hàng',
  emailTaken: 'Email đã được sử dụng cho một tài khoản khác',
} as const;

/** How many of the newest messages getsettingdefault carries for the header dropdown. */
export const HEADER_MESSAGES = 5;

export const unreadCountOf = (books: Books): number => books.messages.filter((message) => !message.IsRead).length;

function userInfoOf(books: Books): UserInfo {
  const { UserName, Avatar, FullName, Email, Phone, Address, WarehouseId } = books.user;
  return { UserName, Avatar, FullName, Email, Phone, Address, WarehouseId };
}

/** 'NT2611-0112': prefix, the clock's year and month, and a serial one above the highest so far. */
function nextCode(prefix: string, existing: readonly { Code: string }[], when: string): string {
  const serials = existing.map((row) => Number(/-(\d+)$/.exec(row.Code)?.[1] ?? 0));
  const serial = Math.max(100, ...serials) + 1;
  return `${prefix}${when.slice(2, 4)}${when.slice(5, 7)}-${String(serial).padStart(4, '0')}`;
}

export const customerRoutes: Route[] = [
  authed('getsettingdefault', ({ db, books }) =>
    ok({
      Settings: db.state.reference.settings,
      TotalMessage: unreadCountOf(books),
      Messages: newestFirst(books.messages).slice(0, HEADER_MESSAGES),
    }),
  ),

  authed('userinfo', ({ books }) => ok(userInfoOf(books))),

  authed('updateuserinfo', async ({ db, books, request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([customerMessages.badBody]);
    const values = body as unknown as UserInfoValues;
    const errors = linesOf(validateUserInfo(values));
    if (errors.length > 0) return badRequest(errors);
    if (!db.state.reference.warehouses.some((warehouse) => warehouse.Id === values.WarehouseId)) return badRequest([customerMessages.warehouseUnknown]);
    const email = values.Email.trim();
    if (db.state.books.some((other) => other !== books && other.user.Email.toLowerCase() === email.toLowerCase())) {
      return badRequest([customerMessages.emailTaken]);
    }
    const user = books.user;
    user.FullName = values.FullName.trim();
    user.Email = email;
    user.Phone = values.Phone.trim();
    user.Address = values.Address.trim();
    user.WarehouseId = values.WarehouseId;
    const avatar = typeof values.Avatar === 'string' ? values.Avatar.trim() : '';
    if (avatar !== '') user.Avatar = avatar;
    return ok(userInfoOf(books));
  }),

  authed('changepassword', async ({ db, books, request, token }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([customerMessages.badBody]);
    const values = body as unknown as ChangePasswordRequest;
    const errors = linesOf(validateChangePassword(values));
    if (errors.length > 0) return badRequest(errors);
    if (!db.passwordMatches(books, values.OldPassword)) return badRequest([customerMessages.wrongOldPassword]);
    db.setPassword(books, values.NewPassword);
    // Every other session ends (a thief's included); the customer's own goes on.
    db.endSessions(books.user.Id, token);
    return ok(true);
  }),

  authed('logout', ({ db, token }) => {
    db.revokeToken(token);
    return ok(true);
  }),

  // `message` searches the text and the kind of message.
  authed('getmessages', ({ books, url }) => {
    const range = dateRange(url);
    if ('error' in range) return range.error;
    const text = param(url, 'message');
    const rows = newestFirst(books.messages).filter(
      (message) => inRange(message.CreatedDate, range) && (text === undefined || contains(message.Note, text) || contains(message.MessageType, text)),
    );
    return ok(paginate(rows, url));
  }),

  authed('updatereadmessage', async ({ books, request }) => {
    const body = await readJson(request);
    const values: MarkReadRequest = isRecord(body) ? (body as unknown as MarkReadRequest) : { Ids: [] };
    const errors = linesOf(validateMarkRead(values));
    if (errors.length > 0) return badRequest(errors);
    const ids = new Set(values.Ids);
    let marked = 0;
    for (const message of books.messages) {
      if (ids.has(message.Id) && !message.IsRead) {
        message.IsRead = true;
        marked += 1;
      }
    }
    return ok({ Marked: marked, TotalMessage: unreadCountOf(books) });
  }),

  // `orderCode` matches part of the code, as customers type 'DH2611' or '00123'.
  authed('transactions', ({ books, url }) => {
    const range = dateRange(url);
    if ('error' in range) return range.error;
    const orderCode = param(url, 'orderCode');
    const type = numberParam(url, 'transactionType');
    const rows = newestFirst(books.transactions).filter(
      (row) =>
        inRange(row.CreatedDate, range) &&
        (type === undefined || row.TransactionType === type) &&
        (orderCode === undefined || contains(row.OrderCode, orderCode)),
    );
    return ok(paginate(rows, url));
  }),

  authed('getdeposits', ({ books, url }) => {
    const range = dateRange(url);
    if ('error' in range) return range.error;
    const status = numberParam(url, 'status');
    const rows = newestFirst(books.deposits).filter((row) => inRange(row.CreatedDate, range) && (status === undefined || row.Status === status));
    return ok(paginate(rows, url));
  }),

  authed('getwithdrawals', ({ books, url }) => {
    const range = dateRange(url);
    if ('error' in range) return range.error;
    const status = numberParam(url, 'status');
    const rows = newestFirst(books.withdrawals).filter((row) => inRange(row.CreatedDate, range) && (status === undefined || row.Status === status));
    return ok(paginate(rows, url));
  }),

  authed('deposit', async ({ db, books, request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([customerMessages.badBody]);
    const values = body as unknown as DepositValues;
    const errors = linesOf(validateDeposit(values));
    if (errors.length > 0) return badRequest(errors);
    const when = db.tick();
    const note = [values.TransferContent.trim(), values.Note.trim()].filter((part) => part !== '').join(' — ');
    const row = {
      Id: db.nextId(),
      Code: nextCode('NT', books.deposits, when),
      CreatedDate: when,
      Amount: values.Amount ?? 0,
      Status: 1,
      BankName: values.BankName.trim(),
      Note: note,
      ProcessedDate: null,
    };
    books.deposits.push(row);
    return ok(row);
  }),

  authed('withdrawal', async ({ db, books, request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([customerMessages.badBody]);
    const values = body as unknown as WithdrawalValues;
    const errors = linesOf(validateWithdrawal(values, balanceOf(books)));
    if (errors.length > 0) return badRequest(errors);
    const amount = values.Amount ?? 0;
    const when = db.tick();
    const row = {
      Id: db.nextId(),
      Code: nextCode('RT', books.withdrawals, when),
      CreatedDate: when,
      Amount: amount,
      Status: 1,
      BankName: values.BankName.trim(),
      AccountNumber: values.AccountNumber.replace(/[\s.-]/g, ''),
      AccountName: values.AccountHolder.trim(),
      Branch: '',
      Note: values.Note.trim(),
      ProcessedDate: null,
    };
    books.withdrawals.push(row);
    addTransaction(books, {
      Id: db.nextId(),
      CreatedDate: when,
      TransactionType: 2,
      OrderId: null,
      OrderCode: null,
      Amount: -amount,
      Note: `Rút tiền về tài khoản ${row.BankName}, yêu cầu ${row.Code} (${formatMoney(amount)})`,
    });
    return ok(row);
  }),
];

export const implementedCustomerEndpoints: readonly EndpointName[] = customerRoutes.map((route) => route.name);

export function createHandlers(db: Db): HttpHandler[] {
  return customerRoutes.map((route) => toHandler(db, route));
}
