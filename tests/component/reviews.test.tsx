import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ProductDetailPage from '../../src/pages/ProductDetailPage';
import { makeProductDetail } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';
import type { ProductDetail, Review } from '../../common/contract/catalogue';
import { allowConsoleErrors } from './console';

const review = (overrides: Partial<Review>): Review => ({
  id: 1,
  user: 'Anitha',
  text: 'Lovely aroma.',
  star_rating: 5,
  created_at: '2026-10-01T10:00:00.000Z',
  verified_purchase: false,
  ...overrides,
});

/** Serves the product; `detail()` is read on every request, so a test can change what the next one sees. */
function serve(detail: () => ProductDetail) {
  server.use(http.get(`${API}/product-detail/:id/`, () => HttpResponse.json(detail())));
}

function signIn() {
  window.localStorage.setItem('userId', '4');
  window.localStorage.setItem('username', 'Meera');
  window.localStorage.setItem('accessToken', 'token-4');
}

function renderPage(id = 20) {
  render(
    <MemoryRouter initialEntries={[`/Productdetail/${id}`]}>
      <Routes>
        <Route path="/Productdetail/:id" element={<ProductDetailPage />} />
        <Route path="/AuthForm" element={<h1>Login page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function reviewPanel() {
  await screen.findByRole('heading', { level: 1 });
  return within(await screen.findByRole('tabpanel'));
}

async function expectPopup(title: string, text: string) {
  await waitFor(() => expect(screen.getByRole('heading', { name: title })).toBeVisible());
  expect(screen.getByText(text)).toBeVisible();
}

describe('Reviews on the product page', () => {
  it('lists user, stars, date and text, with Verified purchase only where the answer says so', async () => {
    serve(() =>
      makeProductDetail({
        id: 20,
        average_rating: 4.5,
        review_count: 2,
        reviews: [
          review({ id: 2, user: 'Ravi', star_rating: 4, text: 'Healed well.', verified_purchase: true }),
          review({ id: 1 }),
        ],
      }),
    );
    renderPage();
    const panel = await reviewPanel();
    expect(panel.getByText('4.5 out of 5 from 2 reviews')).toBeVisible();
    const items = within(panel.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ravi');
    expect(within(items[0]!).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Healed well.');
    expect(within(items[0]!).getByText('Verified purchase')).toBeVisible();
    expect(within(items[1]!).getByText('1 October 2026')).toBeVisible();
    expect(within(items[1]!).queryByText('Verified purchase')).not.toBeInTheDocument();
  });

  it('shows a review’s text as text, never as HTML', async () => {
    const attack = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    serve(() => makeProductDetail({ id: 20, reviews: [review({ text: attack })] }));
    renderPage();
    const panel = await reviewPanel();
    expect(panel.getByText(attack)).toBeVisible();
    expect(screen.getByRole('tabpanel').querySelector('img, script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('asks a guest to log in instead of offering the form', async () => {
    serve(() => makeProductDetail({ id: 20 }));
    renderPage();
    const panel = await reviewPanel();
    expect(panel.getByText('Please log in to write a review.')).toBeVisible();
    expect(panel.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/AuthForm');
    expect(panel.queryByRole('textbox', { name: 'Your review' })).not.toBeInTheDocument();
  });

  it('starts at 5 stars; submitting without text gives the warning and sends nothing', async () => {
    signIn();
    serve(() => makeProductDetail({ id: 20 }));
    const user = userEvent.setup();
    renderPage();
    const panel = await reviewPanel();
    const rating = within(panel.getByRole('group', { name: 'Your rating' }));
    expect(rating.getAllByRole('radio')).toHaveLength(5);
    expect(rating.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.type(panel.getByRole('textbox', { name: 'Your review' }), '   ');
    // No handler for reviews/: a request would fail the test.
    await user.click(panel.getByRole('button', { name: 'Submit Review' }));
    await expectPopup('Warning', 'Please enter a review and select a star rating before submitting.');
  });

  it('sends the rating chosen with the keyboard and the text; thanks, resets to 5 stars and shows the new review', async () => {
    signIn();
    let reviews: Review[] = [review({ id: 1 })];
    serve(() => makeProductDetail({ id: 20, reviews, review_count: reviews.length }));
    let body: unknown;
    let authorization: string | null = null;
    server.use(
      http.post(`${API}/reviews/`, async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('Authorization');
        const created = review({
          id: 2,
          user: 'Meera',
          text: 'Soothing on a burn.',
          star_rating: 4,
          verified_purchase: true,
        });
        reviews = [created, ...reviews];
        return HttpResponse.json(
          { message: 'Thank you for your feedback!', review: created, average_rating: 4.5, review_count: 2 },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const panel = await reviewPanel();
    const five = panel.getByRole('radio', { name: '5 stars' });
    five.focus();
    await user.keyboard('{ArrowLeft}');
    expect(panel.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const text = panel.getByRole('textbox', { name: 'Your review' });
    await user.type(text, '  Soothing on a burn. ');
    await user.click(panel.getByRole('button', { name: 'Submit Review' }));

    await expectPopup('Success', 'Thank you for your feedback!');
    expect(body).toEqual({ user_id: 4, product: 20, text: 'Soothing on a burn.', star_rating: 4 });
    expect(authorization).toBe('Bearer token-4');
    // The popup hides the page from assistive technology, hence `hidden: true` below.
    expect(panel.getByRole('radio', { name: '5 stars', hidden: true })).toBeChecked();
    expect(panel.getByRole('textbox', { name: 'Your review', hidden: true })).toHaveValue('');
    await waitFor(() => expect(panel.getByText('Soothing on a burn.')).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Review', hidden: true })).toBeInTheDocument();
  });

  it("a second review of the same product: 'Duplicate Review' and the server's text; the form keeps what was typed", async () => {
    signIn();
    allowConsoleErrors();
    serve(() => makeProductDetail({ id: 20 }));
    server.use(
      http.post(`${API}/reviews/`, () =>
        HttpResponse.json({ message: 'You have already submitted a review for this product.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const panel = await reviewPanel();
    await user.type(panel.getByRole('textbox', { name: 'Your review' }), 'Again.');
    await user.click(panel.getByRole('button', { name: 'Submit Review' }));
    await expectPopup('Duplicate Review', 'You have already submitted a review for this product.');
    expect(panel.getByRole('textbox', { name: 'Your review', hidden: true })).toHaveValue('Again.');
  });

  it('any other failure says the review could not be submitted', async () => {
    signIn();
    allowConsoleErrors();
    serve(() => makeProductDetail({ id: 20 }));
    server.use(http.post(`${API}/reviews/`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const user = userEvent.setup();
    renderPage();
    const panel = await reviewPanel();
    await user.type(panel.getByRole('textbox', { name: 'Your review' }), 'Nice.');
    await user.click(panel.getByRole('button', { name: 'Submit Review' }));
    await expectPopup('Error', 'An error occurred while submitting your review. Please try again.');
  });
});
