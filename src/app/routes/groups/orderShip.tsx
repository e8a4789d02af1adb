import { paths } from '../../paths';
import { ComingSoonRoutes } from './ComingSoonRoutes';

export default function OrderShipGroup() {
  return (
    <ComingSoonRoutes
      pages={[
        [paths.transports, 'Danh sách kiện hàng'],
        ['/order/transport/:id', 'Chi tiết kiện hàng'],
        [paths.complaints, 'Khiếu nại'],
      ]}
    />
  );
}
