import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX,
  bankText,
  DEPOSIT_MIN,
  depositCodeAmount,
  formatVnd,
  normalizeAccountNumber,
  parseVnd,
  suggestedTransferContent,
  toDepositRequest,
  toWithdrawalRequest,
  validateDeposit,
  validateWithdrawal,
  type DepositValues,
  type WithdrawalValues,
} from './model';

const deposit: DepositValues = { Amount: 500_000, BankName: 'Vietcombank', TransferContent: 'NAP TIEN AN', Note: '' };

describe('validateDeposit', () => {
  it('accepts a valid top-up', () => {
    expect(validateDeposit(deposit)).toEqual({});
  });

  it('gives every message for an empty form', () => {
    expect(validateDeposit({ Amount: null, BankName: '', TransferContent: ' ', Note: '' })).toEqual({
      Amount: 'Bạn chưa nhập số tiền',
      BankName: 'Bạn chưa chọn ngân hàng',
      TransferContent: 'Bạn chưa nhập nội dung chuyển khoản',
    });
  });

  it.each([
    [Number.NaN, 'Bạn chưa nhập số tiền'],
    [9_999, 'Số tiền nạp tối thiểu là 10.000 ₫'],
    [0, 'Số tiền nạp tối thiểu là 10.000 ₫'],
    [-50_000, 'Số tiền nạp tối thiểu là 10.000 ₫'],
    [10_000, undefined],
    [10_000.5, 'Số tiền phải là số nguyên đồng'],
    [1_000_000_000, undefined],
    [1_000_000_001, 'Số tiền mỗi lần không quá 1.000.000.000 ₫'],
  ])('amount %d', (amount, message) => {
    expect(validateDeposit({ ...deposit, Amount: amount }).Amount).toBe(message);
  });

  it('limits transfer content and note', () => {
    expect(validateDeposit({ ...deposit, TransferContent: 'x'.repeat(200), Note: 'y'.repeat(500) })).toEqual({});
    expect(validateDeposit({ ...deposit, TransferContent: 'x'.repeat(201), Note: 'y'.repeat(501) })).toEqual({
      TransferContent: 'Nội dung chuyển khoản không quá 200 ký tự',
      Note: 'Ghi chú không quá 500 ký tự',
    });
  });

  it('reads a string amount from an untrusted body as missing', () => {
    expect(validateDeposit({ ...deposit, Amount: '500000' } as never).Amount).toBe('Bạn chưa nhập số tiền');
  });

  it('builds a trimmed request', () => {
    expect(toDepositRequest({ ...deposit, BankName: ' ACB ', Note: ' nhanh ' })).toEqual({
      Amount: 500_000,
      BankName: 'ACB',
      TransferContent: 'NAP TIEN AN',
      Note: 'nhanh',
    });
    expect(() => toDepositRequest({ ...deposit, Amount: null })).toThrow();
  });
});

const withdrawal: WithdrawalValues = {
  Amount: 200_000,
  BankName: 'Techcombank',
  AccountNumber: '19036512345678',
  AccountHolder: 'NGUYEN VAN AN',
  Note: '',
};

describe('depositCodeAmount', () => {
  it('puts in the code only an amount the deposit form accepts', () => {
    expect(depositCodeAmount(DEPOSIT_MIN)).toBe(DEPOSIT_MIN);
    expect(depositCodeAmount(2_500_000)).toBe(2_500_000);
    expect(depositCodeAmount(AMOUNT_MAX)).toBe(AMOUNT_MAX);
  });

  it('leaves the amount to the banking app when the form would refuse it', () => {
    expect(depositCodeAmount(null)).toBeNull();
    expect(depositCodeAmount(5_000)).toBeNull();
    expect(depositCodeAmount(DEPOSIT_MIN - 1)).toBeNull();
    expect(depositCodeAmount(10_000.5)).toBeNull();
    expect(depositCodeAmount(AMOUNT_MAX + 1)).toBeNull();
    expect(depositCodeAmount(0)).toBeNull();
  });
});

