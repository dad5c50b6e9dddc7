import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import PrivacyPolicyPage from '../../src/pages/PrivacyPolicyPage';
import RefundPolicyPage from '../../src/pages/RefundPolicyPage';
import ShippingPolicyPage from '../../src/pages/ShippingPolicyPage';
import TermsPage from '../../src/pages/TermsPage';
import LoadingPage, { LOADING_HINT_AFTER_MS } from '../../src/pages/LoadingPage';
import SafeHtmlPage from '../../src/pages/SafeHtmlPage';
import NewspaperPage from '../../src/pages/NewspaperPage';
import { EXAMPLE_SHOP_DETAILS, telHref, type ShopDetails } from '../../common/site/company';
import { ShopDetailsProvider } from '../../src/lib/shopDetails';
import { DISPATCH_TIME } from '../../common/domain/policy';
import { parseShopDetails } from '../../server/config/shop-schema';
import { KERALA_SETTINGS } from '../mocks/kerala-shop';

function renderPage(element: ReactElement, details: ShopDetails = EXAMPLE_SHOP_DETAILS) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(
    <ShopDetailsProvider value={details}>
      <RouterProvider router={router} />
    </ShopDetailsProvider>,
  );
}

const POLICIES = [
  ['Privacy Policy', <PrivacyPolicyPage key="p" />],
  ['Returns & Refunds', <RefundPolicyPage key="r" />],
  ['Shipping Information', <ShippingPolicyPage key="s" />],
  ['Terms and Conditions', <TermsPage key="t" />],
] as const;

describe('policy pages', () => {
  it.each(POLICIES)('%s names the seller and its grievance officer from the shop details', (title, page) => {
    renderPage(page, {
      ...EXAMPLE_SHOP_DETAILS,
      legalName: 'Kera Biotech LLP',
      grievanceOfficer: {
        name: 'Anitha Raman',
        designation: 'Customer Care Head',
        email: 'grievance@kera.example',
        phone: '+91 98765 43210',
      },
    });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const seller = within(screen.getByRole('region', { name: 'Seller' }));
    expect(seller.getByText(/Kera Biotech LLP, trading as CocoCare Naturals/)).toBeInTheDocument();
    expect(seller.getByText(new RegExp(EXAMPLE_SHOP_DETAILS.address.line1))).toBeInTheDocument();

    const officer = within(screen.getByRole('region', { name: 'Grievance Officer' }));
    expect(officer.getByText('Anitha Raman')).toBeInTheDocument();
    expect(officer.getByText('Customer Care Head')).toBeInTheDocument();
    expect(officer.getByRole('link', { name: 'grievance@kera.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@kera.example',
    );
    expect(officer.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', telHref('+91 98765 43210'));
    expect(officer.getByText(/Consumer Protection \(E-Commerce\) Rules, 2020/)).toBeInTheDocument();
    expect(officer.getByText(/within 48 hours of receiving it and resolve it within one month/)).toBeInTheDocument();
  });

  it('Shipping gives every dispatch and delivery time of the policy', () => {
    renderPage(<ShippingPolicyPage />);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent(
      `Orders are dispatched within ${DISPATCH_TIME} of being placed, unless a product's page gives a dispatch time of its own; the cart shows each item's.`,
    );
    expect(article).toHaveTextContent('dispatch can take an extra 7–10 days');
    expect(article).toHaveTextContent('Within India: 2–3 working days after dispatch.');
    expect(article).toHaveTextContent('International: 5–8 days after dispatch.');
    expect(article).toHaveTextContent('within 24 hours of receiving it');
  });

  it('Shipping gives a Kerala shop’s charges: its own state first, at the rate the cart and checkout charge', () => {
    const { details, problems } = parseShopDetails(KERALA_SETTINGS);
    expect(problems).toEqual([]);
    renderPage(<ShippingPolicyPage />, details);
    const charges = within(screen.getByRole('heading', { name: 'Delivery charges' }).nextElementSibling as HTMLElement);
    expect(charges.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Kerala: ₹50.00 per order.',
      'Tamil Nadu and Karnataka: ₹80.00 per order.',
      'All other states and union territories: ₹130.00 per order.',
      'Delivery is free on orders of ₹1,500.00 or more.',
    ]);
  });

  it('Returns & Refunds gives the damage window, the reply time and what is never refunded', () => {
    renderPage(<RefundPolicyPage />);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('within 24 hours of receiving it');
    expect(article).toHaveTextContent('We reply within 24 hours');
    expect(article).toHaveTextContent('Orders cannot be cancelled once they have been placed.');
    expect(article).toHaveTextContent('Medical products');
    expect(article).toHaveTextContent('Food products');
    expect(article).toHaveTextContent('not exchanged or refunded');
    expect(article).toHaveTextContent('The cost of return shipping is borne by the buyer.');
    expect(article).toHaveTextContent('we do not refund an order because you no longer want it');
  });

  it('Terms give the date, the age, the payments and the dispatch promise', () => {
    renderPage(<TermsPage />);
    const article = screen.getByRole('article');
    expect(screen.getByText('Oct 23, 2024')).toHaveAttribute('datetime', '2024-10-23');
    expect(article).toHaveTextContent('at least 18 years old');
    expect(article).toHaveTextContent('We accept payment by UPI, debit card and credit card, in rupees.');
    expect(article).toHaveTextContent(`Orders are dispatched in ${DISPATCH_TIME}`);
  });

  it('Privacy names the payments and the age', () => {
    renderPage(<PrivacyPolicyPage />);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('payments by UPI, debit card or credit card');
    expect(article).toHaveTextContent('at least 18 years old');
  });
});

describe('/Loading', () => {
  it('shows the loading screen, then a way on instead of waiting for ever', () => {
    vi.useFakeTimers();
    try {
      renderPage(<LoadingPage />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
      expect(screen.queryByRole('link', { name: 'Go to the home page' })).not.toBeInTheDocument();

      act(() => vi.advanceTimersByTime(LOADING_HINT_AFTER_MS));
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'our trending products' })).toHaveAttribute('href', '/Latestcollection');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('/SafeHtmlComponent', () => {
  it('previews cleaned HTML and lists what the cleaning removed', async () => {
    const user = userEvent.setup();
    renderPage(<SafeHtmlPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Formatted text preview' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Caring for a dressing' })).toBeInTheDocument();
    const removed = within(screen.getByRole('list', { name: 'Removed by the cleaning' }));
    expect(removed.getByText('<script> element')).toBeInTheDocument();
    expect(removed.getByText('href attribute of <a>')).toBeInTheDocument();
    expect(document.querySelector('.safe-html-preview__output script')).toBeNull();

    const field = screen.getByRole('textbox', { name: 'HTML' });
    await user.clear(field);
    await user.click(field);
    await user.paste('<img src="x" onerror="window.hacked = 1"><b>Bold</b>');
    expect(await screen.findByText('Bold')).toBeInTheDocument();
    expect(await screen.findByText('onerror attribute of <img>')).toBeInTheDocument();
    expect(document.querySelector('.safe-html-preview__output img')).not.toHaveAttribute('onerror');

    await user.clear(field);
    await user.paste('<p>Plain</p>');
    expect(await screen.findByText('Nothing: this HTML is safe as it is.')).toBeInTheDocument();
  });
});

describe('/Newpaper', () => {
  it('renders nothing in the page body (it carries search metadata only)', () => {
    const { container } = renderPage(<NewspaperPage />);
    expect(container).toBeEmptyDOMElement();
  });
});
