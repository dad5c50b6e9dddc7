import type { BrowserContext } from 'playwright-core';
import { verificationCode } from './mail';

export interface Customer {
  userId: number;
  username: string;
  email: string;
  /** A bearer access token for the API. */
  access: string;
}

async function post(baseUrl: string, url: string, body: unknown, access?: string) {
  const answer = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(access ? { authorization: `Bearer ${access}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as Record<string, unknown>;
  if (!answer.ok) throw new Error(`POST ${url} answered ${answer.status}: ${JSON.stringify(json)}`);
  return json;
}

/** A verified customer, registered through the API with the e-mailed code (as the register form does). */
export async function registerCustomer(baseUrl: string, dataDir: string, username = 'Asha'): Promise<Customer> {
  const email = `${username.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.in`;
  const password = 'coconut-water-2026';
  await post(baseUrl, '/api/register/', {
    username,
    email,
    password,
    confirm_password: password,
    mobile: '9876543210',
  });
  const session = (await post(baseUrl, '/api/verify-otp/', {
    email,
    code: await verificationCode(email, dataDir),
  })) as {
    access: string;
    user: { user_id: number; username: string };
  };
  return { userId: session.user.user_id, username: session.user.username, email, access: session.access };
}

/** POST to the API as the customer (bearer token). */
export const postAs = (baseUrl: string, customer: Customer, url: string, body: unknown) =>
  post(baseUrl, url, body, customer.access);

/**
 * Signs the browser context in as the customer: the keys src/lib/storage.ts keeps after a login,
 * written before any page script runs.
 */
export async function signInContext(context: BrowserContext, customer: Customer): Promise<void> {
  await context.addInitScript((c) => {
    window.localStorage.setItem('userId', String(c.userId));
    window.localStorage.setItem('username', c.username);
    window.localStorage.setItem('accessToken', c.access);
  }, customer);
}

/** A product in the guest cart of the browser context (its session cookie), as Add To Cart does. */
export async function addToGuestCart(context: BrowserContext, productId: number, quantity = 1): Promise<void> {
  const request = context.request;
  await request.get('/api/get-session-info/');
  const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const answer = await request.post('/api/cart/', {
    data: { product_id: productId, quantity },
    headers: { 'X-CSRFToken': csrf },
  });
  if (answer.status() !== 201) throw new Error(`cart/ answered ${answer.status()}: ${await answer.text()}`);
}
