import { useDeferredValue, useRef, useState, type RefObject } from 'react';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Icon } from '../../ui/Icon';
import { MoneyField } from '../../ui/MoneyField';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { printHidden } from '../../ui/theme/print.css';
import { selectForCopying, useLastCopy } from '../shared/copyByHand';
import { PrintButton } from '../shared/PrintButton';
import { depositStatuses } from '../shared/statuses';
import { muted } from '../../ui/theme/text.css';
import { DepositQr } from './DepositQr';
import * as styles from './DepositScreen.css';
import { BalanceLine, BankSelect, RequestHistory, type HistoryList } from './FinanceParts';
import type { LoadStatus } from '../../ui/ContentState';
import * as parts from './FinanceParts.css';
import { RequestForm, useRequestForm } from './RequestForm';
import {
  DEPOSIT_MIN,
  depositCodeAmount,
  formatVnd,
  suggestedTransferContent,
  toDepositRequest,
  validateDeposit,
  type DepositRequest,
  type DepositValues,
} from './model';
import { StatusButton } from './StatusButton';
import { findNapasBank } from './vietQr';

/** One of the service's bank accounts (website info Accounts, BankAccount in the app's schemas). */
export interface BankAccountData {
  BankName: string;
  AccountNumber: string;
  AccountName: string;
  Branch: string;
}

/** A row of GET /api/customer/getdeposits (Deposit in the app's schemas). */
export interface DepositData {
  Id: number;
  Code: string;
  CreatedDate: string;
  Amount: number;
  Status: number;
  BankName: string;
  Note: string;
  ProcessedDate: string | null;
}

export interface DepositScreenProps {
  /** The wallet (PocketMoney), ₫. */
  balance: number;
  /** The customer's user name, for the suggested transfer content. */
  userName: string;
  bankAccounts: readonly BankAccountData[];
  /** The website info is on its way (loading) or failed (error). @default 'ready' */
  bankAccountsStatus?: LoadStatus;
  onBankAccountsRetry?: () => void;
  /** Puts the text on the clipboard (the app does it); a rejection shows that it did not work. */
  onCopy: (text: string) => void | Promise<void>;
  /** Keeps an account's VietQR picture (the app downloads the file). */
  onSaveQrImage: (file: File) => void | Promise<void>;
  /** Shares an account's VietQR picture; absent where the browser cannot share files (no `Chia sẻ`). */
  onShareQrImage?: (file: File) => Promise<void>;
  /** Declares a top-up — one request. Resolve on success; reject with the lines in `serverErrors`. */
  onSubmit: (request: DepositRequest) => Promise<void>;
  serverErrors?: readonly string[];
  /** The request history: its page, its state and its filters. */
  history: HistoryList<DepositData>;
  /** Prints the instructions with their codes (the app calls the browser's print); none, no `In` button. */
  onPrint?: () => void;
}

/**
 * Copies `text`; where the clipboard refuses, selects it on the page (`shown`, the element it is read
 * from), so the customer copies it by hand, as a parcel's code does. The line under the button stays
 * short: it has the width of the button's line, on a phone beside a wrapped text.
 */
function CopyButton({
  text,
  label,
  shown,
  onCopy,
  outcomeAlign,
}: {
  text: string;
  label: string;
  shown: RefObject<HTMLElement | null>;
  onCopy: (text: string) => void | Promise<void>;
  outcomeAlign?: 'start' | 'end';
}) {
  const copy = useLastCopy();
  return (
    <StatusButton
      aria-label={`Sao chép ${label}`}
      onPress={async () => {
        try {
          await onCopy(text);
        } catch (error) {
          selectForCopying(shown.current);
          throw error;
        }
        copy.claim();
      }}
      isDoneCurrent={copy.isLast}
      done="Đã sao chép"
      failed="Không sao chép được"
      outcomeAlign={outcomeAlign}
    >
      <Icon name="copy" size="sm" />
      Sao chép
    </StatusButton>
  );
}

/** What an account card needs besides its account: the copy action and what its VietQR code says. */
interface AccountCardProps extends Pick<DepositScreenProps, 'onCopy' | 'onShareQrImage'> {
  account: BankAccountData;
  amount: number | null;
  content: string;
  onSaveQrImage: DepositScreenProps['onSaveQrImage'];
}

function AccountCard({ account, onCopy, amount, content, onSaveQrImage, onShareQrImage }: AccountCardProps) {
  const bank = findNapasBank(account.BankName);
  const number = useRef<HTMLSpanElement>(null);
  return (
    <li className={styles.account}>
      <h3 className={styles.bankName}>{account.BankName}</h3>
      <div className={styles.detail}>
        <span className={styles.detailText}>
          <span className={muted}>Số tài khoản</span>
          <span ref={number} className={styles.number}>
            {account.AccountNumber}
          </span>
        </span>
        <CopyButton text={account.AccountNumber} label={`số tài khoản ${account.BankName}`} shown={number} onCopy={onCopy} />
      </div>
      <span className={styles.detailText}>
        <span className={muted}>Chủ tài khoản</span>
        <span>{account.AccountName}</span>
      </span>
      {account.Branch !== '' ? (
        <span className={styles.detailText}>
          <span className={muted}>Chi nhánh</span>
          <span>{account.Branch}</span>
        </span>
      ) : null}
      {bank ? <DepositQr account={account} bank={bank} amount={amount} content={content} onSave={onSaveQrImage} onShare={onShareQrImage} /> : null}
    </li>
  );
}