describe('validateWithdrawal', () => {
  it('accepts a valid withdrawal within the balance', () => {
    expect(validateWithdrawal(withdrawal, 1_000_000)).toEqual({});
  });

  it('gives every message for an empty form', () => {
    expect(validateWithdrawal({ Amount: null, BankName: '', AccountNumber: '', AccountHolder: '', Note: '' }, 1_000_000)).toEqual({
      Amount: 'Bạn chưa nhập số tiền',
      BankName: 'Bạn chưa chọn ngân hàng',
      AccountNumber: 'Bạn chưa nhập số tài khoản',
      AccountHolder: 'Bạn chưa nhập tên chủ tài khoản',
    });
  });

  it.each([
    [49_999, 1_000_000, 'Số tiền rút tối thiểu là 50.000 ₫'],
    [50_000, 1_000_000, undefined],
    [1_000_000, 1_000_000, undefined],
    [1_000_001, 1_000_000, 'Số dư không đủ'],
    [50_000, 49_999, 'Số dư không đủ'],
    [50_000, 0, 'Số dư không đủ'],
    [50_000, -10_000, 'Số dư không đủ'],
    [50_000, Number.NaN, 'Số dư không đủ'],
    // Below the minimum says so, even when the balance is short too.
    [10_000, 0, 'Số tiền rút tối thiểu là 50.000 ₫'],
  ])('amount %d with balance %d', (amount, balance, message) => {
    expect(validateWithdrawal({ ...withdrawal, Amount: amount }, balance).Amount).toBe(message);
  });

  it.each([
    ['123456', undefined],
    ['12345678901234567890', undefined],
    ['1903 6512 3456 78', undefined],
    ['1903-6512.345678', undefined],
    ['12345', 'Số tài khoản chỉ gồm từ 6 đến 20 chữ số'],
    ['123456789012345678901', 'Số tài khoản chỉ gồm từ 6 đến 20 chữ số'],
    ['12345a', 'Số tài khoản chỉ gồm từ 6 đến 20 chữ số'],
    ['   ', 'Bạn chưa nhập số tài khoản'],
  ])('account number %j', (account, message) => {
    expect(validateWithdrawal({ ...withdrawal, AccountNumber: account }, 1_000_000).AccountNumber).toBe(message);
  });

  it('limits holder name and note', () => {
    expect(validateWithdrawal({ ...withdrawal, AccountHolder: 'x'.repeat(101), Note: 'y'.repeat(501) }, 1_000_000)).toEqual({
      AccountHolder: 'Tên chủ tài khoản không quá 100 ký tự',
      Note: 'Ghi chú không quá 500 ký tự',
    });
  });

  it('builds a request with a digits-only account number', () => {
    expect(toWithdrawalRequest({ ...withdrawal, AccountNumber: '1903 6512 3456 78', AccountHolder: ' AN ' })).toEqual({
      ...withdrawal,
      AccountNumber: '19036512345678',
      AccountHolder: 'AN',
    });
    expect(() => toWithdrawalRequest({ ...withdrawal, Amount: null })).toThrow();
  });

  it('sends the holder as on the card: capitals, no Vietnamese marks', () => {
    expect(toWithdrawalRequest({ ...withdrawal, AccountHolder: 'Nguyễn Thị Minh Anh' }).AccountHolder).toBe('NGUYEN THI MINH ANH');
    expect(toWithdrawalRequest({ ...withdrawal, AccountHolder: '  đặng   văn đức ' }).AccountHolder).toBe('DANG VAN DUC');
    // No Latin letter to keep: sent as typed rather than emptied.
    expect(toWithdrawalRequest({ ...withdrawal, AccountHolder: '王伟' }).AccountHolder).toBe('王伟');
  });
});

describe('money helpers', () => {
  it.each([
    [0, '0 ₫'],
    [999, '999 ₫'],
    [1_000, '1.000 ₫'],
    [10_000, '10.000 ₫'],
    [1_250_000, '1.250.000 ₫'],
    [-50_000, '−50.000 ₫'],
    [1_234.6, '1.235 ₫'],
  ])('formatVnd(%d) = %s', (amount, formatted) => {
    expect(formatVnd(amount)).toBe(formatted);
  });

  it.each([
    ['1.250.000', 1_250_000],
    ['1 250 000 ₫', 1_250_000],
    ['50000đ', 50_000],
    ['', null],
    ['12,5', null],
    ['-5', null],
    ['abc', null],
  ])('parseVnd(%j) = %s', (input, amount) => {
    expect(parseVnd(input)).toBe(amount);
  });

  it('normalizes account numbers and suggests a plain transfer content', () => {
    expect(normalizeAccountNumber(' 1903-6512.34 ')).toBe('1903651234');
    expect(suggestedTransferContent('Đức Anh 01')).toBe('NAP TIEN DUCANH01');
    expect(suggestedTransferContent('khachhang01')).toBe('NAP TIEN KHACHHANG01');
  });

  it('writes text as a bank does', () => {
    expect(bankText('Nguyễn Thị  Đào')).toBe('NGUYEN THI DAO');
    expect(bankText('Lê Văn Ánh-Dương')).toBe('LE VAN ANH DUONG');
    expect(bankText('ỨNG HOÀNG PHÚC')).toBe('UNG HOANG PHUC');
  });
});
