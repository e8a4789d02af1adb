/**
 * Pure rules of the wallet forms: top-up (deposit) and withdrawal. Amounts are whole đồng. Shapes of
 * the bodies are assumed (SPEC §7 does not show them) and documented in docs/api.md.
 */

import { asText, compactErrors, noteError, textError, TEXT_MAX, validationMessages, type FieldErrors } from '../shared/validation';

export type { FieldErrors } from '../shared/validation';
export { NOTE_MAX } from '../shared/validation';

export const DEPOSIT_MIN = 10_000;
export const WITHDRAWAL_MIN = 50_000;
/** A ceiling per request, so a slip of the finger (an extra 000) is caught before the bank is. */
export const AMOUNT_MAX = 1_000_000_000;
export const TRANSFER_CONTENT_MAX = 200;
export const ACCOUNT_HOLDER_MAX = 100;

/** Banks offered in the dropdowns; the value sent is the name. */
export const banks = [
  'Vietcombank',
  'VietinBank',
  'BIDV',
  'Agribank',
  'Techcombank',
  'MB Bank',
  'ACB',
  'VPBank',
  'Sacombank',
  'TPBank',
  'VIB',
  'SHB',
] as const;

export const financeMessages = {
  amountRequired: 'Bạn chưa nhập số tiền',
  amountWhole: 'Số tiền phải là số nguyên đồng',
  depositMin: 'Số tiền nạp tối thiểu là 10.000 ₫',
  withdrawalMin: 'Số tiền rút tối thiểu là 50.000 ₫',
  amountMax: 'Số tiền mỗi lần không quá 1.000.000.000 ₫',
  insufficientBalance: validationMessages.insufficientBalance,
  bankRequired: 'Bạn chưa chọn ngân hàng',
  bankTooLong: 'Tên ngân hàng không quá 100 ký tự',
  transferContentRequired: 'Bạn chưa nhập nội dung chuyển khoản',
  transferContentTooLong: 'Nội dung chuyển khoản không quá 200 ký tự',
  accountNumberRequired: 'Bạn chưa nhập số tài khoản',
  accountNumberInvalid: 'Số tài khoản chỉ gồm từ 6 đến 20 chữ số',
  accountHolderRequired: 'Bạn chưa nhập tên chủ tài khoản',
  accountHolderTooLong: 'Tên chủ tài khoản không quá 100 ký tự',
  noteTooLong: validationMessages.noteTooLong,
} as const;

/** '1.250.000 ₫' — Vietnamese grouping, independent of the runtime's ICU data. */
export function formatVnd(amount: number): string {
  const sign = amount < 0 ? '−' : '';
  const digits = String(Math.round(Math.abs(amount)));
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;
}

/** Reads an amount typed with Vietnamese grouping ('1.250.000', '1 250 000 ₫'); null when it is not one. */
export function parseVnd(input: string): number | null {
  const compactInput = input.replace(/[\s.₫đ]/gi, '');
  if (!/^\d{1,13}$/.test(compactInput)) return null;
  return Number(compactInput);
}

function amountError(amount: unknown, min: number, minMessage: string): string | undefined {
  if (typeof amount !== 'number' || Number.isNaN(amount)) return financeMessages.amountRequired;
  if (!Number.isInteger(amount)) return financeMessages.amountWhole;
  if (amount < min) return minMessage;
  if (amount > AMOUNT_MAX) return financeMessages.amountMax;
  return undefined;
}

function bankError(bank: unknown): string | undefined {
  return textError(bank, { required: financeMessages.bankRequired, max: TEXT_MAX, outOfRange: financeMessages.bankTooLong });
}

// Deposit (top-up) -------------------------------------------------------------------------------------

/** POST /api/customer/deposit — assumed shape. */
export interface DepositRequest {
  /** Whole đồng, at least {@link DEPOSIT_MIN}. */
  Amount: number;
  /** The bank the customer transfers from. */
  BankName: string;
  /** The content written on the bank transfer, which staff match against the statement. */
  TransferContent: string;
  Note: string;
}

/** The form: an amount not typed yet is null. */
export type DepositValues = Omit<DepositRequest, 'Amount'> & { Amount: number | null };

export function validateDeposit(values: DepositValues): FieldErrors<DepositRequest> {
  return compactErrors<DepositRequest>({
    Amount: amountError(values.Amount, DEPOSIT_MIN, financeMessages.depositMin),
    BankName: bankError(values.BankName),
    TransferContent: textError(values.TransferContent, {
      required: financeMessages.transferContentRequired,
      max: TRANSFER_CONTENT_MAX,
      outOfRange: financeMessages.transferContentTooLong,
    }),
    Note: noteError(values.Note),
  });
}

