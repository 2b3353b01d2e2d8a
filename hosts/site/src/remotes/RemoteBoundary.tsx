import { Component, type ReactNode } from 'react';
import { nextRemoteAttempt, type RemoteAttempt, RemoteAttemptContext } from './remoteAttempt.ts';

export interface RemoteBoundaryProps {
  /** What to show instead of the remote; `retry` clears the error and renders it again. */
  fallback(retry: () => void): ReactNode;
  /**
   * A change after a failure is a new attempt, as Retry is (a dialog opened again). Without a
   * failure it changes nothing: a loaded remote keeps its state.
   */
  resetKey?: unknown;
  children: ReactNode;
}

interface RemoteBoundaryState {
  failed: boolean;
  attempt: RemoteAttempt;
  resetKey: unknown;
}

/**
 * One boundary per remote: a remote that fails to load or throws while rendering takes only its
 * own box down; the page, the header and navigation stay alive. Each mount, Retry and reset is a
 * new attempt (remoteAttempt.ts): the remotes below load again instead of reusing a failure.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = {
    failed: false,
    attempt: nextRemoteAttempt(),
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(): Partial<RemoteBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    { resetKey }: RemoteBoundaryProps,
    state: RemoteBoundaryState,
  ): Partial<RemoteBoundaryState> | null {
    if (Object.is(resetKey, state.resetKey)) return null;
    return state.failed ? { resetKey, failed: false, attempt: nextRemoteAttempt() } : { resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[remote]', error);
  }

  retry = () => {
    this.setState({ failed: false, attempt: nextRemoteAttempt() });
  };

  override render() {
    if (this.state.failed) return this.props.fallback(this.retry);
    const { attempt } = this.state;
    // A new key on each attempt remounts the subtree, so nothing of the failed one survives.
    return (
      <RemoteAttemptContext value={attempt}>
        <ErrorScope key={attempt}>{this.props.children}</ErrorScope>
      </RemoteAttemptContext>
    );
  }
}

function ErrorScope({ children }: { children: ReactNode }) {
  return children;
}
