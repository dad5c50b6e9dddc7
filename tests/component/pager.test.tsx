import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pager } from '../../src/components/common/Pager';

function Harness({ total, start = 0 }: { total: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pager current={page} totalPages={total} onChange={setPage} />;
}

/** What the pager shows, in order: page numbers, '…' for gaps, and Previous/Next. */
function shownEntries(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  // The '…' items are hidden from assistive technology, so read the list items directly.
  return [...nav.querySelectorAll('li')].map((li) => li.textContent ?? '');
}

describe('Pager (2 edge pages, 5 around the current, previous/next; index starts at 0)', () => {
  it('at the first page: pages 1-5, a gap, the 2 last pages; Previous disabled', () => {
    render(<Harness total={20} />);
    expect(shownEntries()).toEqual(['Previous', '1', '2', '3', '4', '5', '…', '19', '20', 'Next']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('in the middle: 2 edge pages each side, 5 around the current, gaps between', () => {
    render(<Harness total={20} start={9} />);
    expect(shownEntries()).toEqual(['Previous', '1', '2', '…', '8', '9', '10', '11', '12', '…', '19', '20', 'Next']);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  });

  it('at the last page: Next disabled, the last 5 pages and the 2 first', () => {
    render(<Harness total={20} start={19} />);
    expect(shownEntries()).toEqual(['Previous', '1', '2', '…', '16', '17', '18', '19', '20', 'Next']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('moves with Next, Previous and the numbered buttons', async () => {
    const user = userEvent.setup();
    render(<Harness total={8} />);
    expect(shownEntries()).toEqual(['Previous', '1', '2', '3', '4', '5', '6', '7', '8', 'Next']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 8' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not shown for a single page', () => {
    render(<Harness total={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
