import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * What the console's browser journeys share: a signed-in staff member's page (their session cookies
 * from the API-side enrolment), and the phone-layout check.
 */

/**
 * A page of the console at `origin` for the staff member whose cookies `jar` holds, at a phone's
 * 360 × 780 or a desktop's 1280 px; `errors` collects the page's errors and console errors.
 */
export async function openConsole(
  browser: Browser,
  origin: string,
  jar: Map<string, string>,
  width: 360 | 1280 = 360,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    // axe is injected as an inline script, which the console's CSP (script-src 'self') refuses.
    bypassCSP: true,
    baseURL: origin,
    viewport: { width, height: width === 360 ? 780 : 900 },
    isMobile: width === 360,
    hasTouch: width === 360,
  });
  await context.addCookies(
    [...jar].map(([name, value]) => ({
      name,
      value,
      domain: 'localhost',
      path: '/api/admin',
      httpOnly: true,
      sameSite: 'Strict' as const,
    })),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}

/** Nothing on the page is narrower or shorter than a 44 px tap target, or wider than the screen. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push('scrolls sideways');
    for (const el of document.querySelectorAll<HTMLElement>('main button, main a, main input, main label.c-reason')) {
      const box = el.getBoundingClientRect();
      // A radio counts by its label (the pill around it); links inside text are text.
      const card = el.closest('.c-card, section')?.getBoundingClientRect();
      if (card && box.width && box.right > card.right + 0.5)
        problems.push(`${el.tagName} ${el.textContent} sticks out`);
      if (box.width && box.height < 44 && !el.closest('p') && !(el.tagName === 'INPUT' && el.closest('label.c-reason')))
        problems.push(`${el.tagName} ${el.textContent} ${box.height}px`);
    }
    return problems;
  });
}

/**
 * A phone (360 × 780, touch) at `origin` with a platform authenticator that has the person's
 * fingerprint: every passkey prompt is answered. `errors` collects the page's errors and console
 * errors, less the 401 of the session check before sign-in and the 403 that asks for a step-up,
 * which are the console's own questions (Chromium logs every 4xx fetch); the journeys check their
 * outcome.
 */
export async function passkeyPhone(
  browser: Browser,
  origin: string,
  { acceptDownloads = false } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    // axe is injected as an inline script, which the console's CSP (script-src 'self') refuses.
    bypassCSP: true,
    baseURL: origin,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    acceptDownloads,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of (401 \(Unauthorized\)|403 \(Forbidden\))/.test(m.text()))
      errors.push(m.text());
  });
  return { context, page, errors };
}
