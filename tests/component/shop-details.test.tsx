import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EXAMPLE_SHOP_DETAILS, telHref, type ShopDetails } from '../../common/site/company';
import { readShopDetails } from '../../src/app/shopDetails';
import { mapsHref } from '../../src/features/content/ContactMap';
import { ShopDetailsProvider, useShopDetails } from '../../src/lib/shopDetails';
import AboutPage from '../../src/pages/AboutPage';
import ContactPage from '../../src/pages/ContactPage';
import { HomeTop } from '../../src/pages/HomePage';
import { API, http, HttpResponse, server } from '../mocks/server';
import { allowConsoleErrors } from './console';

/** A shop that has set its own details: none of them is an example value. */
const OWN_SHOP: ShopDetails = {
  ...EXAMPLE_SHOP_DETAILS,
  brand: 'Kera Care',
  phone: '+91 94430 12345',
  secondPhone: '+91 94430 12346',
  whatsappNumber: '919443012345',
  careEmail: 'care@kera.in',
  ordersEmail: 'orders@kera.in',
  address: { ...EXAMPLE_SHOP_DETAILS.address, line1: '12 Canal Road', city: 'Kochi', state: 'Kerala' },
  map: { latitude: 9.9312, longitude: 76.2673, zoom: 12 },
  chat: { ...EXAMPLE_SHOP_DETAILS.chat, buttonText: 'Ask Kera Care' },
};

function renderAt(path: string, element: ReactElement, details?: ShopDetails) {
  const page = <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>;
  return render(details ? <ShopDetailsProvider value={details}>{page}</ShopDetailsProvider> : page);
}

afterEach(() => {
  document.title = '';
  document.getElementById('shop-details')?.remove();
});

describe("the shop's details, passed down by ShopDetailsProvider", () => {
  it('reach a component that reads them with useShopDetails', () => {
    function Brand() {
      return <p>{useShopDetails().brand}</p>;
    }
    render(
      <ShopDetailsProvider value={OWN_SHOP}>
        <Brand />
      </ShopDetailsProvider>,
    );
    expect(screen.getByText('Kera Care')).toBeInTheDocument();
  });

  it("give the contact page the shop's phones, e-mails, address, WhatsApp, map, chat and title", async () => {
    const user = userEvent.setup();
    renderAt('/Contact', <ContactPage />, OWN_SHOP);
    expect(screen.getByRole('link', { name: OWN_SHOP.phone })).toHaveAttribute('href', 'tel:+919443012345');
    expect(screen.getByRole('link', { name: OWN_SHOP.secondPhone })).toHaveAttribute('href', 'tel:+919443012346');
    for (const mail of [OWN_SHOP.careEmail, OWN_SHOP.ordersEmail])
      expect(screen.getByRole('link', { name: mail })).toHaveAttribute('href', `mailto:${mail}`);
    expect(screen.getByText(/12 Canal Road/)).toBeVisible();
    expect(screen.getByRole('link', { name: /^Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/919443012345',
    );
    expect(screen.getByRole('link', { name: /^Open in Google Maps/ })).toHaveAttribute('href', mapsHref(OWN_SHOP.map));
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByTitle('Map showing Kera Care, Kochi')).toHaveAttribute(
      'src',
      'https://www.google.com/maps?q=9.9312,76.2673&z=12&output=embed',
    );
    expect(screen.getByRole('button', { name: 'Ask Kera Care' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Kera Care');
    expect(document.body).not.toHaveTextContent(EXAMPLE_SHOP_DETAILS.phone);
    expect(document.body).not.toHaveTextContent(EXAMPLE_SHOP_DETAILS.careEmail);
  });

  it("name the shop's care e-mail when the contact form cannot send (a hook's callback)", async () => {
    allowConsoleErrors();
    server.use(http.post(`${API}/contact/`, () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup();
    renderAt('/Contact', <ContactPage />, OWN_SHOP);
    const form = within(screen.getByRole('form', { name: 'Send us a message' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Meera');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'meera@example.com');
    await user.type(form.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Please try again, or write to us at care@kera.in.',
    );
  });

  it("give the about page the shop's name, state, phone and title", () => {
    renderAt('/About', <AboutPage />, OWN_SHOP);
    expect(screen.getByText(/Kera Care is a startup from Kerala/)).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'What we do' })).toHaveTextContent(/^Kera Care is an Indian/);
    expect(screen.getByRole('tablist', { name: 'About Kera Care' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call us ${OWN_SHOP.phone}` })).toHaveAttribute(
      'href',
      telHref(OWN_SHOP.phone),
    );
    expect(document.title).toBe('About Us | Kera Care');
  });

  it("give the home page's heading the shop's name", () => {
    renderAt('/', <HomeTop />, OWN_SHOP);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Kera Care: wound care/);
  });

  it('are the example details where no provider gives any', () => {
    renderAt('/', <HomeTop />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^CocoCare Naturals: wound care/);
  });
});

describe("readShopDetails: the page's shop details, read once at start", () => {
  const embed = (json: string) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'shop-details';
    script.textContent = json;
    document.head.append(script);
  };

  it('reads the details the server wrote into the page', () => {
    embed(JSON.stringify(OWN_SHOP));
    expect(readShopDetails()).toEqual(OWN_SHOP);
  });

  it('gives the example details when the page has none (built files served elsewhere)', () => {
    expect(readShopDetails()).toBe(EXAMPLE_SHOP_DETAILS);
  });

  it('gives the example details, and logs why, when the page carries something else', () => {
    const logged = allowConsoleErrors();
    // The spy may hold an earlier test's calls.
    logged.mockClear();
    embed('{ not json');
    expect(readShopDetails()).toBe(EXAMPLE_SHOP_DETAILS);
    document.getElementById('shop-details')!.remove();
    embed('{"brand":"Kera Care"}');
    expect(readShopDetails()).toBe(EXAMPLE_SHOP_DETAILS);
    expect(logged.mock.calls.map((call) => call[0])).toEqual([
      'Shop details ignored: not valid JSON',
      'Shop details ignored: not the details of a shop',
    ]);
  });
});
