import { Route, Switch } from 'wouter';
import { DepositScreen } from '../../../features/finance/DepositScreen';
import { historyListSchema } from '../../../features/finance/FinanceParts';
import { transactionListSchema, TransactionsScreen } from '../../../features/finance/TransactionsScreen';
import { WithdrawalScreen } from '../../../features/finance/WithdrawalScreen';
import { ExcelExport } from '../../../features/shared/ExcelExport';
import { useDashboard, useDeposits, useTopUp, useTransactions, useWithdraw, useWithdrawals } from '../../hooks';
import { hashHref, paths } from '../../paths';
import { useAccountName } from '../../session/useSession';
import { useTransactionsExport } from '../../wiring/exports';
import { qrImageActions, useBankAccounts } from '../../wiring/finance';
import { useList } from '../../wiring/list';

// One function for every render: the list's table is rendered again only when its rows or links change.
const orderHref = (orderId: number) => hashHref(paths.orderDetail(orderId));

function TransactionsRoute() {
  const transactions = useList(transactionListSchema, useTransactions);
  const exportControl = <ExcelExport {...useTransactionsExport(transactions.filters)} />;
  return <TransactionsScreen {...transactions} orderHref={orderHref} actions={exportControl} />;
}

function DepositRoute() {
  const dashboard = useDashboard();
  const topUp = useTopUp();
  return (
    <DepositScreen
      balance={dashboard.data?.PocketMoney ?? 0}
      userName={useAccountName()}
      {...useBankAccounts()}
      onCopy={(text) => navigator.clipboard.writeText(text)}
      {...qrImageActions()}
      serverErrors={topUp.serverErrors}
      onSubmit={async (request) => {
        await topUp.run(request);
      }}
      history={useList(historyListSchema, useDeposits)}
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
      history={useList(historyListSchema, useWithdrawals)}
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
