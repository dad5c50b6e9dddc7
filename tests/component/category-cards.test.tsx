import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { balancedColumns, CategoryCards } from '../../src/features/home/CategoryCards';
import { makeCategory } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';

const NAMES = [
  'Wound Dressings',
  'Bio-Cellulose Sheets',
  'Bio-Cellulose Face Masks',
  'Coconut Oils',
  'Monolaurin Supplements',
  'Handmade Soaps',
  'Hair Care',
  'Skin Care',
  'First Aid & Gauze',
];

function serveCategories(count: number) {
  server.use(
    http.get(`${API}/categories/`, () =>
      HttpResponse.json(NAMES.slice(0, count).map((name, i) => makeCategory({ id: i + 1, name }))),
    ),
  );
}

async function renderCards() {
  render(
    <MemoryRouter>
      <CategoryCards />
    </MemoryRouter>,
  );
  const section = screen.getByRole('region', { name: 'Shop By Category' });
  await within(section).findByRole('link', { name: 'Wound Dressings' });
  return section;
}

describe('Shop By Category', () => {
  it('rows are as even as can be: no card left alone on a row', () => {
    // [cards, most a row] → columns
    const cases: [number, number, number][] = [
      [9, 6, 5], // 5 + 4, not 6 + 3
      [9, 5, 5], // 5 + 4
      [7, 6, 4], // 4 + 3, not 6 + 1
      [7, 5, 4], // 4 + 3, not 5 + 2
      [6, 6, 6],
      [12, 6, 6],
      [13, 6, 5], // 5 + 5 + 3, not 6 + 6 + 1
      [2, 6, 2],
      [1, 6, 1],
      [0, 6, 1],
    ];
    for (const [count, max, columns] of cases)
      expect([count, max, balancedColumns(count, max)]).toEqual([count, max, columns]);
    for (let count = 2; count <= 40; count++)
      for (const max of [5, 6]) {
        const columns = balancedColumns(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        expect(columns).toBeGreaterThanOrEqual(Math.min(count, max - 2));
        const last = count % columns || columns;
        if (count > columns) expect({ count, max, last }).not.toEqual({ count, max, last: 1 });
      }
  });

  it('nine categories: every one shown, each image to /product/{id} and name to /category/{id}', async () => {
    serveCategories(9);
    const section = await renderCards();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    NAMES.forEach((name, i) => {
      const link = within(items[i]!).getByRole('link', { name });
      expect(link).toHaveAttribute('href', `/category/${i + 1}`);
      // The picture repeats the name's link for the pointer, and stays out of the keyboard's way.
      const imageLink = items[i]!.querySelector(`a[href="/product/${i + 1}"]`);
      expect(imageLink).toHaveAttribute('tabindex', '-1');
      expect(imageLink).toHaveAttribute('aria-hidden', 'true');
    });
  });

  it('tells the stylesheet the even row lengths: nine make 5 + 4 on tablets and desktops', async () => {
    serveCategories(9);
    const section = await renderCards();
    const list = within(section).getByRole('list');
    expect(list.style.getPropertyValue('--cc-cat-cols-md')).toBe('5');
    expect(list.style.getPropertyValue('--cc-cat-cols-lg')).toBe('5');
  });

  it('seven make 4 + 3', async () => {
    serveCategories(7);
    const section = await renderCards();
    const list = within(section).getByRole('list');
    expect(list.style.getPropertyValue('--cc-cat-cols-md')).toBe('4');
    expect(list.style.getPropertyValue('--cc-cat-cols-lg')).toBe('4');
  });
});
