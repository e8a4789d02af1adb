// One SWR hook per read call of SPEC §7. Each returns SWR's { data, error, isLoading, mutate … } as is.
import {
  getCarts,
  getComplains,
  getDashboard,
  getDeposits,
  getListRequestDelivery,
  getMessages,
  getOrderDeposits,
  getOrderDetails,
  getOrderHasVietnam,
  getOrders,
  getOrderWaitPay,
  getSettingDefault,
  getTransactions,
  getTransportDetails,
  getTransports,
  getUserInfo,
  getWithdrawals,
  type ComplainsQuery,
  type DeliveryRequestsQuery,
  type MessagesQuery,
  type OrdersQuery,
  type Paging,
  type TransactionsQuery,
  type TransportsQuery,
  type WalletRequestsQuery,
} from '../api/endpoints';
import { detailsKey, readKey } from './keys';
import { pagedList, useRead } from './useRead';

// ─── Account (also before login) ────────────────────────────────────────────────────────────────────

export { useWarehouses, useWebsiteInfo } from './accountReads';

// ─── Customer ───────────────────────────────────────────────────────────────────────────────────────

export const useSettingDefault = () => useRead(readKey('settingDefault'), (_, options) => getSettingDefault(options));

export const useUserInfo = () => useRead(readKey('userInfo'), (_, options) => getUserInfo(options));

export const useMessages = (filters: MessagesQuery) => useRead(readKey('messages', filters), getMessages, pagedList);

export const useTransactions = (filters: TransactionsQuery) => useRead(readKey('transactions', filters), getTransactions, pagedList);

export const useDeposits = (filters: WalletRequestsQuery) => useRead(readKey('deposits', filters), getDeposits, pagedList);

export const useWithdrawals = (filters: WalletRequestsQuery) => useRead(readKey('withdrawals', filters), getWithdrawals, pagedList);

// ─── Order ──────────────────────────────────────────────────────────────────────────────────────────

export const useDashboard = () => useRead(readKey('dashboard'), (_, options) => getDashboard(options));

export const useCarts = (paging: Paging) => useRead(readKey('carts', { skip: paging.skip, take: paging.take }), getCarts, pagedList);

export const useOrders = (filters: OrdersQuery) => useRead(readKey('orders', filters), getOrders, pagedList);

/** No request while `id` is null or undefined (a route parameter not parsed yet). */
export const useOrderDetails = (id: number | null | undefined) =>
  useRead(detailsKey('orderDetails', id), getOrderDetails);

export const useOrdersWaitDeposit = () => useRead(readKey('ordersWaitDeposit'), (_, options) => getOrderDeposits(options));

export const useOrdersWaitPay = () => useRead(readKey('ordersWaitPay'), (_, options) => getOrderWaitPay(options));

export const useTransports = (filters: TransportsQuery) => useRead(readKey('transports', filters), getTransports, pagedList);

/** No request while `id` is null or undefined. */
export const useTransportDetails = (id: number | null | undefined) =>
  useRead(detailsKey('transportDetails', id), getTransportDetails);

export const useComplaints = (filters: ComplainsQuery) => useRead(readKey('complaints', filters), getComplains, pagedList);

export const useOrdersInVietnam = () => useRead(readKey('ordersInVietnam'), (_, options) => getOrderHasVietnam(options));

export const useDeliveryRequests = (filters: DeliveryRequestsQuery) =>
  useRead(readKey('deliveryRequests', filters), getListRequestDelivery, pagedList);
