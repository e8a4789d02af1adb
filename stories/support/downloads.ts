/**
 * Files a story's page hands to the browser's download (a link with `download`, clicked): caught before
 * the browser saves them, read back from their blob address. `dispose` stops catching.
 */
export interface CaughtDownload {
  fileName: string;
  blob: Promise<Blob>;
}

export function catchDownloads(): { files: CaughtDownload[]; dispose: () => void } {
  const files: CaughtDownload[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof HTMLAnchorElement && event.target.hasAttribute('download') ? event.target : null;
    if (!link) return;
    event.preventDefault();
    // Read at once: the page may revoke the address soon after the click.
    files.push({ fileName: link.download, blob: fetch(link.href).then((answer) => answer.blob()) });
  };
  document.addEventListener('click', onClick, true);
  return { files, dispose: () => document.removeEventListener('click', onClick, true) };
}

