import { Card } from '../../ui/Card';
import { useDialogs } from '../../ui/Dialogs';
import { MoneyField } from '../../ui/MoneyField';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { withdrawalStatuses } from '../shared/statuses';
import { BalanceLine, BankSelect, RequestHistory, type HistoryList } from './FinanceParts';
import * as parts from './FinanceParts.css';
import { RequestForm, useRequestForm } from './RequestForm';
import {
  formatVnd,
  toWithdrawalRequest,
  validateWithdrawal,
  WITHDRAWAL_MIN,
  type WithdrawalRequest,
  type WithdrawalValues,
} from './model';

/** A row of GET /api/customer/getwithdrawals (Withdrawal in the app's schemas). */
export interface WithdrawalData {
  Id: number;
  Code: string;
  CreatedDate: string;
  Amount: number;
  Status: number;
  BankName: string;
  AccountNumber: string;
  AccountName: string;
  Note: string;
  ProcessedDate: string | null;
}

export interface WithdrawalScreenProps {
  /** The wallet (PocketMoney), ₫: more than this is refused before anything is sent. */
  balance: number;
  /** Sends the withdrawal — one request, after the customer confirmed. Resolve on success; reject with the lines in `serverErrors`. */
  onSubmit: (request: WithdrawalRequest) => Promise<void>;
  serverErrors?: readonly string[];
  /** The request history: its page, its state and its filters. */
  history: HistoryList<WithdrawalData>;
}

const emptyValues: WithdrawalValues = { Amount: null, BankName: '', AccountNumber: '', AccountHolder: '', Note: '' };

/** Withdrawal (#/transaction/withdrawal): money from the wallet to the customer's bank account. */
export function WithdrawalScreen({
  balance,
  onSubmit,
  serverErrors = [],
  history,
}: WithdrawalScreenProps) {
  const form = useRequestForm<WithdrawalValues>(emptyValues);
  const { values, set, field } = form;
  const { confirm } = useDialogs();
  const toast = useToast();

  const send = () => {
    if (form.isBusy()) return;
    const request = toWithdrawalRequest(values);
    // The guard covers the question too: a double click opens one dialog and sends at most once.
    void form.submit(async () => {
      const agreed = await confirm(
        `Rút ${formatVnd(request.Amount)} về tài khoản ${request.AccountNumber} (${request.BankName}) của ${request.AccountHolder}?`,
        { title: 'Xác nhận rút tiền', confirmLabel: 'Rút tiền', cancelLabel: 'Huỷ' },
      );
      if (!agreed) throw new Error('cancelled');
      await onSubmit(request);
    }).then((sent) => {
      if (!sent) return;
      toast.success(`Đã gửi yêu cầu rút ${formatVnd(request.Amount)}.`);
      form.reset();
    });
  };

  return (
    <div className={parts.root}>
      <PageHeader title="Rút tiền" description="Rút tiền từ ví về tài khoản ngân hàng của bạn." />
      <Card>
        <BalanceLine balance={balance} label="Số dư có thể rút" />
      </Card>

      <Card as="section" title="Yêu cầu rút tiền">
        <RequestForm form={form} label="Yêu cầu rút tiền" validate={() => validateWithdrawal(values, balance)} onSubmit={send} serverErrors={serverErrors} submitLabel="Rút tiền">
          <MoneyField {...field('Amount')} label="Số tiền rút" description={`Từ ${formatVnd(WITHDRAWAL_MIN)} đến số dư ví.`} isRequired />
          <BankSelect label="Ngân hàng" value={values.BankName} onChange={set('BankName')} />
          <TextField {...field('AccountNumber')} label="Số tài khoản" inputMode="numeric" autoComplete="off" isRequired />
          <TextField {...field('AccountHolder')} label="Chủ tài khoản" description="Viết như trên thẻ, VD: NGUYEN VAN AN." autoComplete="name" isRequired />
        </RequestForm>
      </Card>

      <RequestHistory<WithdrawalData>
        {...history}
        title="Lịch sử rút tiền"
        catalogue={withdrawalStatuses}
        emptyTitle="Chưa có yêu cầu rút tiền nào"
        account={{
          title: 'Tài khoản nhận',
          render: (row) => (
            <span className={parts.wrapText}>
              {row.BankName} · {row.AccountNumber}
              <br />
              <span className={parts.muted}>{row.AccountName}</span>
            </span>
          ),
        }}
      />
    </div>
  );
}
