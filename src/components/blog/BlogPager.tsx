interface BlogPagerProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** « 1 2 3 »: numbered pages with arrows that are disabled at the ends. Not rendered for a single page. */
export function BlogPager({ page, totalPages, onChange }: BlogPagerProps) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav aria-label="Blog pages" className="mt-4">
      <ul className="pagination justify-content-center flex-wrap">
        <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            «
          </button>
        </li>
        {pages.map((n) => (
          <li key={n} className={`page-item ${n === page ? 'active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li className={`page-item ${page >= totalPages ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            aria-label="Next page"
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
          >
            »
          </button>
        </li>
      </ul>
    </nav>
  );
}
