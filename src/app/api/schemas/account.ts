// Answers and payloads of /api/account/* (SPEC §3, §7 Account).
import { array, coerce, nonempty, number, object, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { jsonString } from '../decode';
import { id, maybeText, text } from './common';

export const WarehouseSchema = type({ Id: id(), Name: string() });
export type Warehouse = Infer<typeof WarehouseSchema>;

/** GET /api/account/getwarehouses */
export const WarehouseListSchema = array(WarehouseSchema);

/** One bank account the customer can transfer a top-up to (assumed shape of the items of Accounts). */
export const BankAccountSchema = type({
  BankName: text(),
  AccountNumber: string(),
  AccountName: text(),
  Branch: text(),
});
export type BankAccount = Infer<typeof BankAccountSchema>;

/**
 * GET /api/account/getwebsiteinfo. Accounts arrives as a JSON string (SPEC §3) and is parsed here; the
 * warehouse addresses and phones (Hà Nội, TP HCM, Trung Quốc) are each null when the site has none, and
 * the login footer shows only those present.
 */
export const WebsiteInfoSchema = type({
  Accounts: jsonString(array(BankAccountSchema), () => []),
  AddressHN: maybeText(),
  PhoneHN: maybeText(),
  AddressSG: maybeText(),
  PhoneSG: maybeText(),
  AddressQC: maybeText(),
  PhoneQC: maybeText(),
});
export type WebsiteInfo = Infer<typeof WebsiteInfoSchema>;

/** POST /api/account/login payload (SPEC §3). */
export const LoginPayloadSchema = object({ UserName: string(), Password: string() });
export type LoginPayload = Infer<typeof LoginPayloadSchema>;

/**
 * POST /api/account/login answer: { token }. A bare JSON string is accepted as the token too, since
 * SPEC §7 only says the answer is "token".
 */
export const LoginResponseSchema = coerce(type({ token: nonempty(string()) }), string(), (token) => ({ token }));
export type LoginResponse = Infer<typeof LoginResponseSchema>;

/** POST /api/account/register payload (SPEC §3). Note `Username` here and `UserName` in login. */
export const RegisterPayloadSchema = object({
  Username: string(),
  Email: string(),
  Password: string(),
  ConfirmPassword: string(),
  Phone: string(),
  WarehouseId: number(),
});
export type RegisterPayload = Infer<typeof RegisterPayloadSchema>;
