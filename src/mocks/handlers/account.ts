/**
 * /api/account/*: what a visitor can do before logging in. Bodies are checked with the same rules the
 * login, register and reset-password forms use (src/features/auth/model.ts), so the server refuses with
 * exactly the lines the screen would show.
 */
import type { HttpHandler } from 'msw';
import {
  validateForgotPassword,
  validateLogin,
  validateRegister,
  validateResetPassword,
  type LoginRequest,
  type RegisterDraft,
  type ResetPasswordRequest,
} from '../../features/auth/model';
import type { Db } from '../db';
import type { EndpointName } from '../endpoints';
import { emptyBooks, type MockUser } from '../fixtures/world';
import { badRequest, clientAddressOf, isRecord, linesOf, ok, readJson, tooManyRequests } from '../http';
import { THROTTLE } from '../limits';
import type { ThrottleRule } from '../throttle';
import { open, toHandler, type Route } from './route';

export const accountMessages = {
  wrongCredentials: 'Tên đăng nhập hoặc mật khẩu không đúng',
  userNameTaken: 'Tên đăng nhập đã tồn tại',
  emailTaken: 'Email đã được sử dụng cho một tài khoản khác',
  resetLinkInvalid: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn',
  warehouseUnknown: 'Bạn chưa chọn kho hàng',
  badBody: 'Dữ liệu gửi lên không hợp lệ',
} as const;

type Limits = readonly (readonly [ThrottleRule, string | null])[];

/** The longest wait any of the limits asks for (0: go on); a limit without a key (no address) is skipped. */
function waitOf(db: Db, limits: Limits): number {
  return Math.max(0, ...limits.map(([rule, key]) => (key === null ? 0 : db.throttle.waitFor(rule, key))));
}

function count(db: Db, limits: Limits): void {
  for (const [rule, key] of limits) if (key !== null) db.throttle.hit(rule, key);
}

export const accountRoutes: Route[] = [
  open('getwarehouses', ({ db }) => ok(db.state.reference.warehouses)),

  // Accounts travels as a JSON string, as the real server sends it (SPEC §3).
  open('getwebsiteinfo', ({ db }) => {
    const info = db.state.reference.websiteInfo;
    return ok({ ...info, Accounts: JSON.stringify(info.Accounts) });
  }),

  open('login', async ({ db, request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([accountMessages.badBody]);
    const values = body as unknown as LoginRequest;
    const errors = linesOf(validateLogin(values));
    if (errors.length > 0) return badRequest(errors);
    const userName = values.UserName.trim().toLowerCase();
    const limits: Limits = [
      [THROTTLE.loginPerUser, userName],
      [THROTTLE.loginPerAddress, clientAddressOf(request)],
    ];
    // Checked before the password: once limited, even the right one is refused, so guessing stops.
    const wait = waitOf(db, limits);
    if (wait > 0) return tooManyRequests(wait);
    const books = db.booksByUserName(values.UserName);
    if (!db.passwordMatches(books, values.Password) || !books) {
      count(db, limits);
      return badRequest([accountMessages.wrongCredentials]);
    }
    db.throttle.clear(THROTTLE.loginPerUser, userName);
    return ok({ token: db.issueToken(books.user.Id) });
  }),

  open('register', async ({ db, request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([accountMessages.badBody]);
    const values = body as unknown as RegisterDraft;
    const errors = linesOf(validateRegister(values));
    if (errors.length > 0) return badRequest(errors);
    const userName = values.Username.trim();
    const email = values.Email.trim();
    const limits: Limits = [
      [THROTTLE.registerPerUser, userName.toLowerCase()],
      [THROTTLE.registerPerAddress, clientAddressOf(request)],
    ];
    const wait = waitOf(db, limits);
    if (wait > 0) return tooManyRequests(wait);
    count(db, limits);
    if (db.booksByUserName(userName)) return badRequest([accountMessages.userNameTaken]);
    if (db.state.books.some((books) => books.user.Email.toLowerCase() === email.toLowerCase())) return badRequest([accountMessages.emailTaken]);
    const warehouse = db.state.reference.warehouses.find((candidate) => candidate.Id === values.WarehouseId);
    if (!warehouse) return badRequest([accountMessages.warehouseUnknown]);
    const user: MockUser = {
      Id: db.nextId(),
      UserName: userName,
      Password: db.security.hashPassword(values.Password),
      Avatar: null,
      FullName: '',
      Email: email,
      Phone: values.Phone.trim(),
      Address: '',
      WarehouseId: warehouse.Id,
    };
    const books = emptyBooks(user);
    books.messages.push({
      Id: db.nextId(),
      MessageType: 'Hệ thống',
      CreatedDate: db.tick(),
      Note: `Chào mừng ${userName}! Cài tiện ích trình duyệt để thêm hàng từ Taobao, Tmall và 1688 vào giỏ.`,
      IsRead: false,
    });
    db.state.books.push(books);
    return ok({ Id: user.Id, UserName: user.UserName });
  }),

  // The body is the email itself, as a JSON string (SPEC §7). Known or not, the answer is the same, so the
  // form tells nobody whether an e-mail has an account.
  open('sendforgotpassword', async ({ db, request }) => {
    const body = await readJson(request);
    const email = typeof body === 'string' ? body : isRecord(body) && typeof body.Email === 'string' ? body.Email : '';
    const errors = linesOf(validateForgotPassword({ Email: email }));
    if (errors.length > 0) return badRequest(errors);
    const limits: Limits = [
      [THROTTLE.forgotPerEmail, email.trim().toLowerCase()],
      [THROTTLE.forgotPerAddress, clientAddressOf(request)],
    ];
    const wait = waitOf(db, limits);
    if (wait > 0) return tooManyRequests(wait);
    count(db, limits);
    const books = db.state.books.find((candidate) => candidate.user.Email.toLowerCase() === email.trim().toLowerCase());
    if (books) db.mailResetLink(books.user.Email, db.issueResetId(books.user.Id));
    return ok(true);
  }),

  open('resetpassword', async ({ db, request, params }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([accountMessages.badBody]);
    const values = body as unknown as ResetPasswordRequest;
    const errors = linesOf(validateResetPassword(values));
    if (errors.length > 0) return badRequest(errors);
    const userId = db.takeResetId(params.id ?? '');
    const books = userId === undefined ? undefined : db.state.books.find((candidate) => candidate.user.Id === userId);
    if (!books) return badRequest([accountMessages.resetLinkInvalid]);
    db.setPassword(books, values.Password);
    // Whoever held a session (perhaps the one who made the reset necessary) is signed out everywhere.
    db.endSessions(books.user.Id);
    return ok(true);
  }),
];

export const implementedAccountEndpoints: readonly EndpointName[] = accountRoutes.map((route) => route.name);

export function createHandlers(db: Db): HttpHandler[] {
  return accountRoutes.map((route) => toHandler(db, route));
}
