import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AboutPage from '../../src/pages/AboutPage';

function renderAbout() {
  const router = createMemoryRouter([{ path: '/About', element: <AboutPage /> }], { initialEntries: ['/About'] });
  render(<RouterProvider router={router} />);
}

describe('About Us', () => {
  it('shows the values grid and five tabs with the first one active', () => {
    renderAbout();

    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    for (const value of [
      'Integrity',
      'Equality',
      'Performance Driven',
      'Quality First',
      'Sustainability',
      'Think Outside the Box',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'What we do',
      'Impacting 8 million views',
      'Sustainable Tech at Core of our Products',
      'Goodness of Coconut',
      'Technology',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'What we do' })).toBeVisible();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1); // the others are hidden
  });

  it('switches tabs by click and with the arrow keys', async () => {
    const user = userEvent.setup();
    renderAbout();

    await user.click(screen.getByRole('tab', { name: 'Goodness of Coconut' }));
    expect(screen.getByRole('tab', { name: 'Goodness of Coconut' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Goodness of Coconut' })).toHaveTextContent('lauric acid');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Technology' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Technology' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'What we do' })).toHaveAttribute('aria-selected', 'true');
  });
});
