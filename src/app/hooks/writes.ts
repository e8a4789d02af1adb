// One mutation hook per write call a screen makes. Each returns useSWRMutation's { trigger,
// isMutating, error, data, reset } as is; after a success it revalidates what `invalidates` names.
// Nothing retries a write: useSWRMutation never does, and money-moving calls are deduplicated by the
// client (`once`).
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { useSWRConfig } from 'swr';
import type { ChangePasswordRequest, UpdateUserInfoRequest } from '../../features/account/model';
import type { ResetPasswordRequest } from '../../features/auth/model';
import type { CreateOrderRequest, OrderBuyIdsRequest, UpdateCartFieldRequest, UpdateCartItemFieldRequest } from '../../features/cart/model';
import type { DeliveryRequestCreate } from '../../features/delivery/model';
import type { DepositRequest, WithdrawalRequest } from '../../features/finance/model';
import type { MarkReadRequest } from '../../features/messages/model';
import type { OrderField, OrderFieldValues, OrderItemField, OrderItemFieldValues, PayOrdersRequest } from '../../features/orders/model';
import type { ComplaintRequest } from '../../features/parcels/model';
import {
  addCartItems,
  addComplain,
  changePassword,
  createOrder,
  createRequestDelivery,
  deleteCartItem,
  deposit,
  orderBuy,
  orderBuyIds,
  register,
  removeCart,
  resetPassword,
  sendForgotPassword,
  updateCartField,
  updateCartItemField,
  updateOrderDeposit,
  updateOrderField,
  updateOrderItemField,
  updateOrderPay,
  updateReadMessage,
  updateUserInfo,
  withdrawal,
} from '../api/endpoints';
import type { CartAddItem, MutationResult, RegisterPayload } from '../api/schemas';
import { revalidate, type Change } from './invalidation';

type WriteKey = readonly ['write', string];

/** useSWRMutation for one write call, followed by the revalidation its `change` calls for. */
export function useWrite<Arg, Result = MutationResult>(name: string, change: Change, send: (arg: Arg) => Promise<Result>): SWRMutationResponse<Result, Error, WriteKey, Arg> {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Result, Error, WriteKey, Arg>(['write', name], async (_key, { arg }) => {
    const result = await send(arg);
    // Not awaited: the write succeeded whatever the refresh does, and the caller may move on now.
    void revalidate(mutate, change);
    return result;
  });
}

// ─── Account ────────────────────────────────────────────────────────────────────────────────────────

export const useRegister = () => useWrite('register', 'none', (payload: RegisterPayload) => register(payload));
export const useSendForgotPassword = () => useWrite('sendForgotPassword', 'none', (email: string) => sendForgotPassword(email));
export const useResetPassword = () =>
  useWrite('resetPassword', 'none', ({ id, payload }: { id: string; payload: ResetPasswordRequest }) => resetPassword(id, payload));
export const useUpdateProfile = () => useWrite('updateUserInfo', 'updateProfile', (payload: UpdateUserInfoRequest) => updateUserInfo(payload));
export const useChangePassword = () => useWrite('changePassword', 'none', (payload: ChangePasswordRequest) => changePassword(payload));

// ─── Messages and wallet ────────────────────────────────────────────────────────────────────────────

export const useMarkMessagesRead = () => useWrite('updateReadMessage', 'markRead', (payload: MarkReadRequest) => updateReadMessage(payload));
export const useTopUp = () => useWrite('deposit', 'topUp', (payload: DepositRequest) => deposit(payload));
export const useWithdraw = () => useWrite('withdrawal', 'withdraw', (payload: WithdrawalRequest) => withdrawal(payload));

// ─── Cart ───────────────────────────────────────────────────────────────────────────────────────────

export const useAddToCart = () => useWrite('addCartItems', 'addToCart', (items: readonly CartAddItem[]) => addCartItems(items));
export const useRemoveCart = () => useWrite('removeCart', 'removeFromCart', (cartId: number) => removeCart(cartId));
export const useDeleteCartItem = () => useWrite('deleteCartItem', 'removeFromCart', (itemId: number) => deleteCartItem(itemId));
export const useUpdateCartItemField = () =>
  useWrite('updateCartItemField', 'editCart', ({ id, payload }: { id: number; payload: UpdateCartItemFieldRequest }) => updateCartItemField(id, payload));
export const useUpdateCartField = () =>
  useWrite('updateCartField', 'editCart', ({ id, payload }: { id: number; payload: UpdateCartFieldRequest }) => updateCartField(id, payload));
export const useOrderBuy = () => useWrite('orderBuy', 'orderBuy', (cartId: number) => orderBuy(cartId));
export const useOrderBuyIds = () => useWrite('orderBuyIds', 'orderBuy', (payload: OrderBuyIdsRequest) => orderBuyIds(payload));
export const useCreateOrder = () => useWrite('createOrder', 'createOrder', (payload: CreateOrderRequest) => createOrder(payload));

// ─── Orders ─────────────────────────────────────────────────────────────────────────────────────────

/** One field of an order and its new value, e.g. { id: 5, field: 'IsWoodPacking', value: true }. */
export type OrderFieldChange = { [F in OrderField]: { id: number; field: F; value: OrderFieldValues[F] } }[OrderField];
export type OrderItemFieldChange = { [F in OrderItemField]: { id: number; field: F; value: OrderItemFieldValues[F] } }[OrderItemField];

export const useUpdateOrderField = () =>
  useWrite('updateOrderField', 'editOrder', ({ id, field, value }: OrderFieldChange) => updateOrderField(id, field, value));
export const useUpdateOrderItemField = () =>
  useWrite('updateOrderItemField', 'editOrder', ({ id, field, value }: OrderItemFieldChange) => updateOrderItemField(id, field, value));
export const usePayDeposit = () => useWrite('updateOrderDeposit', 'payDeposit', (payload: PayOrdersRequest) => updateOrderDeposit(payload));
export const usePayRemainder = () => useWrite('updateOrderPay', 'payRemainder', (payload: PayOrdersRequest) => updateOrderPay(payload));

// ─── Parcels and delivery ───────────────────────────────────────────────────────────────────────────

export const useAddComplaint = () => useWrite('addComplain', 'complain', (payload: ComplaintRequest) => addComplain(payload));
export const useCreateDeliveryRequest = () =>
  useWrite('createRequestDelivery', 'requestDelivery', (payload: DeliveryRequestCreate) => createRequestDelivery(payload));
