import { lazy, Suspense } from 'react';
import { CartScreen, type CartData } from '../../../../features/cart/CartScreen';
import { ExtensionRefusedPanel } from '../../../../features/cart/ExtensionRefusedPanel';
import { listSchema } from '../../../../features/shared/listQuery';
import { useExtensionOutbox } from '../../../extension';
import { useCarts } from '../../../hooks';
import { hashHref, paths } from '../../../paths';
import { useListQuery } from '../../../routing/useListQuery';
import { useCartActions, useCartFigures, useOrderByLink } from '../../../wiring/cart';
import { listStatus } from '../../listStatus';

/** Shops per page: a full cart is rarely longer, and the screen is built to draw this many at once. */
const CART_PAGE_SIZE = 100;
const noCarts: readonly CartData[] = [];
/** The cart's only query parameter is its page (skip); the page size is fixed. */
const cartPage = listSchema({}, { initial: CART_PAGE_SIZE, max: CART_PAGE_SIZE });

// Fetched the first time it is opened: most visits to the cart never order by link.
const OrderByLinkDialog = lazy(() => import('../../../../features/cart/OrderByLinkDialog').then((module) => ({ default: module.OrderByLinkDialog })));

/** The cart (#/order/cart). Edits are shown at once by the screen and rolled back there when a save fails. */
export function CartRoute() {
  const [page, setPage] = useListQuery(cartPage);
  const carts = useCarts({ skip: page.skip, take: CART_PAGE_SIZE });
  const figures = useCartFigures();
  const outbox = useExtensionOutbox();
  const byLink = useOrderByLink();
  const actions = useCartActions();
  return (
    <>
      <CartScreen
        status={listStatus(carts)}
        carts={carts.data?.Items ?? noCarts}
        total={carts.data?.Total ?? 0}
        skip={page.skip}
        take={CART_PAGE_SIZE}
        onPageChange={(next) => setPage({ ...page, skip: next.skip })}
        {...figures}
        onRetry={() => void carts.mutate()}
        {...actions}
        onCreateByLink={byLink.open}
        outbox={outbox}
        onRetryOutbox={outbox.retry}
        extensionRefused={<ExtensionRefusedPanel products={outbox.refused} onDismiss={outbox.dismissRefused} />}
        waitDepositHref={hashHref(paths.ordersWaitDeposit)}
        createdByLink={byLink.created}
      />
      {byLink.hasOpened ? (
        <Suspense fallback={null}>
          <OrderByLinkDialog isOpen={byLink.isOpen} onOpenChange={byLink.setOpen} rate={figures.rate} onSubmit={byLink.submit} />
        </Suspense>
      ) : null}
    </>
  );
}
