// SPEC §7 Customer: settings, profile, messages and the wallet.
import type { ChangePasswordRequest, UpdateUserInfoRequest } from '../../../features/account/model';
import type { DepositRequest, WithdrawalRequest } from '../../../features/finance/model';
import type { MarkReadRequest } from '../../../features/messages/model';
import { request } from '../client';
import { MutationResultSchema } from '../schemas/common';
import { DepositPageSchema, MessagePageSchema, SettingDefaultSchema, TransactionPageSchema, UserInfoSchema, WithdrawalPageSchema } from '../schemas/customer';
import { route } from './catalog';
import { bearerOf, loadingQuery, signalOf, silentOf, idempotencyOf } from './shared';
import type { Paging, ReadOptions, WriteOptions } from './shared';

/** GET /api/customer/getsettingdefault */
export function getSettingDefault(options?: ReadOptions) {
  return request({ ...route('getSettingDefault'), query: loadingQuery(options), schema: SettingDefaultSchema, ...signalOf(options), ...silentOf(options) });
}

/** GET /api/customer/userinfo */
export function getUserInfo(options?: ReadOptions) {
  return request({ ...route('getUserInfo'), query: loadingQuery(options), schema: UserInfoSchema, ...signalOf(options), ...silentOf(options), ...bearerOf(options) });
}

/** POST /api/customer/updateuserinfo */
export function updateUserInfo(payload: UpdateUserInfoRequest, options?: WriteOptions) {
  return request({ ...route('updateUserInfo'), body: payload, schema: MutationResultSchema, ...signalOf(options), ...idempotencyOf(options) });
}

/** POST /api/customer/changepassword */
export function changePassword(payload: ChangePasswordRequest, options?: WriteOptions) {
  return request({ ...route('changePassword'), body: payload, schema: MutationResultSchema, ...signalOf(options), ...idempotencyOf(options) });
}

/** POST /api/customer/logout */
export function logout(options?: WriteOptions) {
  return request({ ...route('logout'), schema: MutationResultSchema, ...signalOf(options) });
}

export interface MessagesQuery extends Paging {
  from?: Date | null;
  end?: Date | null;
  /** Text to look for in the messages. */
  message?: string;
}

/** GET /api/customer/getmessages */
export function getMessages(query: MessagesQuery, options?: ReadOptions) {
  const { from, end, message, skip, take } = query;
  return request({
    ...route('getMessages'),
    query: { from, end, message, skip, take, ...loadingQuery(options) },
    schema: MessagePageSchema,
    ...signalOf(options),
  });
}

/** PUT /api/customer/updatereadmessage */
export function updateReadMessage(payload: MarkReadRequest, options?: WriteOptions) {
  return request({ ...route('updateReadMessage'), body: payload, schema: MutationResultSchema, ...signalOf(options) });
}

export interface TransactionsQuery extends Paging {
  orderCode?: string;
  from?: Date | null;
  end?: Date | null;
  /** A code of transactionTypes; undefined for all. */
  transactionType?: number | null;
}

/** GET /api/customer/transactions */
export function getTransactions(query: TransactionsQuery, options?: ReadOptions) {
  const { orderCode, from, end, transactionType, skip, take } = query;
  return request({
    ...route('getTransactions'),
    query: { orderCode, from, end, transactionType, skip, take, ...loadingQuery(options) },
    schema: TransactionPageSchema,
    ...signalOf(options),
  });
}

export interface WalletRequestsQuery extends Paging {
  /** A code of depositStatuses / withdrawalStatuses; undefined for all. */
  status?: number | null;
  from?: Date | null;
  end?: Date | null;
}

/** GET /api/customer/getdeposits */
export function getDeposits(query: WalletRequestsQuery, options?: ReadOptions) {
  const { status, from, end, skip, take } = query;
  return request({
    ...route('getDeposits'),
    query: { status, from, end, skip, take, ...loadingQuery(options) },
    schema: DepositPageSchema,
    ...signalOf(options),
  });
}

/** GET /api/customer/getwithdrawals */
export function getWithdrawals(query: WalletRequestsQuery, options?: ReadOptions) {
  const { status, from, end, skip, take } = query;
  return request({
    ...route('getWithdrawals'),
    query: { status, from, end, skip, take, ...loadingQuery(options) },
    schema: WithdrawalPageSchema,
    ...signalOf(options),
  });
}

/** POST /api/customer/deposit — moves money: sent once per intent. */
export function deposit(payload: DepositRequest, options?: WriteOptions) {
  return request({ ...route('deposit'), body: payload, schema: MutationResultSchema, ...signalOf(options), ...idempotencyOf(options) });
}

/** POST /api/customer/withdrawal — moves money: sent once per intent. */
export function withdrawal(payload: WithdrawalRequest, options?: WriteOptions) {
  return request({ ...route('withdrawal'), body: payload, schema: MutationResultSchema, ...signalOf(options), ...idempotencyOf(options) });
}
