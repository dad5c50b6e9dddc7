import type { ReactNode } from 'react';

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="cc-status text-center py-5" role="status" aria-live="polite">
      <span className="spinner-border spinner-border-sm me-2 text-success" aria-hidden="true" />
      {label}
    </div>
  );
}

/** A read that failed, with Retry: the one error view of lists, pages, the cart and the mini-cart. */
export function LoadError({
  message = 'Something went wrong while loading.',
  onRetry,
  className = 'cc-status text-center py-5',
}: {
  message?: string;
  onRetry?: () => void;
  /** The box around it: a page's container, or a panel's tighter padding. */
  className?: string;
}) {
  return (
    <div className={className} role="alert">
      <p className="mb-3">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline-success" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children = 'No products found.' }: { children?: ReactNode }) {
  return <p className="cc-status text-center py-5 text-body-secondary">{children}</p>;
}
