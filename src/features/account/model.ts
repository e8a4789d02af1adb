/**
 * Pure rules of the profile and change-password forms. Body shapes are assumed (SPEC §7 does not show
 * them) and documented in docs/api.md.
 */

import {
  ADDRESS_MAX,
  asText,
  compactErrors,
  dataUrlBytes,
  emailError,
  imageTypes,
  isHttpUrl,
  isId,
  isImageDataUrl,
  isImageType,
  lengthError,
  PASSWORD_MAX,
  passwordLengthError,
  textError,
  TEXT_MAX,
  trimmed,
  validationMessages,
  type FieldErrors,
} from '../shared/validation';

export type { FieldErrors } from '../shared/validation';
export { ADDRESS_MAX, dataUrlBytes, PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX } from '../shared/validation';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const avatarTypes = imageTypes;

export const accountMessages = {
  fullNameRequired: 'Bạn chưa nhập họ tên',
  fullNameTooLong: 'Họ tên không quá 100 ký tự',
  emailRequired: validationMessages.emailRequired,
  emailTooLong: validationMessages.emailTooLong,
  emailInvalid: validationMessages.emailInvalid,
  phoneRequired: validationMessages.phoneRequired,
  phoneTooLong: validationMessages.phoneTooLong,
  addressTooLong: validationMessages.addressTooLong,
  warehouseRequired: validationMessages.warehouseRequired,
  avatarInvalid: 'Ảnh đại diện không hợp lệ',
  avatarType: 'Ảnh đại diện chỉ nhận định dạng JPG, PNG hoặc WebP',
  avatarSize: 'Ảnh đại diện không quá 2 MB',
  oldPasswordRequired: 'Bạn chưa nhập mật khẩu hiện tại',
  oldPasswordTooLong: 'Mật khẩu không quá 100 ký tự',
  newPasswordRequired: 'Bạn chưa nhập mật khẩu mới',
  passwordLength: validationMessages.passwordLength,
  newPasswordSame: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  confirmRequired: 'Bạn chưa nhập lại mật khẩu mới',
  confirmMismatch: 'Mật khẩu nhập lại không khớp',
} as const;

// Profile ----------------------------------------------------------------------------------------------

/** POST /api/customer/updateuserinfo — assumed shape. */
export interface UpdateUserInfoRequest {
  FullName: string;
  Email: string;
  Phone: string;
  Address: string;
  WarehouseId: number;
  /** A new avatar as a data URL (read from the chosen file), or the current one's http(s) URL. */
  Avatar?: string;
}

export type UserInfoValues = Omit<UpdateUserInfoRequest, 'WarehouseId'> & { WarehouseId: number | null };

function avatarError(value: unknown): string | undefined {
  const avatar = trimmed(value);
  if (avatar === '') return undefined;
  if (avatar.startsWith('data:')) {
    if (!isImageDataUrl(avatar)) return accountMessages.avatarInvalid;
    return dataUrlBytes(avatar) > AVATAR_MAX_BYTES ? accountMessages.avatarSize : undefined;
  }
  return isHttpUrl(avatar) ? undefined : accountMessages.avatarInvalid;
}

export function validateUserInfo(values: UserInfoValues): FieldErrors<UpdateUserInfoRequest> {
  return compactErrors<UpdateUserInfoRequest>({
    FullName: textError(values.FullName, {
      required: accountMessages.fullNameRequired,
      max: TEXT_MAX,
      outOfRange: accountMessages.fullNameTooLong,
    }),
    // Same rule as the register form (features/auth): one email is valid everywhere or nowhere.
    Email: emailError(values.Email),
    Phone: textError(values.Phone, { required: accountMessages.phoneRequired, max: TEXT_MAX, outOfRange: accountMessages.phoneTooLong }),
    Address: textError(values.Address, { max: ADDRESS_MAX, outOfRange: accountMessages.addressTooLong }),
    WarehouseId: isId(values.WarehouseId) ? undefined : accountMessages.warehouseRequired,
    Avatar: avatarError(values.Avatar),
  });
}

export function toUpdateUserInfoRequest(values: UserInfoValues): UpdateUserInfoRequest {
  if (values.WarehouseId === null) throw new Error('toUpdateUserInfoRequest needs a validated form');
  const request: UpdateUserInfoRequest = {
    FullName: values.FullName.trim(),
    Email: values.Email.trim(),
    Phone: values.Phone.trim(),
    Address: values.Address.trim(),
    WarehouseId: values.WarehouseId,
  };
  const avatar = (values.Avatar ?? '').trim();
  if (avatar !== '') request.Avatar = avatar;
  return request;
}

/**
 * The form after a save: each text field shows what was saved (trimmed), unless the customer has typed
 * something else while the save was on its way.
 */
export function valuesAfterSave(current: UserInfoValues, saved: UpdateUserInfoRequest): UserInfoValues {
  const next = { ...current };
  for (const key of ['FullName', 'Email', 'Phone', 'Address'] as const) if (current[key].trim() === saved[key]) next[key] = saved[key];
  return next;
}

/** The file the customer picked for an avatar: a message if it cannot be used, else undefined. */
export function checkAvatarFile(file: { type: string; size: number }): string | undefined {
  if (!isImageType(file.type)) return accountMessages.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return accountMessages.avatarSize;
  return undefined;
}

// Change password --------------------------------------------------------------------------------------

/** POST /api/customer/changepassword — assumed shape. */
export interface ChangePasswordRequest {
  OldPassword: string;
  NewPassword: string;
  ConfirmPassword: string;
}

/**
 * The current password is only required (and bounded): an account created under older rules may have
 * a shorter one, and must still be able to change it. Passwords are never trimmed.
 */
export function validateChangePassword(values: ChangePasswordRequest): FieldErrors<ChangePasswordRequest> {
  const oldPassword = asText(values.OldPassword);
  const newPassword = asText(values.NewPassword);
  const confirm = asText(values.ConfirmPassword);
  return compactErrors<ChangePasswordRequest>({
    OldPassword: lengthError(oldPassword, {
      required: accountMessages.oldPasswordRequired,
      max: PASSWORD_MAX,
      outOfRange: accountMessages.oldPasswordTooLong,
    }),
    NewPassword:
      passwordLengthError(newPassword, accountMessages.newPasswordRequired) ??
      (newPassword === oldPassword ? accountMessages.newPasswordSame : undefined),
    ConfirmPassword:
      passwordLengthError(confirm, accountMessages.confirmRequired) ??
      (confirm === newPassword ? undefined : accountMessages.confirmMismatch),
  });
}
