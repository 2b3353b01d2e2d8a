import { Component, type ReactNode } from 'react';

export type ErrorBoundaryProps = {
  fallback(error: unknown): ReactNode;
  children: ReactNode;
};

/** Shows `fallback` instead of a subtree that threw while rendering. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown) {
    console.error('[route]', error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
