import { paths } from '../../paths';
import { ComingSoonRoutes } from './ComingSoonRoutes';

export default function TransactionGroup() {
  return (
    <ComingSoonRoutes
      pages={[
        [paths.transactions, 'Lịch sử giao dịch'],
        [paths.deposit, 'Nạp tiền'],
        [paths.withdrawal, 'Rút tiền'],
      ]}
    />
  );
}
