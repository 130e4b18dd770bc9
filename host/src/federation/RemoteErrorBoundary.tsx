import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRelease } from './releaseReports';
import { registeredEntry } from './remoteModules';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  /** The remote's container name, for the release's health report. */
  remote: string;
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
    reportRelease(this.props.remote, registeredEntry(this.props.remote), 'render-error');
  }

  override render() {
    if (this.state.failed)
      return <RemoteUnavailable kind={this.props.kind} title={this.props.title} failure="render" onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
