/**
 * The spreadsheets of issue 29's `Xuất Excel`, as pure data: rows of a list in, a workbook spec out
 * (write-excel-file's sheet data, plus the file name). Nothing here loads the library; only its types.
 *
 * - Dates are Excel dates (serial numbers with a dd/mm/yyyy format), in Vietnam time as the screens show
 *   them: Excel has no time zones, so the wall-clock time of Hà Nội is written as if it were UTC.
 * - Money is numbers with a number format (`#,##0 "₫"`, ¥ with 2 decimals), never text.
 * - Headers are the list's column headers; the header row is frozen.
 * - The file name carries the filter and the day (ASCII only: every browser and OS keeps it whole).
 */
import type { Cell, Row, SheetData } from 'write-excel-file/browser';
import type { TransactionData, TransactionFilters } from '../../features/finance/TransactionsScreen';
import { transactionTotals } from '../../features/finance/model';
import type { OrderListFilters, WarehouseOption } from '../../features/orders/OrderListScreen';
import type { OrderRowData } from '../../features/orders/OrderParts';
import { orderStates, statusOf, transactionTypes } from '../../features/shared/statuses';
import { parseDate } from '../../ui/DateText/format';

export interface WorkbookSpec {
  fileName: string;
  sheet: string;
  /** Column widths, in characters. */
  columns: { width: number }[];
  data: SheetData;
  /** Rows frozen at the top: the header. */
  stickyRowsCount: number;
}

export const formats = {
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
  vnd: '#,##0 "₫"',
  /** A signed amount as the transaction list shows it: +1.000 ₫ / −1.000 ₫. */
  signedVnd: '+#,##0 "₫";-#,##0 "₫";0 "₫"',
  cny: '#,##0.00 "¥"',
  count: '#,##0',
} as const;

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Excel value of a server date: Vietnam wall-clock time (UTC+7 all year) as UTC; null if unreadable. */
export function excelDate(value: string): Date | null {
  const date = parseDate(value);
  return date ? new Date(date.getTime() + VIETNAM_OFFSET_MS) : null;
}

const header = (labels: readonly string[]): Row => labels.map((value) => ({ value, fontWeight: 'bold' }));
const text = (value: string | null | undefined): Cell => (value === null || value === undefined || value.trim() === '' ? null : value);
const date = (value: string, format: string): Cell => {
  const excel = excelDate(value);
  return excel ? { value: excel, type: Date, format } : null;
};
const money = (value: number, format: string): Cell => (Number.isFinite(value) ? { value, type: Number, format } : null);

// ─── File names ─────────────────────────────────────────────────────────────────────────────────────

