import { Route, Switch } from 'wouter';
import { DepositScreen } from '../../../features/finance/DepositScreen';
import { historyListSchema } from '../../../features/finance/FinanceParts';
import { transactionListSchema, TransactionsScreen } from '../../../features/finance/TransactionsScreen';
import { WithdrawalScreen } from '../../../features/finance/WithdrawalScreen';
import { useDashboard, useDeposits, useTopUp, useTransactions, useWebsiteInfo, useWithdraw, useWithdrawals } from '../../hooks';
import { href, paths } from '../../paths';
import { useListQuery } from '../../routing/useListQuery';
import { useSession } from '../../session/useSession';
import { listResults, listStatus } from './listStatus';

function TransactionsRoute() {
  const [filters, setFilters] = useListQuery(transactionListSchema);
  const transactions = useTransactions(filters);
  return (
    <TransactionsScreen {...listResults(transactions)} filters={filters} onFiltersChange={setFilters} orderHref={(orderId) => href(paths.orderDetail(orderId))} />
  );
}

async function copyText(text: string) {
  await navigator.clipboard.writeText(text);
}

function DepositRoute() {
  const session = useSession();
  const dashboard = useDashboard();
  const websiteInfo = useWebsiteInfo();
  const [filters, setFilters] = useListQuery(historyListSchema);
  const history = useDeposits(filters);
  const topUp = useTopUp();
  return (
    <DepositScreen
      balance={dashboard.data?.PocketMoney ?? 0}
      userName={session.configs?.UserInfo?.UserName ?? ''}
      bankAccounts={websiteInfo.data?.Accounts ?? []}
      bankAccountsStatus={listStatus(websiteInfo)}
      onBankAccountsRetry={() => void websiteInfo.mutate()}
      onCopy={copyText}
      serverErrors={topUp.serverErrors}
      onSubmit={async (request) => {
        await topUp.run(request);
      }}
      historyStatus={listStatus(history)}
      {...(history.data ? { history: history.data } : {})}
      historyIsValidating={listResults(history).isValidating}
      historyFilters={filters}
      onHistoryFiltersChange={setFilters}
      onHistoryRetry={() => void history.mutate()}
    />
  );
}

function WithdrawalRoute() {
  const dashboard = useDashboard();
  const [filters, setFilters] = useListQuery(historyListSchema);
  const history = useWithdrawals(filters);
  const withdraw = useWithdraw();
  return (
    <WithdrawalScreen
      balance={dashboard.data?.PocketMoney ?? 0}
      serverErrors={withdraw.serverErrors}
      onSubmit={async (request) => {
        await withdraw.run(request);
      }}
      historyStatus={listStatus(history)}
      {...(history.data ? { history: history.data } : {})}
      historyIsValidating={listResults(history).isValidating}
      historyFilters={filters}
      onHistoryFiltersChange={setFilters}
      onHistoryRetry={() => void history.mutate()}
    />
  );
}

export default function TransactionGroup() {
  return (
    <Switch>
      <Route path={paths.transactions}>
        <TransactionsRoute />
      </Route>
      <Route path={paths.deposit}>
        <DepositRoute />
      </Route>
      <Route path={paths.withdrawal}>
        <WithdrawalRoute />
      </Route>
    </Switch>
  );
}
