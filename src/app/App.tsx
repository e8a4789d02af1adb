import { Router } from 'wouter';
import { UiProvider } from '../ui/Provider';
import { dialogs, toasts } from './bootstrap';
import { useHashPath, useHashSearch } from './routing/hashLocation';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <UiProvider dialogs={dialogs} toasts={toasts}>
      {/* SWR is mounted by the lazy chunks behind login and by register: the login page's first load
          does without it (docs/decisions.md, size budget). */}
      <Router hook={useHashPath} searchHook={useHashSearch}>
        <AppRoutes />
      </Router>
    </UiProvider>
  );
}
