import { paths } from '../../paths';
import { ComingSoonRoutes } from './ComingSoonRoutes';

export default function OrderGroup() {
  return (
    <ComingSoonRoutes
      pages={[
        [paths.cart, 'Giỏ hàng'],
        [paths.ordersWaitDeposit, 'Đơn hàng chờ đặt cọc'],
        [paths.ordersWaitPay, 'Đơn hàng chờ thanh toán'],
        [paths.orders, 'Danh sách đơn hàng'],
        ['/order/detail/:id', 'Chi tiết đơn hàng'],
      ]}
    />
  );
}
