// Realistic wallet data for the finance screens' stories: one customer's month, newest first.
import type { DepositData } from '../../../src/features/finance/DepositScreen';
import type { PageData } from '../../../src/features/finance/FinanceParts';
import type { TransactionData } from '../../../src/features/finance/TransactionsScreen';
import type { WithdrawalData } from '../../../src/features/finance/WithdrawalScreen';

export const BALANCE = 3_275_000;

export const transactions: TransactionData[] = [
  { Id: 9, CreatedDate: '2026-11-20T09:15:00+07:00', TransactionType: 4, OrderId: 123, OrderCode: 'DH2611-00123', Amount: -1_845_000, BalanceAfter: 3_275_000, Note: 'Thanh toán phần còn lại đơn DH2611-00123' },
  { Id: 8, CreatedDate: '2026-11-19T16:40:00+07:00', TransactionType: 6, OrderId: 123, OrderCode: 'DH2611-00123', Amount: -210_000, BalanceAfter: 5_120_000, Note: 'Phí vận chuyển Quảng Châu – Hà Nội, 4,2 kg' },
  { Id: 7, CreatedDate: '2026-11-18T10:05:00+07:00', TransactionType: 5, OrderId: 117, OrderCode: 'DH2611-00117', Amount: 356_000, BalanceAfter: 5_330_000, Note: 'Hoàn tiền shop giao thiếu 2 sản phẩm' },
  { Id: 6, CreatedDate: '2026-11-15T08:30:00+07:00', TransactionType: 1, OrderId: null, OrderCode: null, Amount: 5_000_000, BalanceAfter: 4_974_000, Note: 'Nạp tiền qua Vietcombank, nội dung NAP TIEN NGUYENVANAN' },
  { Id: 5, CreatedDate: '2026-11-12T14:20:00+07:00', TransactionType: 3, OrderId: 123, OrderCode: 'DH2611-00123', Amount: -1_230_000, BalanceAfter: 0, Note: 'Đặt cọc 70% đơn DH2611-00123' },
  { Id: 4, CreatedDate: '2026-11-10T11:00:00+07:00', TransactionType: 7, OrderId: 117, OrderCode: 'DH2611-00117', Amount: -96_000, BalanceAfter: 1_204_000, Note: 'Phí mua hàng 3%' },
  { Id: 3, CreatedDate: '2026-11-05T09:45:00+07:00', TransactionType: 2, OrderId: null, OrderCode: null, Amount: -500_000, BalanceAfter: 1_300_000, Note: 'Rút về Techcombank 1903****6018' },
  { Id: 2, CreatedDate: '2026-11-03T17:10:00+07:00', TransactionType: 8, OrderId: null, OrderCode: null, Amount: 25_000, BalanceAfter: 1_800_000, Note: 'Điều chỉnh chênh lệch tỷ giá' },
];

export const transactionPage: PageData<TransactionData> = { Items: transactions, Total: 47 };

export const longTransactions: PageData<TransactionData> = {
  Items: [
    {
      Id: 99,
      CreatedDate: '2026-11-21T20:00:00+07:00',
      TransactionType: 5,
      OrderId: 98765,
      OrderCode: 'DH2611-98765-TACHDON-02',
      Amount: 1_234_567_890,
      BalanceAfter: 9_876_543_210,
      Note: 'Hoàn tiền toàn bộ do shop huỷ đơn sau khi khách đã đặt cọc, bao gồm phí mua hàng, phí kiểm đếm, phí đóng gỗ và phí vận chuyển nội địa Trung Quốc đã thu trước đó. Khách vui lòng kiểm tra lại số dư ví.',
    },
    { Id: 98, CreatedDate: '2026-11-21T19:00:00+07:00', TransactionType: 42, OrderId: null, OrderCode: null, Amount: -1, BalanceAfter: 0, Note: '' },
  ],
  Total: 2,
};

export const deposits: DepositData[] = [
  { Id: 31, Code: 'NT2611-0031', CreatedDate: '2026-11-20T08:10:00+07:00', Amount: 2_000_000, Status: 1, BankName: 'Vietcombank', Note: '', ProcessedDate: null },
  { Id: 30, Code: 'NT2611-0030', CreatedDate: '2026-11-15T08:30:00+07:00', Amount: 5_000_000, Status: 2, BankName: 'Vietcombank', Note: 'Nạp tiền đặt cọc đơn tháng 11', ProcessedDate: '2026-11-15T09:02:00+07:00' },
  { Id: 29, Code: 'NT2610-0029', CreatedDate: '2026-10-28T21:45:00+07:00', Amount: 300_000, Status: 3, BankName: 'MB Bank', Note: 'Không tìm thấy giao dịch với nội dung đã khai báo', ProcessedDate: '2026-10-29T10:00:00+07:00' },
  { Id: 28, Code: 'NT2610-0028', CreatedDate: '2026-10-20T12:00:00+07:00', Amount: 1_000_000, Status: 4, BankName: 'Techcombank', Note: 'Khách huỷ', ProcessedDate: null },
];

export const depositPage: PageData<DepositData> = { Items: deposits, Total: 4 };

export const withdrawals: WithdrawalData[] = [
  { Id: 12, Code: 'RT2611-0012', CreatedDate: '2026-11-18T15:00:00+07:00', Amount: 1_000_000, Status: 1, BankName: 'Techcombank', AccountNumber: '19036868686018', AccountName: 'NGUYEN VAN AN', Note: '', ProcessedDate: null },
  { Id: 11, Code: 'RT2611-0011', CreatedDate: '2026-11-05T09:45:00+07:00', Amount: 500_000, Status: 2, BankName: 'Techcombank', AccountNumber: '19036868686018', AccountName: 'NGUYEN VAN AN', Note: 'Rút tiền thừa', ProcessedDate: '2026-11-05T14:00:00+07:00' },
  { Id: 10, Code: 'RT2610-0010', CreatedDate: '2026-10-10T10:00:00+07:00', Amount: 2_000_000, Status: 3, BankName: 'ACB', AccountNumber: '123456789', AccountName: 'NGUYEN VAN AN', Note: 'Tên chủ tài khoản không khớp', ProcessedDate: '2026-10-11T09:00:00+07:00' },
];

export const withdrawalPage: PageData<WithdrawalData> = { Items: withdrawals, Total: 3 };
