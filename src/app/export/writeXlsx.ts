import type { WorkbookSpec } from './workbooks';

/**
 * The .xlsx file of a workbook spec. write-excel-file (with fflate, ≈ 20 kB gzip) is imported here, on
 * the first export only: it never enters the first load nor the lists' route chunks (issue 29).
 * The universal build: the same code in the browser and in the unit tests that read the file back.
 */
export async function writeXlsx(spec: WorkbookSpec): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  return writeXlsxFile(spec.data, { sheet: spec.sheet, columns: spec.columns, stickyRowsCount: spec.stickyRowsCount }).toBlob();
}
