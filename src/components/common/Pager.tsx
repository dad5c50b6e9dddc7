import { pagerWindow } from '../../../common/domain/pagination';

interface PagerProps {
  /** 0-based index of the page shown. */
  current: number;
  totalPages: number;
  onChange: (pageIndex: number) => void;
  label?: string;
}

/**
 * Client-side pager (SPEC §2, §9): previous/next, 2 edge pages, 5 pages around the current one,
 * '…' where pages are skipped. Hidden when there is only one page.
 */
export function Pager({ current, totalPages, onChange, label = 'Pagination' }: PagerProps) {
  if (totalPages <= 1) return null;
  const entries = pagerWindow(current, totalPages, 2, 5);
  const atStart = current <= 0;
  const atEnd = current >= totalPages - 1;
  return (
    <nav aria-label={label} className="cc-pager mt-4">
      <ul className="pagination justify-content-center flex-wrap mb-0">
        <li className={`page-item${atStart ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={atStart} onClick={() => onChange(current - 1)}>
            Previous
          </button>
        </li>
        {entries.map((entry, i) =>
          entry === 'gap' ? (
            <li key={`gap-${i}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={entry} className={`page-item${entry === current ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={`Page ${entry + 1}`}
                aria-current={entry === current ? 'page' : undefined}
                onClick={() => entry !== current && onChange(entry)}
              >
                {entry + 1}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${atEnd ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={atEnd} onClick={() => onChange(current + 1)}>
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
