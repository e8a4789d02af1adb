import type { TransactionFilters } from '../../features/finance/TransactionsScreen';
import type { OrderListFilters, WarehouseOption } from '../../features/orders/OrderListScreen';
import { getOrders, getTransactions } from '../api/endpoints';
import { useExcelExport } from '../export/useExcelExport';

// `noloading`: the export shows its own progress bar (with `Huỷ`) instead of the page's loading panel.

/** `Xuất Excel` of #/transaction/list: every transaction of `filters` (its page and page size aside). */
export const useTransactionsExport = (filters: TransactionFilters) =>
  useExcelExport((module) => ({
    readPage: (skip, take, signal) => getTransactions({ ...filters, skip, take }, { signal, noloading: true }),
    build: (rows) => module.transactionsWorkbook(rows, filters, new Date()),
  }));

/** `Xuất Excel` of #/order/list-orders: every order of `filters`; `warehouses` name the warehouse filter in the file name. */
export const useOrdersExport = (filters: OrderListFilters, warehouses: readonly WarehouseOption[]) =>
  useExcelExport((module) => ({
    readPage: (skip, take, signal) => getOrders({ ...filters, skip, take }, { signal, noloading: true }),
    build: (rows) => module.ordersWorkbook(rows, filters, warehouses, new Date()),
  }));
