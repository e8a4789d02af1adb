import { useWebsiteInfo } from '../hooks';
import { listStatus } from '../routes/listStatus';

/** The shop's bank accounts a top-up is sent to (getwebsiteinfo), as the deposit screen takes them. */
export function useBankAccounts() {
  const websiteInfo = useWebsiteInfo();
  return {
    bankAccounts: websiteInfo.data?.Accounts ?? [],
    bankAccountsStatus: listStatus(websiteInfo),
    onBankAccountsRetry: () => void websiteInfo.mutate(),
  };
}
