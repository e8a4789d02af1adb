import * as styles from './PageLoading.css';

/**
 * A page outside the shell, or the shell itself, on its way. index.html carries the same element, written
 * at build time (vite.config.ts), for a load whose first screen is not the login page: it shows from the
 * first paint until React's first commit replaces it (issue 26).
 */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className={styles.pageLoading}>
      Đang tải…
    </div>
  );
}
