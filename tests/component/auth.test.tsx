import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Layout } from '../../src/layout/Layout';
import AuthFormPage from '../../src/pages/AuthFormPage';
import { API, http, HttpResponse, server } from '../mocks/server';

function renderAuth() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <p>Home content</p> },
          { path: 'AuthForm', element: <AuthFormPage /> },
        ],
      },
    ],
    { initialEntries: ['/AuthForm'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const registerForm = () => within(screen.getByRole('form', { name: 'Register' }));
const loginForm = () => within(screen.getByRole('form', { name: 'Login' }));

async function fillRegister(user: ReturnType<typeof userEvent.setup>, confirm = 'coconut-water-2026') {
  const form = registerForm();
  await user.type(form.getByLabelText('Username'), 'Asha');
  await user.type(form.getByLabelText('Email'), 'asha@example.in');
  await user.type(form.getByLabelText('Mobile'), '9876543210');
  await user.type(form.getByLabelText('Password'), 'coconut-water-2026');
  await user.type(form.getByLabelText('Confirm Password'), confirm);
  await user.click(form.getByRole('button', { name: 'Register' }));
}

/** A popup's text, once its opening animation has shown it. */
async function seeAlert(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}

const signedIn = { user: { user_id: 7, username: 'Asha' }, access: 'token-7' };

describe('Register', () => {
  it("says 'Passwords do not match.' and sends nothing when they differ", async () => {
    const user = userEvent.setup();
    renderAuth();
    await fillRegister(user, 'something-else-1');
    expect(registerForm().getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(registerForm().getByLabelText('Confirm Password')).toHaveClass('is-invalid');
  });

  it.each([
    [{ confirm_password: ['C first'], mobile: ['M second'], email: ['E third'] }, 'C first'],
    [{ mobile: ['M second'], email: ['E third'] }, 'M second'],
    [{ email: ['E third', 'another'] }, 'E third'],
    [{ detail: 'something else' }, 'Registration failed. Please try again.'],
  ])('shows the server error in the priority confirm_password, mobile, email: %j', async (body, shown) => {
    server.use(http.post(`${API}/register/`, () => HttpResponse.json(body, { status: 400 })));
    const user = userEvent.setup();
    renderAuth();
    await fillRegister(user);
    const dialog = await screen.findByRole('dialog', { name: 'Registration Failed' });
    expect(dialog).toHaveTextContent(shown);
    // Visible once the popup's opening animation has run.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeVisible());
  });

  it('opens the OTP modal, verifies, signs in without storing the password, and goes home', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/register/`, () =>
        HttpResponse.json({ message: 'ok', email: 'asha@example.in' }, { status: 201 }),
      ),
      http.post(`${API}/verify-otp/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(signedIn);
      }),
    );
    const user = userEvent.setup();
    const router = renderAuth();
    await fillRegister(user);
    const modal = await screen.findByRole('dialog', { name: 'Verify OTP' });
    await user.type(within(modal).getByLabelText('OTP'), '12a3456');
    await user.click(within(modal).getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('Home content')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toEqual({ email: 'asha@example.in', code: '123456' });
    expect(window.localStorage.getItem('userId')).toBe('7');
    expect(window.localStorage.getItem('username')).toBe('Asha');
    expect(window.localStorage.getItem('accessToken')).toBe('token-7');
    expect(Object.values({ ...window.localStorage })).not.toContain('coconut-water-2026');
    expect(screen.getByRole('banner')).toHaveTextContent('Hi, Asha');
  });

  it('says plainly when the code could not be e-mailed yet', async () => {
    server.use(
      http.post(`${API}/register/`, () =>
        HttpResponse.json({ message: 'delayed', email: 'asha@example.in', code_sent: false }, { status: 201 }),
      ),
    );
    const user = userEvent.setup();
    renderAuth();
    await fillRegister(user);
    const modal = await screen.findByRole('dialog', { name: 'Verify OTP' });
    expect(within(modal).getByRole('alert')).toHaveTextContent(
      'We could not e-mail your code to asha@example.in just now. We are trying again: it should arrive within a few minutes and works for 10 minutes after it was made. If it does not arrive, ask for a new code below.',
    );
    expect(within(modal).queryByText(/We have e-mailed a 6-digit code/)).toBeNull();
  });

  it.each([
    // The server's reason follows the storefront's message.
    [
      HttpResponse.json({ message: 'bad code' }, { status: 400 }),
      'OTP verification failed. Please try again. bad code',
    ],
    [HttpResponse.json({ message: 'verified' }), 'Auto-login failed. Please try again.'],
  ])('tells the shopper when verification or the automatic sign-in fails', async (answer, shown) => {
    server.use(
      http.post(`${API}/register/`, () =>
        HttpResponse.json({ message: 'ok', email: 'asha@example.in' }, { status: 201 }),
      ),
      http.post(`${API}/verify-otp/`, () => answer.clone()),
    );
    const user = userEvent.setup();
    renderAuth();
    await fillRegister(user);
    const modal = await screen.findByRole('dialog', { name: 'Verify OTP' });
    await user.type(within(modal).getByLabelText('OTP'), '123456');
    await user.click(within(modal).getByRole('button', { name: 'Verify OTP' }));
    await seeAlert(shown);
    expect(window.localStorage.getItem('userId')).toBeNull();
  });
});

