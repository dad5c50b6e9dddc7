import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../src/layout/Footer';
import { makeCategory } from '../mocks/fixtures';

describe('Footer', () => {
  it('lists every category (nine in the seeded shop, where it used to stop at eight), then all trending products', () => {
    const categories = Array.from({ length: 9 }, (_, i) => makeCategory({ id: i + 1, name: `Category ${i + 1}` }));
    render(
      <MemoryRouter>
        <Footer categories={{ categories, loading: false, error: false }} />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ...categories.map((c) => [c.name, `/product/${c.id}`]),
      ['All trending products', '/Latestcollection'],
    ]);
  });
});
