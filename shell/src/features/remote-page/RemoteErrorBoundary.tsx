import { Component, type ReactNode } from 'react';
import { reportCaughtError } from '../../lib/visitor-telemetry/capture';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remoteId: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a remote page that throws while rendering (or a lazy load that rejected) and shows the fallback. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[shell] remote page "${this.props.remoteId}" crashed`, error);
    // Caught here, so no window error event: reported as one, against the remote build of the page shown.
    reportCaughtError(error);
  }

  override render() {
    if (this.state.failed) return <RemoteFallback remoteId={this.props.remoteId} error={this.state.error} />;
    return this.props.children;
  }
}
