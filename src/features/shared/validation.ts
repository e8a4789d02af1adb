/**
 * The small rules every feature model validates with: reading an unvalidated field, collecting one
 * message per field, length bounds, email, ids, quantities, image uploads — and the Vietnamese lines
 * that more than one form shows. The mock server runs the models on the bodies it receives, so one copy
 * here means a field is valid in every form and on the server alike, or in none.
 */

/** One message per invalid field; an empty object means valid. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** SPEC §9: password length 6–100; user name, email and phone at most 100. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 100;
export const TEXT_MAX = 100;
export const ADDRESS_MAX = 250;
export const NOTE_MAX = 500;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;

/** Lines shown by several features; each feature's own message list points at these. */
export const validationMessages = {
  emailRequired: 'Bạn chưa nhập địa chỉ email',
  emailTooLong: 'Email không quá 100 ký tự',
  emailInvalid: 'Email bạn nhập chưa đúng',
  passwordLength: 'Mật khẩu phải trên 6 và không quá 100 ký tự',
  phoneRequired: 'Số điện thoại chưa nhập',
  phoneTooLong: 'Số điện thoại trên không quá 100 ký tự',
  addressTooLong: 'Địa chỉ không quá 250 ký tự',
  warehouseRequired: 'Bạn chưa chọn kho hàng',
  noteTooLong: 'Ghi chú không quá 500 ký tự',
  quantityRange: 'Số lượng phải là số nguyên từ 1 đến 9999',
  ordersRequired: 'Bạn chưa chọn đơn hàng nào',
  insufficientBalance: 'Số dư không đủ',
} as const;

// Reading fields -------------------------------------------------------------------------------------

/** Mocks hand over decoded but unvalidated bodies; a missing or non-string field reads as empty. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** What a typed text field holds once surrounding spaces are dropped; non-strings read as empty. */
export function trimmed(value: unknown): string {
  return asText(value).trim();
}

/** Drops the fields without a message, so that `{}` means valid. */
export function compactErrors<T>(errors: Record<keyof T, string | undefined>): FieldErrors<T> {
  const result: FieldErrors<T> = {};
  for (const key of Object.keys(errors) as (keyof T)[]) {
    const message = errors[key];
    if (message !== undefined) result[key] = message;
  }
  return result;
}

// Lengths --------------------------------------------------------------------------------------------

export interface LengthRule {
  /** The message for an empty value; without one, an empty value is valid (the field is optional). */
  readonly required?: string;
  /** @default 0 */
  readonly min?: number;
  readonly max: number;
  /** The message for a length outside min–max. */
  readonly outOfRange: string;
}

/** Empty, then out of range — the first rule broken, or undefined. The value is taken as it is. */
export function lengthError(value: string, rule: LengthRule): string | undefined {
  if (value === '') return rule.required;
  return value.length < (rule.min ?? 0) || value.length > rule.max ? rule.outOfRange : undefined;
}

/** {@link lengthError} for a typed text field: surrounding spaces are not counted. */
export function textError(value: unknown, rule: LengthRule): string | undefined {
  return lengthError(trimmed(value), rule);
}

/** Passwords are not trimmed: a space is a legitimate character and must survive to the server. */
export function passwordLengthError(value: unknown, required: string): string | undefined {
  return lengthError(asText(value), {
    required,
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
    outOfRange: validationMessages.passwordLength,
  });
}

/** A free-text note: optional, at most {@link NOTE_MAX} once trimmed. */
export function noteError(value: unknown): string | undefined {
  return textError(value, { max: NOTE_MAX, outOfRange: validationMessages.noteTooLong });
}

// Email ----------------------------------------------------------------------------------------------

// The local part follows Angular's Validators.email (the original's rule); the domain must have a
// dot so that 'an@gmail' — a common slip — is caught before the server bounces it.
const emailPattern =
  /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Required, at most 100, well-formed — in that order, one message. */
export function emailError(value: unknown): string | undefined {
  const email = trimmed(value);
  if (email === '') return validationMessages.emailRequired;
  if (email.length > TEXT_MAX) return validationMessages.emailTooLong;
  if (!isEmail(email)) return validationMessages.emailInvalid;
  return undefined;
}

// Numbers and ids ------------------------------------------------------------------------------------

/** A server id: a whole number above 0. */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** At least one id, every one an {@link isId}. */
export function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.length > 0 && (value as unknown[]).every(isId);
}

export function isValidQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= QUANTITY_MIN && value <= QUANTITY_MAX;
}

// Links and images -----------------------------------------------------------------------------------

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The image formats every browser shows; uploads (avatar, complaint photos) accept these only. */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isImageType(type: string): boolean {
  return (imageTypes as readonly string[]).includes(type);
}

const imageDataUrl = /^data:image\/(?:jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** A base64 data URL of one of {@link imageTypes}, as the forms send a picked file. */
export function isImageDataUrl(value: unknown): value is string {
  return typeof value === 'string' && imageDataUrl.test(value);
}

/** Decoded byte size of a base64 data URL, without decoding it. */
export function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const base64 = comma === -1 ? '' : dataUrl.slice(comma + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
