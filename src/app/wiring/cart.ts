import { useState } from 'react';
import type { CartScreenProps } from '../../features/cart/CartScreen';
import type { CreateOrderRequest } from '../../features/cart/model';
import { useToast } from '../../ui/Toast';
import {
  useCreateOrder,
  useDashboard,
  useDeleteCartItem,
  useOrderBuy,
  useOrderBuyIds,
  useRemoveCart,
  useSettingDefault,
  useUpdateCartField,
  useUpdateCartItemField,
} from '../hooks';
import { useSession } from '../session/useSession';

type CartActions = Pick<CartScreenProps, 'onUpdateItem' | 'onUpdateCartNote' | 'onDeleteItem' | 'onRemoveCart' | 'onOrderShop' | 'onOrderSelected'>;

/** The cart's writes, as the screen calls them; each revalidates what it changed (hooks/invalidation.ts). */
export function useCartActions(): CartActions {
  const updateItem = useUpdateCartItemField();
  const updateCart = useUpdateCartField();
  const deleteItem = useDeleteCartItem();
  const removeCart = useRemoveCart();
  const orderBuy = useOrderBuy();
  const orderBuyIds = useOrderBuyIds();
  return {
    onUpdateItem: async (itemId, change) => {
      await updateItem.trigger({
        id: itemId,
        payload: change.field === 'Quantity' ? { Field: 'Quantity', Value: change.value } : { Field: 'Note', Value: change.value },
      });
    },
    onUpdateCartNote: async (cartId, note) => {
      await updateCart.trigger({ id: cartId, payload: { Field: 'Note', Value: note } });
    },
    onDeleteItem: async (itemId) => {
      await deleteItem.trigger(itemId);
    },
    onRemoveCart: async (cartId) => {
      await removeCart.trigger(cartId);
    },
    onOrderShop: async (cartId) => {
      await orderBuy.run(cartId);
    },
    onOrderSelected: async (cartIds) => {
      await orderBuyIds.run({ CartIds: cartIds });
    },
  };
}

/** The figures around the cart: the dashboard's when it has answered, the session's until then. */
export function useCartFigures(): Pick<CartScreenProps, 'rate' | 'feeBuyer' | 'balance' | 'extensionLink'> {
  const dashboard = useDashboard();
  const settings = useSettingDefault();
  const { configs } = useSession();
  return {
    rate: dashboard.data?.CurrentRate ?? configs?.CurrentRate ?? 0,
    feeBuyer: settings.data?.Settings.FeeBuyer ?? configs?.Settings?.FeeBuyer,
    balance: dashboard.data?.PocketMoney ?? configs?.PocketMoney ?? 0,
    extensionLink: dashboard.data?.ExtensionLink ?? configs?.ExtensionLink,
  };
}

/** The order-by-link dialog: fetched the first time it opens, then kept; one order per submission. */
export function useOrderByLink() {
  const createOrder = useCreateOrder();
  const toast = useToast();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [created, setCreated] = useState(false);
  return {
    isOpen,
    setOpen,
    hasOpened,
    created,
    open: () => {
      setHasOpened(true);
      setOpen(true);
    },
    submit: async (body: CreateOrderRequest) => {
      // A refusal is rethrown as it is: the dialog shows its lines and keeps what was typed.
      await createOrder.run(body);
      toast.success('Đã tạo đơn hàng, đơn đang chờ đặt cọc.');
      setCreated(true);
    },
  };
}
