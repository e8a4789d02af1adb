/**
 * Pure rules of the public forms: login, forgot password, register and reset password (SPEC §5).
 * Each validator returns one Vietnamese message per invalid field; an empty object means valid.
 * The mock server calls the same validators on the payload it receives, so a bad request is refused
 * with exactly the lines the screen would show.
 */

import {
  asText,
  compactErrors,
  emailError,
  isId,
  passwordLengthError,
  textError,
  TEXT_MAX,
  validationMessages,
  type FieldErrors,
} from '../shared/validation';

export type { FieldErrors } from '../shared/validation';
export { emailError, isEmail, PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX } from '../shared/validation';

export const authMessages = {
  userNameRequired: 'Tên đăng nhập chưa nhập',
  userNameTooLong: 'Tên đăng nhập không quá 100 ký tự',
  passwordRequired: 'Mật khẩu chưa nhập',
  passwordLength: validationMessages.passwordLength,
  emailRequired: validationMessages.emailRequired,
  emailTooLong: validationMessages.emailTooLong,
  emailInvalid: validationMessages.emailInvalid,
  registerUserNameRequired: 'Bạn chưa nhập tên đăng nhập',
  confirmRequired: 'Bạn chưa nhập lại mật khẩu',
  confirmMismatch: 'Nhập lại mật khẩu',
  phoneRequired: validationMessages.phoneRequired,
  phoneTooLong: validationMessages.phoneTooLong,
  warehouseRequired: validationMessages.warehouseRequired,
  termsRequired: 'Bạn chưa đồng ý với điều khoản sử dụng',
} as const;

/** Passwords are not trimmed: a space is a legitimate character and must survive to the server. */
export function passwordError(value: unknown): string | undefined {
  return passwordLengthError(value, authMessages.passwordRequired);
}

function confirmError(confirm: unknown, password: unknown): string | undefined {
  const lengthMessage = passwordLengthError(confirm, authMessages.confirmRequired);
  if (lengthMessage !== undefined) return lengthMessage;
  // SPEC §5 leaves open whether the original enforced the match; we do.
  return asText(confirm) === asText(password) ? undefined : authMessages.confirmMismatch;
}

// Login ---------------------------------------------------------------------------------------------

/** POST /api/account/login. */
export interface LoginRequest {
  UserName: string;
  Password: string;
}

export interface LoginFormValues extends LoginRequest {
  RememberMe: boolean;
}

export function validateLogin(values: LoginRequest): FieldErrors<LoginRequest> {
  return compactErrors<LoginRequest>({
    UserName: textError(values.UserName, {
      required: authMessages.userNameRequired,
      max: TEXT_MAX,
      outOfRange: authMessages.userNameTooLong,
    }),
    Password: passwordError(values.Password),
  });
}

export function toLoginRequest(values: LoginRequest): LoginRequest {
  return { UserName: values.UserName.trim(), Password: values.Password };
}

// Forgot password -------------------------------------------------------------------------------------

/** The form; POST /api/account/sendforgotpassword sends the email alone, as a JSON string. */
export interface ForgotPasswordValues {
  Email: string;
}

/** The body of sendforgotpassword: the email itself, JSON-encoded as a string. */
export type ForgotPasswordRequest = string;

export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors<ForgotPasswordValues> {
  return compactErrors<ForgotPasswordValues>({ Email: emailError(values.Email) });
}

export function toForgotPasswordRequest(values: ForgotPasswordValues): ForgotPasswordRequest {
  return values.Email.trim();
}

// Register --------------------------------------------------------------------------------------------

/** POST /api/account/register (SPEC §3). */
export interface RegisterRequest {
  Username: string;
  Email: string;
  Password: string;
  ConfirmPassword: string;
  Phone: string;
  WarehouseId: number;
}

/** The payload part of the form: no warehouse chosen yet is null. */
export type RegisterDraft = Omit<RegisterRequest, 'WarehouseId'> & { WarehouseId: number | null | undefined };

export interface RegisterFormValues extends RegisterDraft {
  AcceptTerms: boolean;
}

export const emptyRegisterForm: RegisterFormValues = {
  Username: '',
  Email: '',
  Password: '',
  ConfirmPassword: '',
  Phone: '',
  WarehouseId: null,
  AcceptTerms: false,
};

/** The payload rules; the mock server applies exactly these to a register request. */
export function validateRegister(values: RegisterDraft): FieldErrors<RegisterRequest> {
  return compactErrors<RegisterRequest>({
    Username: textError(values.Username, {
      required: authMessages.registerUserNameRequired,
      max: TEXT_MAX,
      outOfRange: authMessages.userNameTooLong,
    }),
    Email: emailError(values.Email),
    Password: passwordError(values.Password),
    ConfirmPassword: confirmError(values.ConfirmPassword, values.Password),
    Phone: textError(values.Phone, { required: authMessages.phoneRequired, max: TEXT_MAX, outOfRange: authMessages.phoneTooLong }),
    WarehouseId: isId(values.WarehouseId) ? undefined : authMessages.warehouseRequired,
  });
}

/** The part only the screen checks: the terms box is not sent. */
export function validateTerms(values: Pick<RegisterFormValues, 'AcceptTerms'>): FieldErrors<RegisterFormValues> {
  return values.AcceptTerms ? {} : { AcceptTerms: authMessages.termsRequired };
}

/** The whole register form: payload rules, then the terms box. */
export function validateRegisterForm(values: RegisterFormValues): FieldErrors<RegisterFormValues> {
  return { ...validateRegister(values), ...validateTerms(values) };
}

/** The request for a valid form: trimmed, without the terms flag. Throws if no warehouse is chosen. */
export function toRegisterRequest(values: RegisterDraft): RegisterRequest {
  if (!isId(values.WarehouseId)) throw new Error('toRegisterRequest needs a validated form');
  return {
    Username: values.Username.trim(),
    Email: values.Email.trim(),
    Password: values.Password,
    ConfirmPassword: values.ConfirmPassword,
    Phone: values.Phone.trim(),
    WarehouseId: values.WarehouseId,
  };
}

// Reset password --------------------------------------------------------------------------------------

/** POST /api/account/resetpassword/{id}. Shape assumed (SPEC §7: "JSON body"). */
export interface ResetPasswordRequest {
  Password: string;
  ConfirmPassword: string;
}

export function validateResetPassword(values: ResetPasswordRequest): FieldErrors<ResetPasswordRequest> {
  return compactErrors<ResetPasswordRequest>({
    Password: passwordError(values.Password),
    ConfirmPassword: confirmError(values.ConfirmPassword, values.Password),
  });
}
