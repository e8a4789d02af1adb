import { useId } from 'react';
import { Button } from '../../ui/Button';
import { formatNumber } from '../../ui/Money';
import * as styles from './ExcelExport.css';

/** Where an export stands; the app (src/app/export) moves it, this control only shows it. */
export type ExcelExportState =
  | { kind: 'idle' }
  /** Reading the list's pages: `read` of `pages` (null until the first page says how many). */
  | { kind: 'reading'; read: number; pages: number | null }
  /** Every row is in; the file is being made. */
  | { kind: 'writing' }
  | { kind: 'done'; fileName: string; rows: number }
  | { kind: 'empty' }
  | { kind: 'cancelled' }
  /** `message` says what failed and that no file was saved. */
  | { kind: 'failed'; message: string };

export interface ExcelExportProps {
  state: ExcelExportState;
  /** Starts an export (also `Thử lại` after a failure). */
  onExport: () => void;
  onCancel: () => void;
}

export const excelExportTexts = {
  button: 'Xuất Excel',
  cancel: 'Huỷ',
  retry: 'Thử lại',
  writing: 'Đang tạo tệp Excel…',
  empty: 'Không có dòng nào khớp bộ lọc để xuất. Chưa có tệp nào được tải về.',
  cancelled: 'Đã huỷ xuất Excel. Không có tệp nào được tải về.',
  reading: (read: number, pages: number | null) => (pages === null ? 'Đang xuất… trang 1' : `Đang xuất… trang ${Math.min(read + 1, pages)}/${pages}`),
  done: (rows: number, fileName: string) => `Đã xuất ${formatNumber(rows)} dòng vào tệp ${fileName}.`,
} as const;

/**
 * The export's progress bar, written as the ARIA progressbar it is rather than react-aria's ProgressBar:
 * that module sits in the first load beside react-aria's Button (its pending state), so using it would
 * add ≈1.2 kB gzip to #/login and break the budget (measured; the LoadingBar's reason too, issue 15).
 */
function Progress({ label, read, pages }: { label: string; read: number; pages: number | null }) {
  const labelId = useId();
  const percentage = pages === null || pages === 0 ? null : Math.min(100, Math.round((read / pages) * 100));
  return (
    <div className={styles.progress}>
      <span id={labelId}>{label}</span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuetext={label}
        {...(percentage === null ? {} : { 'aria-valuenow': percentage, 'aria-valuemin': 0, 'aria-valuemax': 100 })}
        className={styles.track}
      >
        <div className={[styles.fill, percentage === null ? styles.indeterminate : undefined].filter(Boolean).join(' ')} style={percentage === null ? undefined : { width: `${percentage}%` }} />
      </div>
    </div>
  );
}

/**
 * `Xuất Excel` of a list (issue 29): the button, then what the export is doing — a progress bar with
 * `Huỷ`, a failure with `Thử lại`, or what came of it. While an export runs the button is pending, so a
 * second press does nothing.
 */
export function ExcelExport({ state, onExport, onCancel }: ExcelExportProps) {
  const busy = state.kind === 'reading' || state.kind === 'writing';
  return (
    <div className={styles.root}>
      <Button variant="secondary" isPending={busy} onPress={onExport}>
        {excelExportTexts.button}
      </Button>
      {busy ? (
        <div className={styles.panel}>
          {state.kind === 'reading' ? (
            <Progress label={excelExportTexts.reading(state.read, state.pages)} read={state.read} pages={state.pages} />
          ) : (
            <Progress label={excelExportTexts.writing} read={0} pages={null} />
          )}
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onPress={onCancel}>
              {excelExportTexts.cancel}
            </Button>
          </div>
        </div>
      ) : state.kind === 'failed' ? (
        <div role="alert" className={[styles.panel, styles.failed].join(' ')}>
          <p className={styles.message}>{state.message}</p>
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onPress={onExport}>
              {excelExportTexts.retry}
            </Button>
          </div>
        </div>
      ) : null}
      {/* Only with a message: an empty status region on every list page would be one more beside the page's own. */}
      {state.kind === 'done' || state.kind === 'empty' || state.kind === 'cancelled' ? (
        <div role="status" className={styles.panel}>
          <p className={styles.message}>
            {state.kind === 'done' ? excelExportTexts.done(state.rows, state.fileName) : state.kind === 'empty' ? excelExportTexts.empty : excelExportTexts.cancelled}
          </p>
        </div>
      ) : null}
    </div>
  );
}
