import { ComingSoon } from '../../../../features/shell/ComingSoon';
import { href, paths } from '../../../paths';

/** The parcel list (#/order/transport). Placeholder until wired. */
export function TransportListRoute() {
  return <ComingSoon title="Danh sách kiện hàng" homeHref={href(paths.dashboard)} />;
}

/** One parcel (#/order/transport/:id). Placeholder until wired. */
export function TransportDetailRoute({ id }: { id: string }) {
  return <ComingSoon title={`Chi tiết kiện hàng ${id}`} homeHref={href(paths.dashboard)} />;
}
