import { ComingSoon } from '../../../../features/shell/ComingSoon';
import { href, paths } from '../../../paths';

/** Complaints (#/order/complain). Placeholder until wired. */
export function ComplaintsRoute() {
  return <ComingSoon title="Khiếu nại" homeHref={href(paths.dashboard)} />;
}
