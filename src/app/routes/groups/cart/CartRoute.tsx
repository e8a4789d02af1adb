import { ComingSoon } from '../../../../features/shell/ComingSoon';
import { href, paths } from '../../../paths';

/** The cart (#/order/cart). Placeholder until the cart screen is wired. */
export function CartRoute() {
  return <ComingSoon title="Giỏ hàng" homeHref={href(paths.dashboard)} />;
}
