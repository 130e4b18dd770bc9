import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  kind: 'page' | 'widget';
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

/** The third layer of isolation: a remote that throws while rendering takes down only its own outlet. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[beacon] ${this.props.title} crashed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RemoteUnavailable kind={this.props.kind} title={this.props.title} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
