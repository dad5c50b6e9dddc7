import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteError } from './RouteError';

interface BoundaryProps {
  /** The location the children show; a new one clears the error, so the menu still leads away from it. */
  resetKey: string;
  children: ReactNode;
}

type BoundaryState = { failed: false } | { failed: true; error: unknown; at?: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    if (!state.failed) return null;
    // Remember where it failed; once the location changes, render the children again.
    if (state.at === undefined) return { ...state, at: props.resetKey };
    return state.at === props.resetKey ? null : { failed: false };
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Catches a render error, or a page chunk that failed to download, below it and shows the error
 * screen instead (React logs the error to the console); navigating elsewhere tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary resetKey={pathname + search}>{children}</Boundary>;
}

/** A layout route that keeps the header and footer around the error screen of a crashed page. */
export function PageErrorBoundary() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}
