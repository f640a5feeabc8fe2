import { Component, type ReactNode } from 'react';
import { ErrorView } from '../ui/error-view';

/** A template chunk that fails to load (a new deploy, the network) shows the error view, not a blank page. */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('Error loading content:', error);
  }

  override render() {
    return this.state.failed ? <ErrorView onRetry={() => window.location.reload()} /> : this.props.children;
  }
}