/** Deposit (#/transaction/deposit): where to transfer, declaring the transfer, and the requests so far. */
export function DepositScreen({
  balance,
  userName,
  bankAccounts,
  bankAccountsStatus = 'ready',
  onBankAccountsRetry,
  onCopy,
  onSaveQrImage,
  onShareQrImage,
  onSubmit,
  serverErrors = [],
  history,
  onPrint,
}: DepositScreenProps) {
  const transferContent = suggestedTransferContent(userName);
  const contentText = useRef<HTMLSpanElement>(null);
  const empty: DepositValues = { Amount: null, BankName: '', TransferContent: transferContent, Note: '' };
  const form = useRequestForm<DepositValues>(empty);
  const { values, set, field } = form;
  // The amount as it is typed, before the box is left: the codes follow it key by key.
  const [typedAmount, setTypedAmount] = useState<number | null>(null);
  // Three codes re-drawn at every key would slow typing on a modest phone; React draws them after the key.
  const codeAmount = useDeferredValue(depositCodeAmount(typedAmount));
  const toast = useToast();

  const send = () => {
    if (form.isBusy()) return;
    const request = toDepositRequest(values);
    void form.submit(() => onSubmit(request)).then((sent) => {
      if (!sent) return;
      toast.success(`Đã gửi yêu cầu nạp ${formatVnd(request.Amount)}. Tiền vào ví khi chúng tôi nhận được chuyển khoản.`);
      form.reset();
      setTypedAmount(null);
    });
  };

  return (
    <div className={parts.root}>
      <PageHeader
        title="Nạp tiền"
        description="Chuyển khoản vào một trong các tài khoản dưới đây, rồi khai báo để chúng tôi cộng tiền vào ví."
        actions={onPrint ? <PrintButton onPrint={onPrint} /> : undefined}
      />
      {/* On paper: the instructions and the codes; the balance, the form and the history are for the screen. */}
      <Card className={printHidden}>
        <BalanceLine balance={balance} />
      </Card>

      <Card as="section" title="Cách nạp tiền">
        <div className={parts.root}>
          <ol className={styles.steps}>
            <li>Chuyển khoản tới một tài khoản bên dưới.</li>
            <li>Ghi đúng nội dung chuyển khoản để chúng tôi nhận ra bạn.</li>
            <li>Khai báo số tiền đã chuyển ở biểu mẫu “Khai báo nạp tiền”.</li>
          </ol>
          <div className={styles.content}>
            <span className={styles.detailText}>
              <span className={muted}>Nội dung chuyển khoản</span>
              <span ref={contentText} className={styles.number}>
                {transferContent}
              </span>
            </span>
            <CopyButton text={transferContent} label="nội dung chuyển khoản" shown={contentText} onCopy={onCopy} outcomeAlign="start" />
          </div>
          {bankAccountsStatus === 'loading' ? (
            <Skeleton variant="block" lines={2} height="120px" label="Đang tải tài khoản ngân hàng…" />
          ) : bankAccountsStatus === 'error' ? (
            <ErrorState title="Không tải được tài khoản ngân hàng" onRetry={onBankAccountsRetry} />
          ) : bankAccounts.length === 0 ? (
            <EmptyState icon="wallet" headingLevel={3} title="Chưa có tài khoản nhận tiền" description="Vui lòng liên hệ nhân viên hỗ trợ để được hướng dẫn nạp tiền." />
          ) : (
            <ul className={styles.accounts} aria-label="Tài khoản nhận tiền">
              {bankAccounts.map((account) => (
                <AccountCard
                  key={`${account.BankName}-${account.AccountNumber}`}
                  account={account}
                  onCopy={onCopy}
                  amount={codeAmount}
                  content={transferContent}
                  onSaveQrImage={onSaveQrImage}
                  onShareQrImage={onShareQrImage}
                />
              ))}
            </ul>
          )}
        </div>
      </Card>

      <Card as="section" title="Khai báo nạp tiền" className={printHidden}>
        <RequestForm form={form} label="Khai báo nạp tiền" validate={() => validateDeposit(values)} onSubmit={send} serverErrors={serverErrors} submitLabel="Gửi yêu cầu nạp tiền">
          <MoneyField
            name="Amount"
            label="Số tiền đã chuyển"
            description={`Tối thiểu ${formatVnd(DEPOSIT_MIN)}.`}
            isRequired
            value={values.Amount}
            onChange={(amount) => {
              set('Amount')(amount);
              setTypedAmount(amount);
            }}
            onInputChange={setTypedAmount}
          />
          <BankSelect label="Ngân hàng bạn chuyển từ" value={values.BankName} onChange={set('BankName')} />
          <TextField {...field('TransferContent')} className={parts.full} label="Nội dung chuyển khoản" isRequired />
        </RequestForm>
      </Card>

      <div className={printHidden}>
        <RequestHistory<DepositData>
          {...history}
          title="Lịch sử nạp tiền"
          catalogue={depositStatuses}
          emptyTitle="Chưa có yêu cầu nạp tiền nào"
          account={{ title: 'Ngân hàng', render: (row) => row.BankName }}
        />
      </div>
    </div>
  );
}
