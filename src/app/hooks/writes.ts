// One mutation hook per write call a screen makes. Each returns useSWRMutation's { trigger,
// isMutating, error, data, reset } as is; after a success it revalidates what `invalidates` names.
// Nothing retries a write: useSWRMutation never does, and money-moving calls are deduplicated by the
// client (`once`). Money intents are not plain writes: useMoneyIntent gives each its Idempotency-Key
// and tells the customer every outcome (issue 12 §1).
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
import { useMoneyIntent } from '../money/useMoneyIntent';
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
// Told like a money intent (issue 25 §11): a refusal on the form, an unclear outcome said as unclear.
export const useUpdateProfile = () => useMoneyIntent('updateProfile', (payload: UpdateUserInfoRequest, options) => updateUserInfo(payload, options), { refusals: 'screen' });
export const useChangePassword = () => useMoneyIntent('changePassword', (payload: ChangePasswordRequest, options) => changePassword(payload, options), { refusals: 'screen' });

// ─── Messages and wallet ────────────────────────────────────────────────────────────────────────────

export const useMarkMessagesRead = () => useWrite('updateReadMessage', 'markRead', (payload: MarkReadRequest) => updateReadMessage(payload));
const amountOf = (payload: { Amount: number }) => payload.Amount;
export const useTopUp = () => useMoneyIntent('deposit', (payload: DepositRequest, options) => deposit(payload, options), { refusals: 'screen', amountOf });
export const useWithdraw = () => useMoneyIntent('withdrawal', (payload: WithdrawalRequest, options) => withdrawal(payload, options), { refusals: 'screen', amountOf });

// ─── Cart ───────────────────────────────────────────────────────────────────────────────────────────

export const useAddToCart = () => useWrite('addCartItems', 'addToCart', (items: readonly CartAddItem[]) => addCartItems(items));
export const useRemoveCart = () => useWrite('removeCart', 'removeFromCart', (cartId: number) => removeCart(cartId));
export const useDeleteCartItem = () => useWrite('deleteCartItem', 'removeFromCart', (itemId: number) => deleteCartItem(itemId));
export const useUpdateCartItemField = () =>
  useWrite('updateCartItemField', 'editCart', ({ id, payload }: { id: number; payload: UpdateCartItemFieldRequest }) => updateCartItemField(id, payload));
export const useUpdateCartField = () =>
  useWrite('updateCartField', 'editCart', ({ id, payload }: { id: number; payload: UpdateCartFieldRequest }) => updateCartField(id, payload));
// The cart shows a refusal's lines itself (its toast), and stays silent after an unclear outcome.
export const useOrderBuy = () => useMoneyIntent('orderBuy', (cartId: number, options) => orderBuy(cartId, options), { refusals: 'caller' });
export const useOrderBuyIds = () => useMoneyIntent('orderBuyIds', (payload: OrderBuyIdsRequest, options) => orderBuyIds(payload, options), { refusals: 'caller' });
// The order-by-link dialog shows a refusal's lines itself.
export const useCreateOrder = () => useMoneyIntent('createOrder', (payload: CreateOrderRequest, options) => createOrder(payload, options), { refusals: 'caller' });

// ─── Orders ─────────────────────────────────────────────────────────────────────────────────────────

/** One field of an order and its new value, e.g. { id: 5, field: 'IsWoodPacking', value: true }. */
export type OrderFieldChange = { [F in OrderField]: { id: number; field: F; value: OrderFieldValues[F] } }[OrderField];
export type OrderItemFieldChange = { [F in OrderItemField]: { id: number; field: F; value: OrderItemFieldValues[F] } }[OrderItemField];

export const useUpdateOrderField = () =>
  useWrite('updateOrderField', 'editOrder', ({ id, field, value }: OrderFieldChange) => updateOrderField(id, field, value));
export const useUpdateOrderItemField = () =>
  useWrite('updateOrderItemField', 'editOrder', ({ id, field, value }: OrderItemFieldChange) => updateOrderItemField(id, field, value));
export const usePayDeposit = () => useMoneyIntent('payDeposit', (payload: PayOrdersRequest, options) => updateOrderDeposit(payload, options), { refusals: 'screen' });
export const usePayRemainder = () => useMoneyIntent('payRemainder', (payload: PayOrdersRequest, options) => updateOrderPay(payload, options), { refusals: 'screen' });

// ─── Parcels and delivery ───────────────────────────────────────────────────────────────────────────

export const useAddComplaint = () => useMoneyIntent('complaint', (payload: ComplaintRequest, options) => addComplain(payload, options), { refusals: 'screen' });
export const useCreateDeliveryRequest = () =>
  useMoneyIntent('requestDelivery', (payload: DeliveryRequestCreate, options) => createRequestDelivery(payload, options), { refusals: 'screen' });
