// Answers of /api/customer/* (SPEC §3, §7 Customer); the stored user.configs are in configs.ts.
import { assign, integer, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { dateString, id, list, maybeDate, maybeId, maybeText, page, statusCode, text, vnd } from './common';
import { MessageSchema, SettingsSchema } from './configs';

export { MessageSchema, SettingsSchema, UserConfigsSchema, UserInfoSchema, type Message, type Settings, type UserConfigs, type UserInfo } from './configs';

/** GET /api/customer/getsettingdefault: TotalMessage is the unread count, Messages the latest few. */
export const SettingDefaultSchema = type({
  Settings: SettingsSchema,
  TotalMessage: integer(),
  Messages: list(MessageSchema),
});
export type SettingDefault = Infer<typeof SettingDefaultSchema>;

/** A row of GET /api/customer/getmessages: the list marks messages read by Id, so here it is required. */
export const ListedMessageSchema = assign(MessageSchema, type({ Id: id() }));
export type ListedMessage = Infer<typeof ListedMessageSchema>;

/** GET /api/customer/getmessages */
export const MessagePageSchema = page(ListedMessageSchema);

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

