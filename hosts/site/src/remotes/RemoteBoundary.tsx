import { Component, type ReactNode } from 'react';

export interface RemoteBoundaryProps {
  /** What to show instead of the remote; `retry` clears the error and renders it again. */
  fallback(retry: () => void): ReactNode;
  /** Called before the boundary re-renders its children (forget the failed load). */
  onRetry(): void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  failed: boolean;
  attempt: number;
}

/**
 * One boundary per remote: a remote that fails to load or throws while rendering takes only its
 * own box down; the page, the header and navigation stay alive.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<RemoteBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[remote]', error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return this.props.fallback(this.retry);
    // A new key on each attempt remounts the subtree, so nothing of the failed one survives.
    return <ErrorScope key={this.state.attempt}>{this.props.children}</ErrorScope>;
  }
}

function ErrorScope({ children }: { children: ReactNode }) {
  return children;
}
