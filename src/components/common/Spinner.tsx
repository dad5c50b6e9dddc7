interface SpinnerProps {
  /** What is loading, read by screen readers (and shown when `showLabel`). Default 'Loading...'. */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. Default true. */
  showLabel?: boolean;
  /** Small inline spinner (buttons, menus). */
  small?: boolean;
  /** Reserve this much height (px or any CSS length) so the page does not jump when content arrives. */
  minHeight?: number | string;
  className?: string;
}

/** A Bootstrap border spinner in a role="status" live region. */
export function Spinner({ label = 'Loading...', showLabel = true, small, minHeight, className = '' }: SpinnerProps) {
  return (
    <div
      role="status"
      className={`app-spinner d-flex align-items-center justify-content-center gap-2 ${className}`}
      style={minHeight !== undefined ? { minHeight } : undefined}
    >
      <span className={`spinner-border text-primary ${small ? 'spinner-border-sm' : ''}`} aria-hidden="true" />
      <span className={showLabel ? '' : 'visually-hidden'}>{label}</span>
    </div>
  );
}
