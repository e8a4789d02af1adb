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
import { DEMO_RESET_ID, emptyBooks, type MockUser } from '../fixtures/world';
import { badRequest, isRecord, linesOf, ok, readJson } from '../http';
import { open, toHandler, type Route } from './route';

export const accountMessages = {
  wrongCredentials: 'Tên đăng nhập hoặc mật khẩu không đúng',
  userNameTaken: 'Tên đăng nhập đã tồn tại',
  emailTaken: 'Email đã được sử dụng cho một tài khoản khác',
  emailUnknown: 'Không tìm thấy tài khoản nào dùng email này',
  resetLinkInvalid: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn',
  warehouseUnknown: 'Bạn chưa chọn kho hàng',
  badBody: 'Dữ liệu gửi lên không hợp lệ',
} as const;

/** A reset id as the server would mail it: long, random-looking, deterministic for the world. */
function resetId(db: Db): string {
  const n = db.nextId();
  return `${(n * 2654435761).toString(16).padStart(8, '0')}${(n * 40503).toString(16)}`;
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
    const books = db.booksByUserName(values.UserName);
    if (!books || books.user.Password !== values.Password) return badRequest([accountMessages.wrongCredentials]);
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
    if (db.booksByUserName(userName)) return badRequest([accountMessages.userNameTaken]);
    if (db.state.books.some((books) => books.user.Email.toLowerCase() === email.toLowerCase())) return badRequest([accountMessages.emailTaken]);
    const warehouse = db.state.reference.warehouses.find((candidate) => candidate.Id === values.WarehouseId);
    if (!warehouse) return badRequest([accountMessages.warehouseUnknown]);
    const user: MockUser = {
      Id: db.nextId(),
      UserName: userName,
      Password: values.Password,
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

  // The body is the email itself, as a JSON string (SPEC §7).
  open('sendforgotpassword', async ({ db, request }) => {
    const body = await readJson(request);
    const email = typeof body === 'string' ? body : isRecord(body) && typeof body.Email === 'string' ? body.Email : '';
    const errors = linesOf(validateForgotPassword({ Email: email }));
    if (errors.length > 0) return badRequest(errors);
    const books = db.state.books.find((candidate) => candidate.user.Email.toLowerCase() === email.trim().toLowerCase());
    if (!books) return badRequest([accountMessages.emailUnknown]);
    db.state.passwordResets.push({ Id: resetId(db), UserId: books.user.Id });
    return ok(true);
  }),

  open('resetpassword', async ({ db, request, params }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([accountMessages.badBody]);
    const values = body as unknown as ResetPasswordRequest;
    const errors = linesOf(validateResetPassword(values));
    if (errors.length > 0) return badRequest(errors);
    const reset = db.state.passwordResets.find((candidate) => candidate.Id === params.id);
    const books = reset && db.state.books.find((candidate) => candidate.user.Id === reset.UserId);
    if (!reset || !books) return badRequest([accountMessages.resetLinkInvalid]);
    books.user.Password = values.Password;
    // A link works once; the stories' fixed link stays, so every story of the screen can use it.
    if (reset.Id !== DEMO_RESET_ID) db.state.passwordResets = db.state.passwordResets.filter((candidate) => candidate !== reset);
    return ok(true);
  }),
];

export const implementedAccountEndpoints: readonly EndpointName[] = accountRoutes.map((route) => route.name);

export function createHandlers(db: Db): HttpHandler[] {
  return accountRoutes.map((route) => toHandler(db, route));
}
