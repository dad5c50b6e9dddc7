import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NewsletterForm } from '../../src/features/content/NewsletterForm';
import { newsletterMessages } from '../../common/domain/engagement';
import { API, http, HttpResponse, server } from '../mocks/server';
import { allowConsoleErrors } from './console';

function renderForm() {
  render(
    <MemoryRouter>
      <NewsletterForm />
    </MemoryRouter>,
  );
  return {
    input: screen.getByLabelText('Your e-mail address'),
    button: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

/** The popup's title and text, once its opening animation has shown it. */
async function expectPopup(title: string, text: string) {
  await waitFor(() => expect(screen.getByRole('heading', { name: title })).toBeVisible());
  expect(screen.getByText(text)).toBeVisible();
}

describe('Newsletter block', () => {
  it('has one required e-mail field', () => {
    const { input } = renderForm();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    // The notice where the address is collected links to the policy (docs/privacy.md).
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/Privacypolicy');
  });

  it("reads 'Sending...' with the button disabled while sending, then clears the field and says Subscribed Successfully", async () => {
    let body: unknown;
    let answer!: () => void;
    server.use(
      http.post(`${API}/Subscribe/`, async ({ request }) => {
        body = await request.json();
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ message: 'Subscribed.' });
      }),
    );
    const user = userEvent.setup();
    const { input } = renderForm();
    await user.type(input, '  Meera@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const sending = await screen.findByRole('button', { name: newsletterMessages.sending });
    expect(sending).toHaveTextContent('Sending...');
    expect(sending).toBeDisabled();
    await waitFor(() => expect(body).toEqual({ email: 'Meera@Example.com' }));
    answer();

    await expectPopup('Subscribed Successfully', 'Thank you for subscribing to our newsletter!');
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe', hidden: true })).toBeEnabled();
  });

  it("a refusal from the server says 'Oops...' and keeps the address", async () => {
    allowConsoleErrors();
    server.use(
      http.post(`${API}/Subscribe/`, async () => {
        await delay(20);
        return HttpResponse.json({ message: 'Too many sign-ups. Please try again later.' }, { status: 429 });
      }),
    );
    const user = userEvent.setup();
    const { input } = renderForm();
    await user.type(input, 'meera@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectPopup('Oops...', 'Something went wrong. Please try again later.');
    expect(input).toHaveValue('meera@example.com');
  });

  it("no answer at all (network failure) says 'Error'", async () => {
    allowConsoleErrors();
    server.use(http.post(`${API}/Subscribe/`, () => HttpResponse.error()));
    const user = userEvent.setup();
    const { input } = renderForm();
    await user.type(input, 'meera@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectPopup('Error', 'An unexpected error occurred. Please try again later.');
    expect(input).toHaveValue('meera@example.com');
  });

  it('an address the shared rules refuse is not sent, and the field says why', async () => {
    // No handler: a request would fail the test.
    const user = userEvent.setup();
    const { input } = renderForm();
    await user.type(input, 'meera@localhost');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.emailInvalid);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(newsletterMessages.emailInvalid);
    await user.type(input, '.in');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