describe('Login', () => {
  it("shows 'Login Failed' for wrong credentials", async () => {
    server.use(
      http.post(`${API}/api/login/`, () =>
        HttpResponse.json({ message: 'Invalid email or password.' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderAuth();
    await user.type(loginForm().getByLabelText('Email'), 'asha@example.in');
    await user.type(loginForm().getByLabelText('Password'), 'wrong-password');
    await user.click(loginForm().getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(dialog).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it.each([
    [429, 'Too many attempts. Please try again later.'],
    [503, 'We are very busy right now. Please try again in a moment.'],
  ])('a refused sign-in (%i) says why instead of blaming the password', async (status, text) => {
    server.use(http.post(`${API}/api/login/`, () => HttpResponse.json({ message: 'x' }, { status })));
    const user = userEvent.setup();
    renderAuth();
    await user.type(loginForm().getByLabelText('Email'), 'asha@example.in');
    await user.type(loginForm().getByLabelText('Password'), 'right-password');
    await user.click(loginForm().getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(dialog).toHaveTextContent(text);
  });

  it('stores the session, greets the customer and goes home; Logout clears it', async () => {
    server.use(
      http.post(`${API}/api/login/`, () => HttpResponse.json(signedIn)),
      http.post(`${API}/logout/`, () => HttpResponse.json({ message: 'Signed out.' })),
    );
    const user = userEvent.setup();
    const router = renderAuth();
    await user.type(loginForm().getByLabelText('Email'), 'asha@example.in');
    await user.type(loginForm().getByLabelText('Password'), 'coconut-water-2026');
    await user.click(loginForm().getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Home content')).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Hi, Asha');

    await router.navigate('/AuthForm');
    expect(await screen.findByRole('heading', { name: 'Hello, Asha' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home content')).toBeVisible();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(screen.getByRole('banner')).toHaveTextContent('Signup');
  });
});

describe('Password reset', () => {
  it("says 'Failed to send OTP. Please check the email.' when the request fails", async () => {
    server.use(http.post(`${API}/password-reset/`, () => HttpResponse.json({ message: 'x' }, { status: 429 })));
    const user = userEvent.setup();
    renderAuth();
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const modal = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await user.type(within(modal).getByLabelText('Email'), 'asha@example.in');
    await user.click(within(modal).getByRole('button', { name: 'Send OTP' }));
    await seeAlert('Failed to send OTP. Please check the email.');
  });

  it('checks the new passwords match, then reports a failed reset', async () => {
    server.use(
      http.post(`${API}/password-reset/`, () => HttpResponse.json({ message: 'sent' })),
      http.post(`${API}/password-reset-confirm/`, () => HttpResponse.json({ message: 'bad' }, { status: 400 })),
    );
    const user = userEvent.setup();
    renderAuth();
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await user.type(within(forgot).getByLabelText('Email'), 'asha@example.in');
    await user.click(within(forgot).getByRole('button', { name: 'Send OTP' }));

    const reset = await screen.findByRole('dialog', { name: 'Reset Password' });
    // The same answer for every address: the dialog says plainly that codes go only to registered ones.
    expect(reset).toHaveTextContent(
      'If asha@example.in is registered with us, we have e-mailed a 6-digit code to it. It expires in 10 minutes. No code? Codes go only to registered addresses: check the address, or register.',
    );
    await user.type(within(reset).getByLabelText('OTP'), '123456');
    await user.type(within(reset).getByLabelText('New Password'), 'new-coconut-pass');
    await user.type(within(reset).getByLabelText('Confirm Password'), 'different-pass');
    await user.click(within(reset).getByRole('button', { name: 'Reset Password' }));
    expect(within(reset).getByRole('alert')).toHaveTextContent('Passwords do not match.');

    await user.clear(within(reset).getByLabelText('Confirm Password'));
    await user.type(within(reset).getByLabelText('Confirm Password'), 'new-coconut-pass');
    await user.click(within(reset).getByRole('button', { name: 'Reset Password' }));
    await seeAlert('Failed to reset password. Please check your details. bad');
  });
});

describe('a refused password and an unverified e-mail', () => {
  it('states the password rules before anything is sent, and checks the length itself', async () => {
    let sent = 0;
    server.use(
      http.post(`${API}/register/`, () => {
        sent += 1;
        return HttpResponse.json({ message: 'ok', email: 'asha@example.in' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderAuth();
    const password = registerForm().getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters. Very common passwords (such as password1) are refused.',
    );
    const form = registerForm();
    await user.type(form.getByLabelText('Username'), 'Asha');
    await user.type(form.getByLabelText('Email'), 'asha@example.in');
    await user.type(form.getByLabelText('Mobile'), '9876543210');
    await user.type(password, 'coco12');
    await user.type(form.getByLabelText('Confirm Password'), 'coco12');
    await user.click(form.getByRole('button', { name: 'Register' }));
    expect(form.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });

  it("shows the server's reason for a refused password in the dialog and under the field", async () => {
    server.use(
      http.post(`${API}/register/`, () =>
        HttpResponse.json(
          {
            message: 'This password is too common. Please choose another.',
            password: ['This password is too common. Please choose another.'],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAuth();
    await fillRegister(user);
    const dialog = await screen.findByRole('dialog', { name: 'Registration Failed' });
    expect(dialog).toHaveTextContent('This password is too common. Please choose another.');
    await user.click(await within(dialog).findByRole('button', { name: 'Try Again' }));
    const password = registerForm().getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/This password is too common\. Please choose another\./);
    // A new password clears it.
    await user.type(password, 'x');
    expect(registerForm().queryByText('This password is too common. Please choose another.')).toBeNull();
  });

  it('a sign-in refused because the e-mail is not verified offers a new code and reopens the code dialog', async () => {
    const resent: unknown[] = [];
    server.use(
      http.post(`${API}/api/login/`, () =>
        HttpResponse.json(
          { message: 'Please verify your email with the code we sent before signing in.' },
          { status: 403 },
        ),
      ),
      http.post(`${API}/resend-otp/`, async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ message: 'If an account exists for this email, we have sent it a 6-digit code.' });
      }),
    );
    const user = userEvent.setup();
    renderAuth();
    await user.type(loginForm().getByLabelText('Email'), 'asha@example.in');
    await user.type(loginForm().getByLabelText('Password'), 'coconut-water-2026');
    await user.click(loginForm().getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email not verified' });
    expect(dialog).toHaveTextContent('Please verify your email with the code we sent before signing in.');
    expect(dialog).not.toHaveTextContent('Login failed');
    await user.click(await within(dialog).findByRole('button', { name: 'Send a new code' }));
    const modal = await screen.findByRole('dialog', { name: 'Verify OTP' });
    expect(modal).toHaveTextContent('We have e-mailed a 6-digit code to asha@example.in');
    expect(resent).toEqual([{ email: 'asha@example.in' }]);

    // The code dialog asks for another one itself.
    await user.click(within(modal).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(resent).toHaveLength(2));
  });
});
