import { Route, Switch } from 'wouter';
import { DepositScreen } from '../../../features/finance/DepositScreen';
import { defaultHistoryFilters, type HistoryFilters } from '../../../features/finance/FinanceParts';
import { TransactionsScreen, defaultTransactionFilters, type TransactionFilters } from '../../../features/finance/TransactionsScreen';
import { WithdrawalScreen } from '../../../features/finance/WithdrawalScreen';
import { useDashboard, useDeposits, useTopUp, useTransactions, useWebsiteInfo, useWithdraw, useWithdrawals } from '../../hooks';
import { href, paths } from '../../paths';
import { parseQueryDate, parseQueryId, parseQueryInt } from '../../../features/shared/queryFormat';
import { useQueryState } from '../../routing/useQueryState';
import { useSession } from '../../session/useSession';
import { listStatus } from './listStatus';

const dateOrNull = (text: string | null) => (parseQueryDate(text) ? text : null);

const parseTransactionFilters = (params: URLSearchParams): TransactionFilters => ({
  orderCode: params.get('orderCode') ?? '',
  from: dateOrNull(params.get('from')),
  end: dateOrNull(params.get('end')),
  transactionType: parseQueryId(params.get('transactionType')),
  skip: parseQueryInt(params.get('skip'), 0),
  take: parseQueryInt(params.get('take'), defaultTransactionFilters.take, 1),
});

const formatTransactionFilters = (filters: TransactionFilters) => ({
  orderCode: filters.orderCode.trim() || undefined,
  from: filters.from ?? undefined,
  end: filters.end ?? undefined,
  transactionType: filters.transactionType === null ? undefined : String(filters.transactionType),
  skip: filters.skip > 0 ? String(filters.skip) : undefined,
  take: filters.take !== defaultTransactionFilters.take ? String(filters.take) : undefined,
});

const parseHistoryFilters = (params: URLSearchParams): HistoryFilters => ({
  status: parseQueryId(params.get('status')),
  from: dateOrNull(params.get('from')),
  end: dateOrNull(params.get('end')),
  skip: parseQueryInt(params.get('skip'), 0),
  take: parseQueryInt(params.get('take'), defaultHistoryFilters.take, 1),
});

const formatHistoryFilters = (filters: HistoryFilters) => ({
  status: filters.status === null ? undefined : String(filters.status),
  from: filters.from ?? undefined,
  end: filters.end ?? undefined,
  skip: filters.skip > 0 ? String(filters.skip) : undefined,
  take: filters.take !== defaultHistoryFilters.take ? String(filters.take) : undefined,
});

const historyQuery = (filters: HistoryFilters) => ({
  status: filters.status,
  from: parseQueryDate(filters.from),
  end: parseQueryDate(filters.end),
  skip: filters.skip,
  take: filters.take,
});

function TransactionsRoute() {
  const [filters, setFilters] = useQueryState(parseTransactionFilters, formatTransactionFilters);
  const transactions = useTransactions({ ...filters, from: parseQueryDate(filters.from), end: parseQueryDate(filters.end) });
  return (
    <TransactionsScreen
      status={listStatus(transactions)}
      {...(transactions.data ? { data: transactions.data } : {})}
      filters={filters}
      onFiltersChange={setFilters}
      onRetry={() => void transactions.mutate()}
      orderHref={(orderId) => href(paths.orderDetail(orderId))}
    />
  );
}

async function copyText(text: string) {
  await navigator.clipboard.writeText(text);
}

function DepositRoute() {
  const session = useSession();
  const dashboard = useDashboard();
  const websiteInfo = useWebsiteInfo();
  const [filters, setFilters] = useQueryState(parseHistoryFilters, formatHistoryFilters);
  const history = useDeposits(historyQuery(filters));
  const topUp = useTopUp();
  return (
    <DepositScreen
      balance={dashboard.data?.PocketMoney ?? 0}
      userName={session.configs?.UserInfo?.UserName ?? ''}
      bankAccounts={websiteInfo.data?.Accounts ?? []}
      bankAccountsStatus={listStatus(websiteInfo)}
      onBankAccountsRetry={() => void websiteInfo.mutate()}
      onCopy={copyText}
      onSubmit={async (request) => {
        await topUp.trigger(request);
      }}
      historyStatus={listStatus(history)}
      {...(history.data ? { history: history.data } : {})}
      historyFilters={filters}
      onHistoryFiltersChange={setFilters}
      onHistoryRetry={() => void history.mutate()}
    />
  );
}

function WithdrawalRoute() {
  const dashboard = useDashboard();
  const [filters, setFilters] = useQueryState(parseHistoryFilters, formatHistoryFilters);
  const history = useWithdrawals(historyQuery(filters));
  const withdraw = useWithdraw();
  return (
    <WithdrawalScreen
      balance={dashboard.data?.PocketMoney ?? 0}
      onSubmit={async (request) => {
        await withdraw.trigger(request);
      }}
      historyStatus={listStatus(history)}
      {...(history.data ? { history: history.data } : {})}
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
