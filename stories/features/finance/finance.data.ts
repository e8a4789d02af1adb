/**
 * Wallet data for the finance screens' stories: the demo customer's books of the mock world, paged as
 * its list calls answer the screens' first request (newest first, the screen's page size, the total of
 * all rows), so a story shows what the demo serves and the balance is the mock's rule (the sum of the
 * signed transactions). The seed is fixed, so every run and every screenshot sees the same rows.
 */
import { mocked } from 'storybook/test';
import type { DepositData } from '../../../src/features/finance/DepositScreen';
import { defaultHistoryFilters, type PageData } from '../../../src/features/finance/FinanceParts';
import { defaultTransactionFilters, type TransactionData } from '../../../src/features/finance/TransactionsScreen';
import type { WithdrawalData } from '../../../src/features/finance/WithdrawalScreen';
import { fixtures } from '../../../src/mocks';

const books = fixtures.seedBooks();

export const BALANCE = fixtures.balanceOf(books);

/** '1.250.000 ₫', as the screens write an amount (testing-library's matcher reads their no-break space as a space). */
export const money = (amount: number): string => fixtures.formatMoney(amount);

/** '+1.250.000 ₫' / '−1.250.000 ₫': the sign is text (U+2212 for minus), as the transaction list writes it. */
export const signedMoney = (amount: number): string => `${amount < 0 ? '−' : '+'}${money(Math.abs(amount))}`;

/** The pages the screens ask for: their lists' default page sizes. */
const PAGE = defaultTransactionFilters.take;
const pageAt = (skip: number): PageData<TransactionData> => fixtures.listPage(books.transactions, { skip, take: PAGE });
const hasTopUp = (page: PageData<TransactionData>): boolean => page.Items.some((row) => row.TransactionType === 1);

/**
 * The newest page that holds a top-up, so money in and money out are both on screen (a page can be all
 * money out). The stories' filters stand at this page, so the screen's paging agrees with the rows.
 */
export const TRANSACTION_SKIP = Array.from({ length: Math.ceil(books.transactions.length / PAGE) }, (_, page) => page * PAGE).find((skip) => hasTopUp(pageAt(skip))) ?? 0;
export const transactionPage: PageData<TransactionData> = pageAt(TRANSACTION_SKIP);

const findTransaction = (match: (row: TransactionData) => boolean): TransactionData => {
  const row = transactionPage.Items.find(match);
  if (!row) throw new Error('The seed world changed: the transactions page lacks a row the stories show');
  return row;
};

/** Rows of the page the stories name: a top-up and a payment of an order. */
export const topUp = findTransaction((row) => row.TransactionType === 1);
export const orderPayment = findTransaction((row) => row.Amount < 0 && row.OrderId !== null);

/** What the list's totals region sums over the page on screen. */
export const pageMoneyIn = transactionPage.Items.filter((row) => row.Amount > 0).reduce((sum, row) => sum + row.Amount, 0);
export const pageMoneyOut = transactionPage.Items.filter((row) => row.Amount < 0).reduce((sum, row) => sum + row.Amount, 0);

/**
 * Beyond what the mock serves, on purpose: an amount in the billions, a long note, a type code the portal
 * does not know and a row without an order, to show the table holds them.
 */
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

export const depositPage: PageData<DepositData> = fixtures.listPage(books.deposits, { take: defaultHistoryFilters.take });
export const withdrawalPage: PageData<WithdrawalData> = fixtures.listPage(books.withdrawals, { take: defaultHistoryFilters.take });

function newestOf<T>(page: PageData<T>): T {
  const [row] = page.Items;
  if (!row) throw new Error('The seed world changed: a history the stories show is empty');
  return row;
}

/** The newest top-up request and withdrawal (both still waiting for staff in the seed). */
export const newestDeposit = newestOf(depositPage);
export const newestWithdrawal = newestOf(withdrawalPage);

/** The file a save or share callback was last handed. */
export function lastFile(callback: ((file: File) => unknown) | undefined): File {
  const file = callback ? mocked(callback).mock.lastCall?.[0] : undefined;
  if (!file) throw new Error('The callback was not called with a file');
  return file;
}
