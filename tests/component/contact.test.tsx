import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ContactPage from '../../src/pages/ContactPage';
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';
import { mapsHref } from '../../src/features/content/ContactMap';
import { contactMessages } from '../../common/domain/engagement';
import { API, http, HttpResponse, server } from '../mocks/server';
import { allowConsoleErrors } from './console';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/Contact']}>
      <ContactPage />
    </MemoryRouter>,
  );
  const form = within(screen.getByRole('form', { name: 'Send us a message' }));
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    mobile: form.getByRole('textbox', { name: 'Mobile number' }),
    address: form.getByRole('textbox', { name: 'Address (optional)' }),
    message: form.getByRole('textbox', { name: 'Message' }),
    send: form.getByRole('button', { name: 'Send message' }),
  };
}

describe('Contact page', () => {
  it('shows the address, both e-mails, both phones, WhatsApp, social links and the chat launcher', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByText(new RegExp(EXAMPLE_SHOP_DETAILS.address.line1))).toBeVisible();
    for (const mail of [EXAMPLE_SHOP_DETAILS.careEmail, EXAMPLE_SHOP_DETAILS.ordersEmail])
      expect(screen.getByRole('link', { name: mail })).toHaveAttribute('href', `mailto:${mail}`);
    expect(screen.getByRole('link', { name: EXAMPLE_SHOP_DETAILS.phone })).toHaveAttribute('href', 'tel:+910000000000');
    expect(screen.getByRole('link', { name: EXAMPLE_SHOP_DETAILS.secondPhone })).toHaveAttribute(
      'href',
      'tel:+910000000001',
    );
    const whatsapp = screen.getByRole('link', { name: /^Chat on WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/${EXAMPLE_SHOP_DETAILS.whatsappNumber}`);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    for (const s of EXAMPLE_SHOP_DETAILS.social) {
      const link = screen.getByRole('link', { name: `${s.name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', s.href);
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByRole('button', { name: EXAMPLE_SHOP_DETAILS.chat.buttonText })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('the map is a local picture until Show map, and only then embeds Google Maps', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('img', { name: /Drawn map with a pin/ })).toHaveAttribute('src', '/images/contact-map.svg');
    const open = screen.getByRole('link', { name: /^Open in Google Maps/ });
    expect(open).toHaveAttribute('href', mapsHref(EXAMPLE_SHOP_DETAILS.map));
    expect(open).toHaveAttribute('target', '_blank');
    // Nothing on the page points at a third party yet, except links the shopper must click.
    const thirdParty = [...document.querySelectorAll('[src]')].filter((el) => /^https?:/.test(el.getAttribute('src')!));
    expect(thirdParty).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const frame = screen.getByTitle(`Map showing ${EXAMPLE_SHOP_DETAILS.brand}, ${EXAMPLE_SHOP_DETAILS.address.city}`);
    const { latitude, longitude, zoom } = EXAMPLE_SHOP_DETAILS.map;
    expect(frame).toHaveAttribute(
      'src',
      `https://www.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`,
    );
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
  });

  it('refuses an empty form with a message on each required field, tied to it, and focuses the first', async () => {
    // No handler for contact/: a request would fail the test.
    const user = userEvent.setup();
    const f = renderPage();
    await user.click(f.send);
    expect(f.name).toHaveAccessibleDescription(contactMessages.nameRequired);
    expect(f.email).toHaveAccessibleDescription(contactMessages.emailRequired);
    expect(f.mobile).toHaveAccessibleDescription(contactMessages.mobileRequired);
    expect(f.message).toHaveAccessibleDescription(contactMessages.messageRequired);
    expect(f.address).not.toHaveAttribute('aria-invalid');
    for (const field of [f.name, f.email, f.mobile, f.message]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).toHaveFocus();

    await user.type(f.name, 'Meera');
    expect(f.name).not.toHaveAttribute('aria-invalid');
    await user.type(f.email, 'meera@');
    await user.type(f.mobile, '12345');
    await user.type(f.message, 'Hello');
    await user.click(f.send);
    expect(f.email).toHaveAccessibleDescription(contactMessages.emailInvalid);
    expect(f.mobile).toHaveAccessibleDescription(contactMessages.mobileInvalid);
    expect(f.email).toHaveFocus();
  });

  it("sends the form ('Sending...' meanwhile), clears it and says it was sent", async () => {
    let body: unknown;
    let answer!: () => void;
    server.use(
      http.post(`${API}/contact/`, async ({ request }) => {
        body = await request.json();
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ message: contactMessages.sent }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const f = renderPage();
    await user.type(f.name, ' Meera Iyer ');
    await user.type(f.email, 'Meera@Example.COM');
    await user.type(f.mobile, '+91 98765-43210');
    await user.type(f.address, '12 Temple Street, Madurai');
    await user.type(f.message, 'Do you ship hydrogel dressings to Sri Lanka?');
    await user.click(f.send);

    const sending = await f.form.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    await waitFor(() =>
      expect(body).toEqual({
        name: 'Meera Iyer',
        email: 'meera@example.com',
        mobile: '9876543210',
        address: '12 Temple Street, Madurai',
        message: 'Do you ship hydrogel dressings to Sri Lanka?',
      }),
    );
    answer();
    await waitFor(() => expect(f.form.getByRole('status')).toHaveTextContent(contactMessages.sent));
    for (const field of [f.name, f.email, f.mobile, f.address, f.message]) expect(field).toHaveValue('');
    expect(f.form.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(f.form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's field messages, and an inline error (logged) when sending fails", async () => {
    const logged = allowConsoleErrors();
    let calls = 0;
    server.use(
      http.post(`${API}/contact/`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { message: contactMessages.mobileInvalid, errors: { mobile: contactMessages.mobileInvalid } },
              { status: 400 },
            )
          : HttpResponse.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    const f = renderPage();
    await user.type(f.name, 'Meera');
    await user.type(f.email, 'meera@example.com');
    await user.type(f.mobile, '9876543210');
    await user.type(f.message, 'Hello');
    await user.click(f.send);
    await waitFor(() => expect(f.mobile).toHaveAccessibleDescription(contactMessages.mobileInvalid));
    expect(f.mobile).toHaveFocus();
    expect(f.mobile).toHaveValue('9876543210');

    await user.click(f.send);
    const alert = await f.form.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Your message could not be sent. Please try again, or write to us at ${EXAMPLE_SHOP_DETAILS.careEmail}.`,
    );
    expect(f.message).toHaveValue('Hello');
    expect(logged).toHaveBeenCalled();
  });
});
