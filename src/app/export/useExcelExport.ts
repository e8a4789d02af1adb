import { useEffect, useRef, useState } from 'react';
import type { ExcelExportProps, ExcelExportState } from '../../features/shared/ExcelExport';
import { errorText } from '../api/errors';
import type { ReadProgress } from './readAllPages';
import type { ExportPlan } from './run';

type ExportModule = typeof import('./run');

export const exportFailureTexts = {
  changed: 'Danh sách đã thay đổi trong lúc xuất nên tệp sẽ thiếu hoặc trùng dòng. Chưa có tệp nào được tải về, bạn hãy thử lại.',
  failed: (where: string, reason: string) => `Xuất Excel bị lỗi${where}: ${reason} Chưa có tệp nào được tải về.`,
} as const;

/** What a failed export tells: the page it stopped at and why; never a file. */
function failureText(error: unknown, progress: ReadProgress): string {
  if (error instanceof Error && error.name === 'ListChangedError') return exportFailureTexts.changed;
  const where = progress.pages === null ? (progress.read === 0 ? ' ở trang 1' : '') : progress.read < progress.pages ? ` ở trang ${progress.read + 1}/${progress.pages}` : '';
  return exportFailureTexts.failed(where, errorText(error));
}

/** Hands a file to the browser's download. The address lives a minute: some browsers read it late. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * `Xuất Excel` of a list (issue 29): one export at a time, every page of the filter it was started with,
 * a file only when all of them arrived. `plan` is read when the export starts (the filter of that moment),
 * with the export module loaded on demand; leaving the page cancels.
 */
export function useExcelExport<Row>(plan: (module: ExportModule) => ExportPlan<Row>): ExcelExportProps {
  const [state, setState] = useState<ExcelExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  const latestPlan = useRef(plan);
  useEffect(() => {
    latestPlan.current = plan;
  });
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    let progress: ReadProgress = { read: 0, pages: null };
    setState({ kind: 'reading', ...progress });
    try {
      const module = await import('./run');
      const outcome = await module.runExport(latestPlan.current(module), {
        signal: controller.signal,
        onProgress: (next) => {
          progress = next;
          setState({ kind: 'reading', ...next });
        },
        onWriting: () => setState({ kind: 'writing' }),
      });
      if (outcome.kind === 'empty') {
        setState({ kind: 'empty' });
      } else {
        saveFile(outcome.blob, outcome.fileName);
        setState({ kind: 'done', fileName: outcome.fileName, rows: outcome.rows });
      }
    } catch (error) {
      setState(controller.signal.aborted ? { kind: 'cancelled' } : { kind: 'failed', message: failureText(error, progress) });
    } finally {
      running.current = null;
    }
  };

  return {
    state,
    onExport: () => void start(),
    onCancel: () => running.current?.abort(),
  };
}
