import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { TransactionData } from '../../features/finance/TransactionsScreen';
import { defaultTransactionFilters } from '../../features/finance/TransactionsScreen';
import { orderListSchema } from '../../features/orders/OrderListScreen';
import type { OrderRowData } from '../../features/orders/OrderParts';
import { asciiSlug, excelDate, formats, orderHeaders, ordersWorkbook, transactionHeaders, transactionsWorkbook } from './workbooks';
import { writeXlsx } from './writeXlsx';

// 26/11/2026 01:30 in Hà Nội is still the 25th in UTC: the file's day is Vietnam's.
const now = new Date('2026-11-25T18:30:00Z');

/**
 * A date read back, to the second: Excel keeps days as a fraction, so 23:45 comes back as 23:44:59.999
 * (what Excel shows is 23:45). Anything else is returned as it is.
 */
const toSecond = (cell: unknown) => (cell instanceof Date ? `${new Date(Math.round(cell.getTime() / 1000) * 1000).toISOString().slice(0, 19)}Z` : cell);

const transaction = (patch: Partial<TransactionData>): TransactionData => ({
  Id: 1,
  CreatedDate: '2026-11-20T09:15:00+07:00',
  TransactionType: 1,
  OrderId: null,
  OrderCode: null,
  Amount: 1_000_000,
  BalanceAfter: 1_000_000,
  Note: '',
  ...patch,
});

const transactions: TransactionData[] = [
  transaction({ Id: 3, CreatedDate: '2026-11-22T23:45:00+07:00', TransactionType: 3, OrderId: 12, OrderCode: 'DH2611-00123', Amount: -350_000, BalanceAfter: 650_000, Note: 'Đặt cọc đơn DH2611-00123' }),
  transaction({ Id: 2, CreatedDate: '2026-11-21T10:00:00Z', TransactionType: 5, Amount: 50_000, BalanceAfter: 1_000_000 }),
  transaction({ Id: 1 }),
];

const order = (patch: Partial<OrderRowData>): OrderRowData => ({
  Id: 12,
  Code: 'DH2611-00123',
  CreatedDate: '2026-11-20T09:15:00+07:00',
  State: 11,
  Source: 'taobao',
  SellerName: 'Cửa hàng Đồ Chơi',
  Image: '',
  Quantity: 3,
  GoodsAmountCny: 89.5,
  TotalAmount: 1_234_567,
  PaidAmount: 1_000_000,
  RemainingAmount: 234_567,
  WarehouseId: 2,
  WarehouseName: 'Kho Hà Nội',
  Note: '',
  ...patch,
});

describe('excelDate', () => {
  it('writes the Hà Nội wall-clock time, whatever the offset the server used', () => {
    expect(excelDate('2026-11-22T23:45:00+07:00')?.toISOString()).toBe('2026-11-22T23:45:00.000Z');
    expect(excelDate('2026-11-22T16:45:00Z')?.toISOString()).toBe('2026-11-22T23:45:00.000Z');
    // .NET's offset-less timestamps are Vietnam time (DateText's rule).
    expect(excelDate('2026-11-22T23:45:00')?.toISOString()).toBe('2026-11-22T23:45:00.000Z');
    expect(excelDate('not a date')).toBeNull();
  });
});

describe('asciiSlug', () => {
  it('keeps file names ASCII: diacritics and đ folded, words joined by -', () => {
    expect(asciiSlug('Chờ giao hàng')).toBe('cho-giao-hang');
    expect(asciiSlug('Đã huỷ')).toBe('da-huy');
    expect(asciiSlug('  DH2611/00123 ')).toBe('dh2611-00123');
    expect(asciiSlug('../../etc/passwd')).toBe('etc-passwd');
  });
});

