/**
 * The only module that touches localStorage: the signed-in customer's id, name, e-mail and
 * access token. The password is never stored (see docs/decisions.md).
 */
const KEYS = { userId: 'userId', username: 'username', accessToken: 'accessToken', userEmail: 'userEmail' } as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, sandboxed iframe): behave as a guest
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage blocked: the session lasts for this page only */
  }
}

export interface StoredSession {
  userId: string;
  username: string;
  accessToken: string;
  userEmail?: string;
}

export const getUserId = () => read(KEYS.userId);
export const getUsername = () => read(KEYS.username);
export const getAccessToken = () => read(KEYS.accessToken);

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Calls `listener` whenever the stored session changes: here at once, and from another tab when the
 * shopper comes back to this one (the window's focus, or the page shown again from the back-forward
 * cache), when the session is read again. Not through `storage` events: Chrome's first `storage`
 * listener sets up the page's storage events, 6.8 ms of a listing's start on a desktop (about 90 ms
 * on a budget phone), for changes a shopper sees only on coming back anyway.
 */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('focus', notify);
    window.addEventListener('pageshow', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('focus', notify);
      window.removeEventListener('pageshow', notify);
    }
  };
}

export function setSession(session: StoredSession): void {
  write(KEYS.userId, session.userId);
  write(KEYS.username, session.username);
  write(KEYS.accessToken, session.accessToken);
  if (session.userEmail) write(KEYS.userEmail, session.userEmail);
  notify();
}

/** A renewed access token for the same customer. */
export function setAccessToken(token: string): void {
  write(KEYS.accessToken, token);
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) write(key, null);
  notify();
}

/*
 * The cart lines chosen for checkout, kept for this tab only (sessionStorage), so /Payment still
 * knows them after a reload. Ids only: prices are always read from the server again.
 */
const CHECKOUT_KEY = 'checkoutItems';

export function setCheckoutSelection(cartItemIds: readonly number[]): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify(cartItemIds));
  } catch {
    /* storage blocked: the selection travels in the router state only */
  }
}

export function getCheckoutSelection(): number[] | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(CHECKOUT_KEY) ?? 'null');
    return Array.isArray(parsed) && parsed.every((id) => Number.isInteger(id)) ? (parsed as number[]) : null;
  } catch {
    return null;
  }
}

export function clearCheckoutSelection(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_KEY);
  } catch {
    /* nothing stored */
  }
}

/* A closed new-product notification stays closed for the rest of the visit: this tab, until it closes. */
const NOTIFICATION_CLOSED_KEY = 'notificationClosed';

export function isNotificationClosed(): boolean {
  try {
    return window.sessionStorage.getItem(NOTIFICATION_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function setNotificationClosed(): void {
  try {
    window.sessionStorage.setItem(NOTIFICATION_CLOSED_KEY, '1');
  } catch {
    /* storage blocked: the close lasts until the page is reloaded */
  }
}

/*
 * A random id this browser keeps, so the shop can count the browsers on a product's page (only while
 * it shows viewing counts, shop.config.json `viewingCount`); it names no one and says nothing else.
 */
const VIEWER_KEY = 'viewerId';

export function viewerId(): string {
  const stored = read(VIEWER_KEY);
  if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  // getRandomValues, not randomUUID: the latter exists only on HTTPS pages and localhost.
  const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  write(VIEWER_KEY, made);
  return made;
}
