import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../src/layout/Layout';
import { API, http, HttpResponse, server } from '../mocks/server';

function renderLayout() {
  const router = createMemoryRouter(
    [{ path: '/', element: <Layout />, children: [{ index: true, element: <p>Home content</p> }] }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('banner'));
}

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

afterEach(() => setScrollY(0));

describe('Header', () => {
  it('lists the categories from the API in the Product menu, each linking to its listing', async () => {
    const user = userEvent.setup();
    const header = renderLayout();
    const button = header.getByRole('button', { name: 'Product' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await header.findByRole('menuitem', { name: 'Wound Dressings' })).toHaveAttribute('href', '/product/1');
    expect(header.getByRole('menuitem', { name: 'Coconut Oils' })).toHaveAttribute('href', '/product/2');
  });

  it('closes the Product menu with Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    const header = renderLayout();
    const button = header.getByRole('button', { name: 'Product' });
    await user.click(button);
    await header.findByRole('menuitem', { name: 'Wound Dressings' });

    await user.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(header.queryByRole('menuitem', { name: 'Wound Dressings' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('is a menu button: Enter opens it on the first category, arrows, Home and End move, Escape returns', async () => {
    const user = userEvent.setup();
    const header = renderLayout();
    const button = header.getByRole('button', { name: 'Product' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await screen.findAllByRole('link', { name: 'Wound Dressings' }); // the categories have arrived (footer)
    button.focus();

    await user.keyboard('{Enter}');
    const menu = header.getByRole('menu', { name: 'Product' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[items.length - 1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[items.length - 1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    // Only the focused item is a Tab stop: the menu is one stop, not one per category.
    expect(items.every((item) => item.getAttribute('tabindex') === '-1')).toBe(true);

    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowUp}');
    expect(
      within(header.getByRole('menu', { name: 'Product' }))
        .getAllByRole('menuitem')
        .at(-1),
    ).toHaveFocus();
  });

  it("shows 'Failed to load categories.' when the categories request fails", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${API}/categories/`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const user = userEvent.setup();
    const header = renderLayout();

    await user.click(header.getByRole('button', { name: 'Product' }));

    expect(await header.findByText('Failed to load categories.')).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith('Error during Category fetch', expect.anything());
  });

  it('greets a logged-in customer by the stored username', async () => {
    window.localStorage.setItem('userId', '7');
    window.localStorage.setItem('username', 'Anitha');
    const header = renderLayout();

    expect(header.getByRole('link', { name: 'Hi, Anitha' })).toHaveAttribute('href', '/AuthForm');
    expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await screen.findAllByRole('link', { name: 'Wound Dressings' }); // let the category fetch settle
  });

  it('shows a sign-in or sign-out made in another tab once the shopper comes back to this one', async () => {
    const header = renderLayout();
    expect(header.getByRole('link', { name: 'Login' })).toBeInTheDocument();

    // Another tab signs in (it writes the shared storage), then the shopper returns here.
    window.localStorage.setItem('userId', '7');
    window.localStorage.setItem('username', 'Anitha');
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(header.getByRole('link', { name: 'Hi, Anitha' })).toBeInTheDocument();

    // It signs out there; coming back from the back-forward cache shows it too.
    window.localStorage.removeItem('userId');
    window.localStorage.removeItem('username');
    act(() => void window.dispatchEvent(new Event('pageshow')));
    expect(header.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(header.queryByText(/^Hi,/)).not.toBeInTheDocument();
    await screen.findAllByRole('link', { name: 'Wound Dressings' });
  });

  it('offers Signup and Login to a guest', async () => {
    const header = renderLayout();

    expect(header.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/AuthForm');
    expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/AuthForm');
    expect(header.queryByText(/^Hi,/)).not.toBeInTheDocument();
    await screen.findAllByRole('link', { name: 'Wound Dressings' });
  });

  it('links to favourites and to the cart with its item count', async () => {
    const header = renderLayout();

    expect(header.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/Favourite');
    expect(header.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/Cart');
    await screen.findAllByRole('link', { name: 'Wound Dressings' });
  });

  it('changes style once the page is scrolled past 50 px', async () => {
    renderLayout();
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveClass('header--scrolled');

    act(() => setScrollY(50));
    expect(banner).not.toHaveClass('header--scrolled');

    act(() => setScrollY(51));
    expect(banner).toHaveClass('header--scrolled');

    act(() => setScrollY(10));
    expect(banner).not.toHaveClass('header--scrolled');
    await screen.findAllByRole('link', { name: 'Wound Dressings' });
  });

  it('opens and closes the mobile menu with the hamburger button', async () => {
    const user = userEvent.setup();
    const header = renderLayout();
    const toggle = header.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'main-menu');

    await user.click(toggle);

    expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('main-menu')).toHaveClass('show');
    await screen.findAllByRole('link', { name: 'Wound Dressings' });

    await user.click(header.getByRole('link', { name: 'Home' }));
    expect(document.getElementById('main-menu')).not.toHaveClass('show');
    expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a skip link to the main content', async () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    await screen.findAllByRole('link', { name: 'Wound Dressings' });
  });
});
