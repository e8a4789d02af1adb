import { useCallback } from 'react';
import { Route, Switch } from 'wouter';
import { DepositScreen } from '../../../features/finance/DepositScreen';
import type { DepositRequest, WithdrawalRequest } from '../../../features/finance/model';
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

// The same functions at every render, so the account cards and the declaration form are rendered again
// only when what they show changes, not when another read arrives (DepositScreen).
const copyText = (text: string) => navigator.clipboard.writeText(text);
const print = () => window.print();

function DepositRoute() {
  const dashboard = useDashboard();
  const { run, serverErrors } = useTopUp();
  const declare = useCallback(async (request: DepositRequest) => {
    await run(request);
  }, [run]);
  return (
    <DepositScreen
      balance={dashboard.data?.PocketMoney ?? 0}
      userName={useAccountName()}
      {...useBankAccounts()}
      onCopy={copyText}
      {...qrImageActions()}
      serverErrors={serverErrors}
      onSubmit={declare}
      history={useList(historyListSchema, useDeposits)}
      onPrint={print}
    />
  );
}

function WithdrawalRoute() {
  const dashboard = useDashboard();
  const { run, serverErrors } = useWithdraw();
  const withdraw = useCallback(async (request: WithdrawalRequest) => {
    await run(request);
  }, [run]);
  return (
    <WithdrawalScreen
      balance={dashboard.data?.PocketMoney ?? 0}
      serverErrors={serverErrors}
      onSubmit={withdraw}
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
