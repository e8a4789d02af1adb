import { printHidden } from '../../ui/theme/print.css';
import { StatusBanner } from '../../ui/StatusBanner';
import { newVersionNotice, offlineNotice } from './connectionTexts';

export interface ConnectionNoticesProps {
  /** The browser says it has no network. */
  offline: boolean;
  /** A deploy is waiting to take over this page. */
  updateReady: boolean;
  /** Loads the new version (the page reloads). */
  onReload: () => void;
}

/**
 * The page-wide states no screen owns: offline, and a new version waiting. The live region is always in
 * the page, so each notice is announced when it appears.
 */
export function ConnectionNotices({ offline, updateReady, onReload }: ConnectionNoticesProps) {
  return (
    <div role="status" className={printHidden}>
      {offline ? <StatusBanner tone="warning">{offlineNotice}</StatusBanner> : null}
      {updateReady ? (
        <StatusBanner action={{ label: 'Tải lại', onPress: onReload }}>{newVersionNotice}</StatusBanner>
      ) : null}
    </div>
  );
}
