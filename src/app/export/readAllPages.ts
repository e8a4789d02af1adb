/**
 * Every row of a paged list, read page after page with the list's own filters (issue 29, export).
 * Pure: the page reader is given, so tests answer it by hand; the app passes the API call.
 *
 * All or nothing: any failed page, an abort, or a list that changes between two pages throws, and the
 * caller writes no file (a spreadsheet missing rows in the middle is worse than none).
 */

export interface Page<Row> {
  Items: readonly Row[];
  Total: number;
}

export interface ReadProgress {
  /** Pages read so far. */
  read: number;
  /** Pages the whole list takes; null until the first page said how many rows there are. */
  pages: number | null;
}

export interface ReadAllOptions {
  /** Rows asked for per page (`take`); the server may send fewer, and the next page starts after them. */
  pageSize: number;
  signal: AbortSignal;
  onProgress?: (progress: ReadProgress) => void;
}

/**
 * The list's `Total` moved, or a page came back short, while it was read: rows were added or removed, so
 * skip/take pages may have skipped or repeated rows.
 */
export class ListChangedError extends Error {
  override readonly name = 'ListChangedError';
}

export type PageReader<Row> = (skip: number, take: number, signal: AbortSignal) => Promise<Page<Row>>;

export async function readAllPages<Row>(readPage: PageReader<Row>, { pageSize, signal, onProgress }: ReadAllOptions): Promise<Row[]> {
  signal.throwIfAborted();
  onProgress?.({ read: 0, pages: null });
  const first = await readPage(0, pageSize, signal);
  signal.throwIfAborted();
  const total = first.Total;
  const rows = [...first.Items];
  if (total <= 0) return rows;
  if (rows.length === 0) throw new ListChangedError('the first page is empty but Total is not 0');
  // The server's own page size, when it sends fewer rows than asked (it caps `take`).
  const served = rows.length;
  const pages = Math.ceil(total / served);
  let read = 1;
  onProgress?.({ read, pages });
  while (rows.length < total) {
    const page = await readPage(rows.length, pageSize, signal);
    signal.throwIfAborted();
    if (page.Total !== total || page.Items.length === 0) throw new ListChangedError(`Total ${total} became ${page.Total} at row ${rows.length}`);
    rows.push(...page.Items);
    read += 1;
    onProgress?.({ read, pages: Math.max(pages, read) });
  }
  if (rows.length !== total) throw new ListChangedError(`${rows.length} rows read for a Total of ${total}`);
  return rows;
}
