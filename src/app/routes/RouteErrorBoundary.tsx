import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorScreen } from '../../features/shell/RouteErrorScreen';
import { errorText } from '../api/errors';
import { retryFailedChunks } from './lazyRoute';

interface Props {
  children: ReactNode;
  /** The boundary clears itself when this changes (the customer navigated elsewhere). */
  resetKey: string;
  homeHref: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * A screen that throws shows an error inside the shell — header and menu keep working — instead of a
 * white page. Navigating away, or 'Thử lại', renders the route again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    // Navigating away and back tries a failed chunk again too (idempotent, so a second call is harmless).
    retryFailedChunks();
    return { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route failed', error, info.componentStack);
  }

  /** A screen whose chunk failed to load fetches it again, not the failure React.lazy kept. */
  private readonly retry = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      return <RouteErrorScreen message={errorText(this.state.error)} homeHref={this.props.homeHref} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
