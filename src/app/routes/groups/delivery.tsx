import { paths } from '../../paths';
import { ComingSoonRoutes } from './ComingSoonRoutes';

export default function DeliveryGroup() {
  return (
    <ComingSoonRoutes
      pages={[
        [paths.deliveryCreate, 'Yêu cầu giao hàng'],
        [paths.deliveryList, 'Danh sách phiếu giao'],
      ]}
    />
  );
}
