import { Component, type ErrorInfo, type ReactNode } from 'react';

/** If the drawer fails to render, log it and render nothing (the page stays usable). */
export class DrawerErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Cart drawer failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
