import { lazy, Suspense, useState } from 'react';
import { CartScreen, type CartData } from '../../../../features/cart/CartScreen';
import { ExtensionRefusedPanel } from '../../../../features/cart/ExtensionRefusedPanel';
import { useToast } from '../../../../ui/Toast';
import { useExtensionOutbox } from '../../../extension';
import {
  useCarts,
  useCreateOrder,
  useDashboard,
  useDeleteCartItem,
  useOrderBuy,
  useOrderBuyIds,
  useRemoveCart,
  useSettingDefault,
  useUpdateCartField,
  useUpdateCartItemField,
} from '../../../hooks';
import { href, paths } from '../../../paths';
import { listSchema } from '../../../../features/shared/listQuery';
import { useListQuery } from '../../../routing/useListQuery';
import { useSession } from '../../../session/useSession';
import { listStatus } from '../listStatus';

/** Shops per page: a full cart is rarely longer, and the screen is built to draw this many at once. */
const CART_PAGE_SIZE = 100;

const noCarts: readonly CartData[] = [];

// Fetched the first time it is opened: most visits to the cart never order by link.
const OrderByLinkDialog = lazy(() => import('../../../../features/cart/OrderByLinkDialog').then((module) => ({ default: module.OrderByLinkDialog })));

/** The cart's only query parameter is its page (skip); the page size is fixed. */
const cartPage = listSchema({}, { initial: CART_PAGE_SIZE, max: CART_PAGE_SIZE });

/**
 * The cart (#/order/cart). Edits are shown at once by the screen and rolled back there when a save
 * fails; every write revalidates what it changed (src/app/hooks/invalidation.ts): the carts, the cart
 * count on the dashboard, and after ordering the orders awaiting their deposit.
 */
export function CartRoute() {
  const [page, setPage] = useListQuery(cartPage);
  const carts = useCarts({ skip: page.skip, take: CART_PAGE_SIZE });
  const dashboard = useDashboard();
  const settings = useSettingDefault();
  const { configs } = useSession();
  const outbox = useExtensionOutbox();
  const updateItem = useUpdateCartItemField();
  const updateCart = useUpdateCartField();
  const deleteItem = useDeleteCartItem();
  const removeCart = useRemoveCart();
  const orderBuy = useOrderBuy();
  const orderBuyIds = useOrderBuyIds();
  const createOrder = useCreateOrder();
  const toast = useToast();
  const [isByLinkOpen, setByLinkOpen] = useState(false);
  const [hasOpenedByLink, setHasOpenedByLink] = useState(false);
  const [createdByLink, setCreatedByLink] = useState(false);
  const rate = dashboard.data?.CurrentRate ?? configs?.CurrentRate ?? 0;

  return (
    <>
      <CartScreen
        status={listStatus(carts)}
        carts={carts.data?.Items ?? noCarts}
        total={carts.data?.Total ?? 0}
        skip={page.skip}
        take={CART_PAGE_SIZE}
        onPageChange={(next) => setPage({ ...page, skip: next.skip })}
        rate={rate}
        feeBuyer={settings.data?.Settings.FeeBuyer ?? configs?.Settings?.FeeBuyer}
        balance={dashboard.data?.PocketMoney ?? configs?.PocketMoney ?? 0}
        extensionLink={dashboard.data?.ExtensionLink ?? configs?.ExtensionLink}
        onRetry={() => void carts.mutate()}
        onUpdateItem={async (itemId, change) => {
          await updateItem.trigger({
            id: itemId,
            payload: change.field === 'Quantity' ? { Field: 'Quantity', Value: change.value } : { Field: 'Note', Value: change.value },
          });
        }}
        onUpdateCartNote={async (cartId, note) => {
          await updateCart.trigger({ id: cartId, payload: { Field: 'Note', Value: note } });
        }}
        onDeleteItem={async (itemId) => {
          await deleteItem.trigger(itemId);
        }}
        onRemoveCart={async (cartId) => {
          await removeCart.trigger(cartId);
        }}
        onOrderShop={async (cartId) => {
          await orderBuy.run(cartId);
        }}
        onOrderSelected={async (cartIds) => {
          await orderBuyIds.run({ CartIds: cartIds });
        }}
        onCreateByLink={() => {
          setHasOpenedByLink(true);
          setByLinkOpen(true);
        }}
        outbox={outbox}
        onRetryOutbox={outbox.retry}
        extensionRefused={<ExtensionRefusedPanel products={outbox.refused} onDismiss={outbox.dismissRefused} />}
        waitDepositHref={href(paths.ordersWaitDeposit)}
        createdByLink={createdByLink}
      />
      {hasOpenedByLink ? (
        <Suspense fallback={null}>
          <OrderByLinkDialog
            isOpen={isByLinkOpen}
            onOpenChange={setByLinkOpen}
            rate={rate}
            onSubmit={async (body) => {
              // A refusal is rethrown as it is: the dialog shows its lines and keeps what was typed.
              await createOrder.run(body);
              toast.success('Đã tạo đơn hàng, đơn đang chờ đặt cọc.');
              setCreatedByLink(true);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
