import { Route, Switch } from 'wouter';
import { DepositScreen } from '../../../features/finance/DepositScreen';
import { transactionListSchema, TransactionsScreen } from '../../../features/finance/TransactionsScreen';
import { WithdrawalScreen } from '../../../features/finance/WithdrawalScreen';
import { useDashboard, useDeposits, useTopUp, useTransactions, useWithdraw, useWithdrawals } from '../../hooks';
import { href, paths } from '../../paths';
import { useListQuery } from '../../routing/useListQuery';
import { useSession } from '../../session/useSession';
import { qrImageActions, useBankAccounts, useHistory } from '../../wiring/finance';
import { listResults } from '../listStatus';

// One function for every render: the list's table is rendered again only when its rows or links change.
const orderHref = (orderId: number) => href(paths.orderDetail(orderId));

function TransactionsRoute() {
  const [filters, setFilters] = useListQuery(transactionListSchema);
  const transactions = useTransactions(filters);
  return <TransactionsScreen {...listResults(transactions)} filters={filters} onFiltersChange={setFilters} orderHref={orderHref} />;
}

function DepositRoute() {
  const session = useSession();
  const dashboard = useDashboard();
  const topUp = useTopUp();
  return (
    <DepositScreen
      balance={dashboard.data?.PocketMoney ?? 0}
      userName={session.configs?.UserInfo?.UserName ?? ''}
      {...useBankAccounts()}
      onCopy={(text) => navigator.clipboard.writeText(text)}
      {...qrImageActions()}
      serverErrors={topUp.serverErrors}
      onSubmit={async (request) => {
        await topUp.run(request);
      }}
      {...useHistory(useDeposits)}
      onPrint={() => window.print()}
    />
  );
}

function WithdrawalRoute() {
  const dashboard = useDashboard();
  const withdraw = useWithdraw();
  return (
    <WithdrawalScreen
      balance={dashboard.data?.PocketMoney ?? 0}
      serverErrors={withdraw.serverErrors}
      onSubmit={async (request) => {
        await withdraw.run(request);
      }}
      {...useHistory(useWithdrawals)}
    />
  );
}

export default function TransactionGroup() {
  return (
    <Switch>
      <Route path={paths.transactions} component={TransactionsRoute} />
      <Route path={paths.deposit} component={DepositRoute} />
      <Route path={paths.withdrawal} component={WithdrawalRoute} />
    </Switch>
  );
}