describe('transactionsWorkbook', () => {
  const filters = { ...defaultTransactionFilters, transactionType: 3, from: new Date(2026, 10, 1), end: new Date(2026, 10, 26) };

  it('names the file after the filter and the day in Vietnam', () => {
    expect(transactionsWorkbook(transactions, filters, now).fileName).toBe('giao-dich_loai-dat-coc_2026-11-01_2026-11-26_xuat-2026-11-26.xlsx');
    expect(transactionsWorkbook(transactions, defaultTransactionFilters, now).fileName).toBe('giao-dich_xuat-2026-11-26.xlsx');
    expect(transactionsWorkbook(transactions, { ...defaultTransactionFilters, orderCode: 'DH2611', end: new Date(2026, 10, 26) }, now).fileName).toBe(
      'giao-dich_ma-dh2611_den-2026-11-26_xuat-2026-11-26.xlsx',
    );
  });

  it('has the list headers, frozen, one row per transaction, money as numbers in ₫ formats', () => {
    const spec = transactionsWorkbook(transactions, filters, now);
    expect(spec.stickyRowsCount).toBe(1);
    expect(spec.data[0]?.map((cell) => (cell && typeof cell === 'object' && 'value' in cell ? cell.value : cell))).toEqual([...transactionHeaders]);
    expect(spec.data[1]).toEqual([
      { value: new Date('2026-11-22T23:45:00Z'), type: Date, format: formats.dateTime },
      'Đặt cọc',
      'DH2611-00123',
      { value: -350_000, type: Number, format: formats.signedVnd },
      { value: 650_000, type: Number, format: formats.vnd },
      'Đặt cọc đơn DH2611-00123',
    ]);
    // No order code, no note: empty cells, not '—'.
    expect(spec.data[2]?.[2]).toBeNull();
    expect(spec.data[2]?.[5]).toBeNull();
  });

  it('is read back from the .xlsx with dates as dates, money as numbers and the totals the screen shows', async () => {
    const sheet = await readSheet(await writeXlsx(transactionsWorkbook(transactions, filters, now)));
    expect(sheet[0]).toEqual([...transactionHeaders]);
    expect(sheet.slice(1, 4).map((row) => toSecond(row[0]))).toEqual(['2026-11-22T23:45:00Z', '2026-11-21T17:00:00Z', '2026-11-20T09:15:00Z']);
    expect(sheet.slice(1, 4).map((row) => row[3])).toEqual([-350_000, 50_000, 1_000_000]);
    expect(sheet.slice(1, 4).map((row) => row[4])).toEqual([650_000, 1_000_000, 1_000_000]);
    const totals = sheet.slice(4).filter((row) => row.some((cell) => cell !== null));
    expect(totals.map((row) => [row[0], row[3] ?? row[1]])).toEqual([
      ['Tổng tiền vào', 1_050_000],
      ['Tổng tiền ra', -350_000],
      ['Số giao dịch', 3],
    ]);
  });
});

describe('ordersWorkbook', () => {
  const warehouses = [{ Id: 2, Name: 'Kho Hà Nội' }];

  it('names the file after the state, warehouse and dates', () => {
    const filters = { ...orderListSchema.defaults, state: 11, wareHouse: 2, from: new Date(2026, 10, 1), end: new Date(2026, 10, 26) };
    expect(ordersWorkbook([], filters, warehouses, now).fileName).toBe('don-hang_trang-thai-dang-giao-hang_kho-ha-noi_2026-11-01_2026-11-26_xuat-2026-11-26.xlsx');
  });

  it('is read back with the list columns, the order date as a date, ₫ and ¥ as numbers', async () => {
    const spec = ordersWorkbook([order({}), order({ Id: 13, Code: 'DH2611-00124', State: 99, WarehouseName: '' })], orderListSchema.defaults, warehouses, now);
    expect(spec.data[1]?.[7]).toEqual({ value: 89.5, type: Number, format: formats.cny });
    expect(spec.data[1]?.[4]).toEqual({ value: 1_234_567, type: Number, format: formats.vnd });
    const sheet = await readSheet(await writeXlsx(spec));
    expect(sheet.map((row) => row.map(toSecond))).toEqual([
      [...orderHeaders],
      ['DH2611-00123', '2026-11-20T09:15:00Z', 'Cửa hàng Đồ Chơi', 'Đang giao hàng', 1_234_567, 1_000_000, 234_567, 89.5, 'Kho Hà Nội'],
      ['DH2611-00124', '2026-11-20T09:15:00Z', 'Cửa hàng Đồ Chơi', 'Không rõ (99)', 1_234_567, 1_000_000, 234_567, 89.5, null],
    ]);
  });
});
