// SPEC §7 Customer: settings, profile, messages and the wallet.
import type { ChangePasswordRequest, UpdateUserInfoRequest } from '../../../features/account/model';
import type { HistoryFilters } from '../../../features/finance/FinanceParts';
import type { DepositRequest, WithdrawalRequest } from '../../../features/finance/model';
import type { TransactionFilters } from '../../../features/finance/TransactionsScreen';
import type { MessageFilters } from '../../../features/messages/MessagesScreen';
import type { MarkReadRequest } from '../../../features/messages/model';
import { request } from '../client';
import { MutationResultSchema } from '../schemas/common';
import { DepositPageSchema, MessagePageSchema, SettingDefaultSchema, TransactionPageSchema, UserInfoSchema, WithdrawalPageSchema } from '../schemas/customer';
import { route } from './catalog';
import { bearerOf, loadingQuery, signalOf, silentOf, idempotencyOf } from './shared';
import type { ListQuery, ReadOptions, WriteOptions } from './shared';

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

export type MessagesQuery = ListQuery<MessageFilters>;

/** GET /api/customer/getmessages */
export function getMessages(query: MessagesQuery, options?: ReadOptions) {
  return request({
    ...route('getMessages'),
    query: { ...query, ...loadingQuery(options) },
    schema: MessagePageSchema,
    ...signalOf(options),
  });
}

/** PUT /api/customer/updatereadmessage */
export function updateReadMessage(payload: MarkReadRequest, options?: WriteOptions) {
  return request({ ...route('updateReadMessage'), body: payload, schema: MutationResultSchema, ...signalOf(options) });
}

export type TransactionsQuery = ListQuery<TransactionFilters>;

/** GET /api/customer/transactions */
export function getTransactions(query: TransactionsQuery, options?: ReadOptions) {
  return request({
    ...route('getTransactions'),
    query: { ...query, ...loadingQuery(options) },
    schema: TransactionPageSchema,
    ...signalOf(options),
  });
}

export type WalletRequestsQuery = ListQuery<HistoryFilters>;

/** GET /api/customer/getdeposits */
export function getDeposits(query: WalletRequestsQuery, options?: ReadOptions) {
  return request({
    ...route('getDeposits'),
    query: { ...query, ...loadingQuery(options) },
    schema: DepositPageSchema,
    ...signalOf(options),
  });
}

/** GET /api/customer/getwithdrawals */
export function getWithdrawals(query: WalletRequestsQuery, options?: ReadOptions) {
  return request({
    ...route('getWithdrawals'),
    query: { ...query, ...loadingQuery(options) },
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
