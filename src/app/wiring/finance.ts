import { historyListSchema, type HistoryFilters, type PageData } from '../../features/finance/FinanceParts';
import { useListQuery } from '../routing/useListQuery';
import { useWebsiteInfo } from '../hooks';
import { listResults, listStatus, type Read } from '../routes/listStatus';

/**
 * A deposit or withdrawal history as its screen takes it: the list kit's filters in the hash query and
 * its results (`listResults`), together as the screen's `history`.
 */
export function useHistory<Row>(useList: (filters: HistoryFilters) => Read<PageData<Row>>) {
  const [filters, setFilters] = useListQuery(historyListSchema);
  const { status, data, isValidating, onRetry } = listResults(useList(filters));
  return { history: { status, ...(data ? { data } : {}), isValidating, onRetry, filters, onFiltersChange: setFilters } };
}

/** The shop's bank accounts a top-up is sent to (getwebsiteinfo), as the deposit screen takes them. */
export function useBankAccounts() {
  const websiteInfo = useWebsiteInfo();
  return {
    bankAccounts: websiteInfo.data?.Accounts ?? [],
    bankAccountsStatus: listStatus(websiteInfo),
    onBankAccountsRetry: () => void websiteInfo.mutate(),
  };
}
