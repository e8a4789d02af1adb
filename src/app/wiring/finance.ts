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

/** A picture the customer keeps: a download, as a link to the file with its name would give. */
function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // The click has handed the file to the browser's download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Whether this browser shares files (a phone's share sheet); most desktop browsers do not. */
function canShareFiles(): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  return navigator.canShare({ files: [new File([''], 'VietQR.png', { type: 'image/png' })] });
}

/** What the deposit screen does with a VietQR picture: save it, and share it where the browser can. */
export function qrImageActions(): { onSaveQrImage: (file: File) => void; onShareQrImage?: (file: File) => Promise<void> } {
  return canShareFiles() ? { onSaveQrImage: saveFile, onShareQrImage: (file) => navigator.share({ files: [file], title: 'Mã VietQR nạp tiền' }) } : { onSaveQrImage: saveFile };
}
