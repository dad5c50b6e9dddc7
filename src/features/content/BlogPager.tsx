import { pagerModel } from '../../../common/domain/pagination';

interface BlogPagerProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/**
 * « 1 2 3 »: every page numbered, with arrows disabled at the ends; the same pager logic as
 * the listings, drawn the blog's way. Not rendered for a single page.
 */
export function BlogPager({ page, totalPages, onChange }: BlogPagerProps) {
  const model = pagerModel(page - 1, totalPages);
  if (!model) return null;
  const { previous, next } = model;
  return (
    <nav aria-label="Blog pages" className="cc-pager mt-4">
      <ul className="pagination justify-content-center flex-wrap mb-0">
        <li className={`page-item ${previous === null ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            aria-label="Previous page"
            disabled={previous === null}
            onClick={() => previous !== null && onChange(previous + 1)}
          >
            «
          </button>
        </li>
        {model.entries.map((entry) =>
          entry === 'gap' ? null : (
            <li key={entry} className={`page-item ${entry === model.current ? 'active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={`Page ${entry + 1}`}
                aria-current={entry === model.current ? 'page' : undefined}
                onClick={() => onChange(entry + 1)}
              >
                {entry + 1}
              </button>
            </li>
          ),
        )}
        <li className={`page-item ${next === null ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            aria-label="Next page"
            disabled={next === null}
            onClick={() => next !== null && onChange(next + 1)}
          >
            »
          </button>
        </li>
      </ul>
    </nav>
  );
}
