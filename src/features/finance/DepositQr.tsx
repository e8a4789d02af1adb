import { memo, useMemo } from 'react';
import { encodeQr, QrCode, QrCodePlaceholder, useDrawnQr } from '../../ui/QrCode';
import * as styles from './DepositScreen.css';
import { formatVnd } from './model';
import { drawQrImage, type QrImageLine } from './qrImage';
import { StatusButton } from './StatusButton';
import { vietQrPayload, type NapasBank } from './vietQr';

export interface QrAccount {
  AccountNumber: string;
  AccountName: string;
}

export interface DepositQrProps {
  account: QrAccount;
  bank: NapasBank;
  /** The amount being typed in the declaration form, ₫; null while there is none. */
  amount: number | null;
  /** The transfer content the page tells the customer to write. */
  content: string;
  /** Keeps the picture (the app downloads it). */
  onSave: (file: File) => void | Promise<void>;
  /** Hands the picture to the system's share sheet; absent where the browser cannot share files. */
  onShare?: (file: File) => Promise<void>;
}

const usable = (amount: number | null): amount is number => amount !== null && Number.isInteger(amount) && amount > 0;

/** What the code pays and to whom, for those who cannot see it and under the saved picture. */
export function describeTransfer({ account, bank, amount, content }: Pick<DepositQrProps, 'account' | 'bank' | 'amount' | 'content'>): string {
  const what = usable(amount) ? `chuyển ${formatVnd(amount)}` : 'chuyển khoản (bạn tự nhập số tiền)';
  return `Mã VietQR: ${what} vào tài khoản ${account.AccountNumber} của ${account.AccountName} tại ${bank.shortName}, nội dung ${content}`;
}

function imageLines({ account, bank, amount, content }: Pick<DepositQrProps, 'account' | 'bank' | 'amount' | 'content'>): QrImageLine[] {
  return [
    { label: 'Ngân hàng', value: bank.shortName },
    { label: 'Số tài khoản', value: account.AccountNumber },
    { label: 'Chủ tài khoản', value: account.AccountName },
    ...(usable(amount) ? [{ label: 'Số tiền', value: formatVnd(amount) }] : []),
    { label: 'Nội dung chuyển khoản', value: content },
  ];
}

// Cancelling the share sheet rejects with AbortError: the customer changed their mind, nothing failed.
const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * A VietQR code of one account: a banking app scans it and has the account, the amount being typed and
 * the transfer content filled in. On a phone it is saved or shared as a picture, since a phone cannot
 * scan its own screen.
 */
export const DepositQr = memo(function DepositQr(props: DepositQrProps) {
  const { account, bank, amount, content, onSave, onShare } = props;
  const payload = vietQrPayload({ bin: bank.bin, accountNumber: account.AccountNumber, amount: usable(amount) ? amount : null, content });
  const label = describeTransfer({ account, bank, amount, content });
  const caption = usable(amount) ? `Quét bằng ứng dụng ngân hàng: số tiền ${formatVnd(amount)} và nội dung đã điền sẵn.` : 'Quét bằng ứng dụng ngân hàng: nội dung đã điền sẵn, bạn nhập số tiền.';
  // The code is encoded in a worker; its words change with it, never before it.
  const wanted = useMemo(() => ({ text: payload, label, caption }), [payload, label, caption]);
  const { shown, pending } = useDrawnQr(wanted);
  const image = async (): Promise<File> => {
    const blob = await drawQrImage(await encodeQr(payload), imageLines(props), getComputedStyle(document.body).fontFamily);
    const name = `VietQR-${bank.shortName.replace(/\W+/g, '')}-${account.AccountNumber}${usable(amount) ? `-${amount}` : ''}.png`;
    return new File([blob], name, { type: 'image/png' });
  };
  return (
    <figure className={styles.qr} aria-busy={pending}>
      {shown ? <QrCode modules={shown.modules} label={shown.drawn.label} className={styles.qrCode} /> : <QrCodePlaceholder className={styles.qrCode} />}
      <figcaption className={styles.qrCaption}>{(shown?.drawn ?? wanted).caption}</figcaption>
      <div className={styles.qrActions}>
        <StatusButton aria-label={`Lưu ảnh QR ${bank.shortName}`} onPress={async () => onSave(await image())} done="Đã lưu ảnh" failed="Không lưu được ảnh">
          Lưu ảnh QR
        </StatusButton>
        {onShare ? (
          <StatusButton aria-label={`Chia sẻ ảnh QR ${bank.shortName}`} onPress={async () => onShare(await image())} done="" failed="Không chia sẻ được" isQuiet={isAbort}>
            Chia sẻ
          </StatusButton>
        ) : null}
      </div>
    </figure>
  );
});
