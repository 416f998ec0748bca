import { Component, type ReactNode } from 'react';

import { ServerErrorPage } from './ServerErrorPage';

/** Catches a screen that throws while rendering and shows the 500 page inside the shell. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed to render:', error);
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    // Navigating elsewhere gives the next screen a fresh start.
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed) return <ServerErrorPage onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
