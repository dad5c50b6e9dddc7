const MAX_STARS = 5;

/** Read-only stars with a spoken label such as "4 out of 5 stars". */
export function StarRating({ value, className = '' }: { value: number; className?: string }) {
  const rounded = Math.max(0, Math.min(MAX_STARS, Math.round(value)));
  return (
    <span role="img" aria-label={`${rounded} out of ${MAX_STARS} stars`} className={`cc-stars ${className}`}>
      <span aria-hidden="true">
        {'★'.repeat(rounded)}
        <span className="cc-stars__empty">{'★'.repeat(MAX_STARS - rounded)}</span>
      </span>
    </span>
  );
}
