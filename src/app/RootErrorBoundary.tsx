import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from '../features/shell/RouteErrorScreen';
import { UiProvider } from '../ui/Provider';

/** What the root boundary says: the page as a whole could not be shown, and reloading is the way out. */
export const rootErrorText =
  'Cổng khách hàng chưa hiển thị được trang này. Có thể trang vừa được cập nhật hoặc kết nối mạng không ổn định. Bạn hãy tải lại trang.';

interface State {
  failed: boolean;
}

/**
 * Issue 12 §4, no white page ever: around everything, public pages and shell included. It catches
 * what no route boundary did (a public page that crashed, a lazy page whose chunk failed twice, the
 * shell itself) and offers `Tải lại trang`, the one action that can recover from all of them.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  // React itself reports the error (createRoot's onCaughtError logs it), so no componentDidCatch here.
  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Its own provider: the app's, theme included, went down with the tree that failed.
    return (
      <UiProvider>
        <RouteErrorScreen standalone message={rootErrorText} onReload={() => window.location.reload()} />
      </UiProvider>
    );
  }
}
