import { pagerModel } from '../../../common/domain/pagination';

interface PagerProps {
  /** 0-based index of the page shown. */
  current: number;
  totalPages: number;
  onChange: (pageIndex: number) => void;
  label?: string;
}

/**
 * The listing pager: Previous / Next, 2 pages at each end, 5 around the current one, and
 * '…' where pages are skipped. Hidden when there is only one page.
 */
export function Pager({ current, totalPages, onChange, label = 'Pagination' }: PagerProps) {
  const model = pagerModel(current, totalPages, { edge: 2, around: 5 });
  if (!model) return null;
  const { previous, next } = model;
  return (
    <nav aria-label={label} className="cc-pager mt-4">
      <ul className="pagination justify-content-center flex-wrap mb-0">
        <li className={`page-item${previous === null ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={previous === null}
            onClick={() => previous !== null && onChange(previous)}
          >
            Previous
          </button>
        </li>
        {model.entries.map((entry, i) =>
          entry === 'gap' ? (
            <li key={`gap-${i}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={entry} className={`page-item${entry === model.current ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={`Page ${entry + 1}`}
                aria-current={entry === model.current ? 'page' : undefined}
                onClick={() => entry !== model.current && onChange(entry)}
              >
                {entry + 1}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${next === null ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={next === null}
            onClick={() => next !== null && onChange(next)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
