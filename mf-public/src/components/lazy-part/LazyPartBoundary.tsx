import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a part's failure (a chunk that did not download, a render error) inside the part: without it the error
 * reaches the shell's boundary and the whole page becomes its error card. Remount it (new key) to try again.
 */
export class LazyPartBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[mf-public] a lazily loaded part failed; showing its fallback.', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