/**
 * The amount a VietQR code may carry: one the deposit form accepts (whole đồng, {@link DEPOSIT_MIN} up to the
 * maximum), else null and the code leaves the amount to the banking app. A code with 5.000 ₫ in it would
 * have the customer pay an amount the portal then refuses to take as a deposit.
 */
export function depositCodeAmount(amount: number | null): number | null {
  return amount !== null && amountError(amount, DEPOSIT_MIN, financeMessages.depositMin) === undefined ? amount : null;
}

/**
 * Text as a bank writes it on a card and in a transfer: Latin capitals without the Vietnamese marks, words
 * one space apart ('Nguyễn Thị  Đào' → 'NGUYEN THI DAO'). Other characters go.
 */
export function bankText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A suggested transfer content that staff can match to the account, e.g. 'NAP TIEN KHACHHANG01'. */
export function suggestedTransferContent(userName: string): string {
  return `NAP TIEN ${bankText(userName).replace(/ /g, '')}`.trim();
}

export function toDepositRequest(values: DepositValues): DepositRequest {
  if (values.Amount === null) throw new Error('toDepositRequest needs a validated form');
  return {
    Amount: values.Amount,
    BankName: values.BankName.trim(),
    TransferContent: values.TransferContent.trim(),
    Note: values.Note.trim(),
  };
}

// Withdrawal -------------------------------------------------------------------------------------------

/** POST /api/customer/withdrawal — assumed shape. */
export interface WithdrawalRequest {
  /** Whole đồng, at least {@link WITHDRAWAL_MIN} and at most the balance. */
  Amount: number;
  BankName: string;
  /** Digits only, 6–20 (spaces typed for readability are removed). */
  AccountNumber: string;
  AccountHolder: string;
  Note: string;
}

export type WithdrawalValues = Omit<WithdrawalRequest, 'Amount'> & { Amount: number | null };

/** Bank apps show account numbers in groups; the customer may paste them so. */
export function normalizeAccountNumber(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** `balance` is the wallet balance (PocketMoney) in đồng. */
export function validateWithdrawal(values: WithdrawalValues, balance: number): FieldErrors<WithdrawalRequest> {
  const account = normalizeAccountNumber(asText(values.AccountNumber));
  let amount = amountError(values.Amount, WITHDRAWAL_MIN, financeMessages.withdrawalMin);
  if (amount === undefined && typeof values.Amount === 'number' && !(values.Amount <= balance)) {
    amount = financeMessages.insufficientBalance;
  }
  return compactErrors<WithdrawalRequest>({
    Amount: amount,
    BankName: bankError(values.BankName),
    AccountNumber:
      account === ''
        ? financeMessages.accountNumberRequired
        : /^\d{6,20}$/.test(account)
          ? undefined
          : financeMessages.accountNumberInvalid,
    AccountHolder: textError(values.AccountHolder, {
      required: financeMessages.accountHolderRequired,
      max: ACCOUNT_HOLDER_MAX,
      outOfRange: financeMessages.accountHolderTooLong,
    }),
    Note: noteError(values.Note),
  });
}

export function toWithdrawalRequest(values: WithdrawalValues): WithdrawalRequest {
  if (values.Amount === null) throw new Error('toWithdrawalRequest needs a validated form');
  return {
    Amount: values.Amount,
    BankName: values.BankName.trim(),
    AccountNumber: normalizeAccountNumber(values.AccountNumber),
    // The holder as on the card, which the field's hint asks for: 'Nguyễn Thị Minh Anh' is sent (and asked
    // about in the confirmation) as 'NGUYEN THI MINH ANH'. A name with no Latin letter is sent as typed.
    AccountHolder: bankText(values.AccountHolder) || values.AccountHolder.trim(),
    Note: values.Note.trim(),
  };
}

// Transactions -----------------------------------------------------------------------------------------

/** What came into and went out of the wallet over a list of signed amounts; both are ≥ 0 đồng. */
export interface TransactionTotals {
  In: number;
  Out: number;
}

export function transactionTotals(transactions: readonly { Amount: number }[]): TransactionTotals {
  let moneyIn = 0;
  let moneyOut = 0;
  for (const { Amount } of transactions) {
    // A malformed amount must not turn both totals into NaN.
    if (!Number.isFinite(Amount)) continue;
    if (Amount > 0) moneyIn += Amount;
    else moneyOut -= Amount;
  }
  return { In: moneyIn, Out: moneyOut === 0 ? 0 : moneyOut };
}
