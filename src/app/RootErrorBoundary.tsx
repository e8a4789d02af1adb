import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorScreen } from '../features/shell/RouteErrorScreen';
import { UiProvider } from '../ui/Provider';
import { PortalUpdatedError } from './routes/lazyRoute';

/** What the root boundary says: the page as a whole could not be shown, and reloading is the way out. */
export const rootErrorText =
  'Cổng khách hàng chưa hiển thị được trang này. Có thể trang vừa được cập nhật hoặc kết nối mạng không ổn định. Bạn hãy tải lại trang.';

/** A deploy replaced the page's files under it (issue 25 §14): said as such, with the same way out. */
export const portalUpdatedText = 'Cổng khách hàng vừa được cập nhật lên phiên bản mới. Bạn hãy tải lại trang để tiếp tục.';

interface State {
  failed: boolean;
  updated: boolean;
}

/**
 * Issue 12 §4, no white page ever: around everything, public pages and shell included. It catches
 * what no route boundary did (a public page that crashed, a lazy page whose chunk failed twice, the
 * shell itself) and offers `Tải lại trang`, the one action that can recover from all of them.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, updated: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, updated: error instanceof PortalUpdatedError };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Its own provider: the app's, theme included, went down with the tree that failed.
    return (
      <UiProvider>
        <RouteErrorScreen
          standalone
          {...(this.state.updated ? { title: 'Đã có phiên bản mới' } : {})}
          message={this.state.updated ? portalUpdatedText : rootErrorText}
          onReload={() => window.location.reload()} />
      </UiProvider>
    );
  }
}