/** 'Chờ giao hàng' → 'cho-giao-hang': no diacritics, lower case, words joined by '-'. */
export function asciiSlug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** A filter's calendar day (local midnight, as the list kit keeps it) as yyyy-mm-dd. */
const isoDay = (day: Date) => `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** Today in Vietnam as yyyy-mm-dd. */
const vietnamDay = (now: Date) => new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

function rangePart(from: Date | null, end: Date | null): string[] {
  if (from && end) return [isoDay(from), isoDay(end)];
  if (from) return [`tu-${isoDay(from)}`];
  if (end) return [`den-${isoDay(end)}`];
  return [];
}

/** `<list>[_<filter>…]_xuat-<today>.xlsx`; a filter that slugs to nothing is left out. */
function fileName(list: string, filterParts: readonly (string | null)[], now: Date): string {
  const parts = filterParts.filter((part): part is string => part !== null);
  return [list, ...parts, `xuat-${vietnamDay(now)}`].join('_') + '.xlsx';
}

/** `kho-ha-noi` for the warehouse 'Kho Hà Nội' (not `kho-kho-ha-noi`); null for nothing to say. */
const labelled = (prefix: string, value: string | null | undefined) => {
  const slug = value ? asciiSlug(value) : '';
  if (slug === '') return null;
  return slug.startsWith(`${prefix}-`) ? slug : `${prefix}-${slug}`;
};

// ─── Transactions (#/transaction/list) ──────────────────────────────────────────────────────────────

export const transactionHeaders = ['Ngày', 'Loại', 'Mã đơn', 'Số tiền', 'Số dư sau', 'Ghi chú'] as const;

/**
 * The transactions of the filter, with the totals the screen shows (Tổng tiền vào, Tổng tiền ra, Số giao
 * dịch) below them, over every exported row, after an empty row (so Excel's filter and sort leave them out).
 */
export function transactionsWorkbook(rows: readonly TransactionData[], filters: TransactionFilters, now: Date): WorkbookSpec {
  const totals = transactionTotals(rows);
  const totalRow = (label: string, value: Cell): Row => [{ value: label, fontWeight: 'bold' }, null, null, value, null, null];
  const type = filters.transactionType === null ? null : statusOf(transactionTypes, filters.transactionType).label;
  return {
    fileName: fileName('giao-dich', [labelled('ma', filters.orderCode), labelled('loai', type), ...rangePart(filters.from, filters.end)], now),
    sheet: 'Giao dịch',
    columns: [{ width: 18 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 40 }],
    stickyRowsCount: 1,
    data: [
      header(transactionHeaders),
      ...rows.map((row): Row => [
        date(row.CreatedDate, formats.dateTime),
        statusOf(transactionTypes, row.TransactionType).label,
        text(row.OrderCode),
        money(row.Amount, formats.signedVnd),
        money(row.BalanceAfter, formats.vnd),
        text(row.Note),
      ]),
      [],
      totalRow('Tổng tiền vào', { value: totals.In, type: Number, format: formats.signedVnd, fontWeight: 'bold' }),
      totalRow('Tổng tiền ra', { value: -totals.Out, type: Number, format: formats.signedVnd, fontWeight: 'bold' }),
      totalRow('Số giao dịch', { value: rows.length, type: Number, format: formats.count, fontWeight: 'bold' }),
    ],
  };
}

// ─── Orders (#/order/list-orders) ───────────────────────────────────────────────────────────────────

/** The list's columns (without its links), then the goods in ¥ and the warehouse the screen leaves out. */
export const orderHeaders = ['Mã đơn', 'Ngày đặt', 'Shop', 'Trạng thái', 'Tổng tiền', 'Đã trả', 'Còn lại', 'Tiền hàng (¥)', 'Kho nhận hàng'] as const;

/** The orders of the filter. The list shows no totals, so the sheet has none either. */
export function ordersWorkbook(rows: readonly OrderRowData[], filters: OrderListFilters, warehouses: readonly WarehouseOption[], now: Date): WorkbookSpec {
  const state = filters.state === null ? null : statusOf(orderStates, filters.state).label;
  const warehouse = filters.wareHouse === null ? null : (warehouses.find((entry) => entry.Id === filters.wareHouse)?.Name ?? String(filters.wareHouse));
  return {
    fileName: fileName(
      'don-hang',
      [labelled('ma', filters.orderCode), labelled('trang-thai', state), labelled('kho', warehouse), ...rangePart(filters.from, filters.end)],
      now,
    ),
    sheet: 'Đơn hàng',
    columns: [{ width: 16 }, { width: 12 }, { width: 28 }, { width: 18 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 20 }],
    stickyRowsCount: 1,
    data: [
      header(orderHeaders),
      ...rows.map((row): Row => [
        text(row.Code),
        date(row.CreatedDate, formats.date),
        text(row.SellerName),
        statusOf(orderStates, row.State).label,
        money(row.TotalAmount, formats.vnd),
        money(row.PaidAmount, formats.vnd),
        money(row.RemainingAmount, formats.vnd),
        money(row.GoodsAmountCny, formats.cny),
        text(row.WarehouseName),
      ]),
    ],
  };
}
