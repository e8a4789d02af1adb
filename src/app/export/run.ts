/**
 * The export's heavy half, imported on demand by useExcelExport (the lists' route chunks keep only the
 * hook): read every page, build the workbook, write the file.
 */
import { readAllPages, type PageReader, type ReadProgress } from './readAllPages';
import type { WorkbookSpec } from './workbooks';
import { writeXlsx } from './writeXlsx';

export { ordersWorkbook, transactionsWorkbook } from './workbooks';

export type ExportOutcome = { kind: 'empty' } | { kind: 'file'; blob: Blob; fileName: string; rows: number };

export interface ExportPlan<Row> {
  readPage: PageReader<Row>;
  build: (rows: readonly Row[]) => WorkbookSpec;
}

/**
 * Rows per request. The reference server sends at most 200 (MAX_TAKE in src/mocks/http.ts); a server that
 * sends fewer is followed page by page all the same (readAllPages).
 */
export const EXPORT_PAGE_SIZE = 200;

export async function runExport<Row>(
  plan: ExportPlan<Row>,
  { signal, onProgress, onWriting }: { signal: AbortSignal; onProgress: (progress: ReadProgress) => void; onWriting: () => void },
): Promise<ExportOutcome> {
  const rows = await readAllPages(plan.readPage, { pageSize: EXPORT_PAGE_SIZE, signal, onProgress });
  if (rows.length === 0) return { kind: 'empty' };
  onWriting();
  const spec = plan.build(rows);
  const blob = await writeXlsx(spec);
  // Cancelled while the file was being made: it is thrown away.
  signal.throwIfAborted();
  return { kind: 'file', blob, fileName: spec.fileName, rows: rows.length };
}
