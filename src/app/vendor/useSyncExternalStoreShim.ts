// wouter and SWR import `use-sync-external-store/shim`, a copy of useSyncExternalStore for React < 18.
// React 19 has its own, which the shim only forwards to: vite.config.ts points the shim here so its
// dead copy stays out of the login page's first load (issue 15).
export { useSyncExternalStore } from 'react';
