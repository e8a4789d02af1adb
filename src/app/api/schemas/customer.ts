// Answers of /api/customer/* (SPEC §3, §7 Customer) and the stored user.configs.
import { array, coerce, integer, nonempty, nullable, number, optional, record, string, type, unknown } from 'superstruct';
import type { Infer } from 'superstruct';
import { dateString, flag, id, list, maybeDate, maybeId, maybeText, page, statusCode, text, vnd } from './common';
import { StoredShopFavoriteSchema, SupporterSchema } from './order';

export const SettingsSchema = type({
  /** The site-wide notice of the header; null when there is none. */
  NotifySite: maybeText(),
  /**
   * Range 'min-max' in ₫ → fee percentage (SPEC §3, §9). A key that is not a range is kept and skipped
   * by buyerFee (features/shared/buyerFee.ts): one odd key must not take the whole header down.
   */
  FeeBuyer: coerce(record(string(), number()), unknown(), (value) => value ?? {}),
});
export type Settings = Infer<typeof SettingsSchema>;

export const MessageSchema = type({
  Id: id(),
  /** The kind of message, shown as is in the header dropdown; a numeric kind is shown as its text. */
  MessageType: coerce(string(), number(), (value) => String(value)),
  CreatedDate: dateString(),
  Note: text(),
  IsRead: flag(),
});
export type Message = Infer<typeof MessageSchema>;

/** GET /api/customer/getsettingdefault: TotalMessage is the unread count, Messages the latest few. */
export const SettingDefaultSchema = type({
  Settings: SettingsSchema,
  TotalMessage: integer(),
  Messages: list(MessageSchema),
});
export type SettingDefault = Infer<typeof SettingDefaultSchema>;

/** GET /api/customer/getmessages */
export const MessagePageSchema = page(MessageSchema);

/** GET /api/customer/userinfo. SPEC names UserName and Avatar; the rest are assumed. */
export const UserInfoSchema = type({
  UserName: string(),
  /** An image URL; null shows the initials. */
  Avatar: maybeText(),
  FullName: text(),
  Email: text(),
  Phone: text(),
  Address: text(),
  WarehouseId: maybeId(),
});
export type UserInfo = Infer<typeof UserInfoSchema>;

/** A row of GET /api/customer/transactions. */
export const TransactionSchema = type({
  Id: id(),
  CreatedDate: dateString(),
  /** transactionTypes */
  TransactionType: statusCode(),
  OrderId: maybeId(),
  OrderCode: maybeText(),
  /** Signed, ₫: + into the wallet, − out of it. */
  Amount: vnd(),
  /** Wallet balance after this transaction, ₫. */
  BalanceAfter: vnd(),
  Note: text(),
});
export type Transaction = Infer<typeof TransactionSchema>;

export const TransactionPageSchema = page(TransactionSchema);

/** A top-up request: a row of GET /api/customer/getdeposits. */
export const DepositSchema = type({
  Id: id(),
  Code: string(),
  CreatedDate: dateString(),
  /** ₫ */
  Amount: vnd(),
  /** depositStatuses */
  Status: statusCode(),
  /** The bank the customer transferred to. */
  BankName: text(),
  Note: text(),
  ProcessedDate: maybeDate(),
});
export type Deposit = Infer<typeof DepositSchema>;

export const DepositPageSchema = page(DepositSchema);

/** A withdrawal request: a row of GET /api/customer/getwithdrawals. */
export const WithdrawalSchema = type({
  Id: id(),
  Code: string(),
  CreatedDate: dateString(),
  /** ₫ */
  Amount: vnd(),
  /** withdrawalStatuses */
  Status: statusCode(),
  BankName: text(),
  AccountNumber: text(),
  AccountName: text(),
  Branch: text(),
  Note: text(),
  ProcessedDate: maybeDate(),
});
export type Withdrawal = Infer<typeof WithdrawalSchema>;

export const WithdrawalPageSchema = page(WithdrawalSchema);

/**
 * The stored user.configs (SPEC §3), read back from local storage. Only the token is required: the rest
 * is filled in as getdashboard, getsettingdefault and userinfo answer. ShopFavorites here are already
 * parsed (StoredShopFavoriteSchema), so reading the configs never parses ItemLinks a second time.
 */
export const UserConfigsSchema = type({
  token: nonempty(string()),
  CurrentRate: optional(number()),
  ExtensionLink: optional(maybeText()),
  NumberCarts: optional(integer()),
  PocketMoney: optional(vnd()),
  ShopFavorites: optional(array(StoredShopFavoriteSchema)),
  Supporter: optional(nullable(SupporterSchema)),
  Settings: optional(SettingsSchema),
  NumberMessages: optional(integer()),
  Messages: optional(array(MessageSchema)),
  UserInfo: optional(UserInfoSchema),
});
export type UserConfigs = Infer<typeof UserConfigsSchema>;
