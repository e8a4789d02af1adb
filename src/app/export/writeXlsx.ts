import writeXlsxFile from 'write-excel-file/universal';
import type { WorkbookSpec } from './workbooks';

/**
 * The .xlsx file of a workbook spec, by write-excel-file's universal build: the same code in the browser
 * and in the unit tests that read the file back. Only `run.ts` imports this module, and the app reaches
 * `run.ts` by a dynamic import on the first `Xuất Excel` only: the library (with fflate) never enters
 * the first load nor the lists' route chunks (issue 29, measured in docs/measurements.md).
 */
export function writeXlsx(spec: WorkbookSpec): Promise<Blob> {
  return writeXlsxFile(spec.data, { sheet: spec.sheet, columns: spec.columns, stickyRowsCount: spec.stickyRowsCount }).toBlob();
}
