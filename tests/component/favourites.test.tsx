import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import FavouritePage from '../../src/pages/FavouritePage';
import { API, http, HttpResponse, server } from '../mocks/server';

const favourite = (id: number, product: number, name: string) => ({
  id,
  product,
  product_name: name,
  product_images: [{ image: `/media/jar-140-a-800.webp`, srcset: '', alt: name, width: 800, height: 800 }],
  product_price: '1349.10',
  model_height: '',
  model_wearing_size: '',
});

function renderPage() {
  render(
    <MemoryRouter>
      <FavouritePage />
    </MemoryRouter>,
  );
}

describe('Favourite page', () => {
  it('asks a guest to log in, and asks the server nothing', () => {
    renderPage();
    expect(screen.getByText('Please log in to add favorites.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/AuthForm');
  });

  it('shows Loading..., then the table with Place order; Remove shows the toast and drops the row', async () => {
    window.localStorage.setItem('userId', '4');
    let rows = [favourite(1, 10, 'Coconut Oil'), favourite(2, 11, 'Neem Soap')];
    server.use(
      http.get(`${API}/fetch-favorites/4/`, () => HttpResponse.json(rows)),
      http.delete(`${API}/remove-favorites/1/`, () => {
        rows = rows.filter((r) => r.id !== 1);
        return HttpResponse.json({ message: 'Favorite removed successfully!' });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('Loading...')).toBeVisible();
    const table = await screen.findByRole('table');
    const oil = within(table).getByRole('row', { name: /Coconut Oil/ });
    expect(oil).toHaveTextContent('₹1,349.10');
    expect(within(oil).getByRole('link', { name: 'Place order' })).toHaveAttribute('href', '/Productdetail/10');

    await user.click(within(oil).getByRole('button', { name: 'Remove Coconut Oil' }));
    expect(await screen.findByText('Favorite removed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Coconut Oil/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Neem Soap/, hidden: true })).toBeInTheDocument();
  });

  it("says 'Failed to remove favorite.' when removing fails without a message", async () => {
    window.localStorage.setItem('userId', '4');
    server.use(
      http.get(`${API}/fetch-favorites/4/`, () => HttpResponse.json([favourite(1, 10, 'Coconut Oil')])),
      http.delete(`${API}/remove-favorites/1/`, () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Coconut Oil' }));
    expect(await screen.findByText('Failed to remove favorite.')).toBeInTheDocument();
  });

  it("says 'Failed to remove favorite.', not the client's status line, when the server answers 502 without a message", async () => {
    window.localStorage.setItem('userId', '4');
    server.use(
      http.get(`${API}/fetch-favorites/4/`, () => HttpResponse.json([favourite(1, 10, 'Coconut Oil')])),
      // A proxy in front of the API answers for it: a 502 with an empty body, then one with a JSON body but no message.
      http.delete(`${API}/remove-favorites/1/`, () => new HttpResponse(null, { status: 502 }), { once: true }),
      http.delete(`${API}/remove-favorites/1/`, () => HttpResponse.json({ detail: 'Bad gateway' }, { status: 502 })),
    );
    const user = userEvent.setup();
    renderPage();
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.click(await screen.findByRole('button', { name: 'Remove Coconut Oil' }));
      const alert = await screen.findByRole('dialog', { name: 'Error' });
      expect(within(alert).getByText('Failed to remove favorite.')).toBeInTheDocument();
      expect(screen.queryByText(/Request failed with status code/)).not.toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
    }
    // Nothing was removed: the row stays.
    expect(screen.getByRole('row', { name: /Coconut Oil/ })).toBeInTheDocument();
  });

  it("shows the server's own reason when it gives one", async () => {
    window.localStorage.setItem('userId', '4');
    server.use(
      http.get(`${API}/fetch-favorites/4/`, () => HttpResponse.json([favourite(1, 10, 'Coconut Oil')])),
      http.delete(`${API}/remove-favorites/1/`, () =>
        HttpResponse.json({ message: 'This favourite is not yours.' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Coconut Oil' }));
    expect(await screen.findByText('This favourite is not yours.')).toBeInTheDocument();
  });
});
