// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newShopper } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** API calls and script files a page asks for, as paths. */
function recordRequests(page: Page) {
  const api: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) api.push(pathname);
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  return { api, scripts };
}

/**
 * The pages whose first screen is in their HTML, and what of it must sit where the app then shows
 * it; `picture: false` for a page whose first screen has no picture it asks for first.
 */
const FIRST_SCREENS: { name: string; path: () => Promise<string>; parts: string[]; picture?: false }[] = [
  { name: 'home', path: async () => '/', parts: ['.cc-hero__img', '.cc-hero__title', '.cc-hero__cta'] },
  {
    name: 'a product',
    path: async () => {
      const latest = (await (await fetch(`${baseUrl()}/api/latest-collection/`)).json()) as { id: number }[];
      return `/Productdetail/${latest[0]!.id}`;
    },
    parts: ['nav[aria-label="Breadcrumb"]', 'img.cc-gallery__main', '.cc-gallery__thumbs'],
  },
  { name: 'the blog', path: async () => '/Blog', parts: ['.page-banner', 'img.blog-card__image', '.blog-card__title'] },
  {
    name: 'a listing',
    path: async () => '/Latestcollection',
    parts: ['h1.cc-section-title', 'img.cc-card__img', '.cc-card__title', '.cc-price'],
  },
  {
    name: 'a category',
    path: async () => {
      const categories = (await (await fetch(`${baseUrl()}/api/categories/`)).json()) as { id: number }[];
      return `/product/${categories[0]!.id}`;
    },
    parts: ['h1.cc-section-title', '.cc-listing header p', 'img.cc-card__img', '.cc-card__title'],
  },
  {
    name: 'page 2 of a listing',
    path: async () => '/Latestcollection?page=2',
    parts: ['h1.cc-section-title', 'img.cc-card__img', '.cc-card__title'],
  },
  {
    name: 'a blog post',
    path: async () => {
      const blogs = (await (await fetch(`${baseUrl()}/api/api/blogs`)).json()) as { id: number }[];
      return `/Blogdetail/${blogs[0]!.id}`;
    },
    parts: ['.page-banner', 'img.blog-post__image', '.blog-post .blog-card__meta'],
  },
  { name: 'About', path: async () => '/About', parts: ['.page-banner h1'], picture: false },
  { name: 'the login page', path: async () => '/AuthForm', parts: ['.page-banner h1', 'form'], picture: false },
  {
    name: 'the new-products page',
    path: async () => '/Notification',
    parts: ['h1.cc-section-title', 'p.text-body-secondary'],
    picture: false,
  },
  {
    name: 'the formatted text preview',
    path: async () => '/SafeHtmlComponent',
    parts: ['.page-banner h1', 'p.lead', 'textarea'],
    picture: false,
  },
];

/** Where the header and the first screen's parts are on screen. */
async function layout(page: Page, parts: string[]) {
  const box = async (selector: string) => {
    const b = await page.locator(selector).first().boundingBox();
    return b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
  };
  const boxes: Record<string, unknown> = { header: await box('header.site-header') };
  for (const part of parts) boxes[part] = await box(part);
  return boxes;
}

/** The picture the first screen asks for first has been drawn. */
const pictureShown = (page: Page) =>
  page
    .locator('#root img[fetchpriority="high"]')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe.each([375, 1280] as const)('the first screen at %i px', (width) => {
  it.each(FIRST_SCREENS)(
    '$name: a shopper sees it before any script has run, where the app then shows it',
    async ({ path, parts, picture }) => {
      const url = await path();
      const noScript = await browser.newContext({
        baseURL: baseUrl(),
        javaScriptEnabled: false,
        viewport: { width, height: width === 375 ? 812 : 900 },
      });
      const still = await noScript.newPage();
      await still.goto(url);
      if (picture !== false) await expect.poll(() => pictureShown(still)).toBe(true);
      expect(await still.getByRole('banner').isVisible()).toBe(true);
      for (const part of parts) expect(await still.locator(part).first().isVisible(), part).toBe(true);
      const shell = await layout(still, parts);
      await noScript.close();

      const { page, errors, context } = await newShopper(browser, width);
      await page.goto(url);
      // The app has taken over once the header's buttons work (the shell's are disabled).
      await page.getByRole('button', { name: 'Search products' }).and(page.locator(':enabled')).waitFor();
      expect(await layout(page, parts)).toEqual(shell);
      if (picture !== false) expect(await pictureShown(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('the first visit', () => {
  it("renders the home page from the data in its HTML: no API call, and the HTTP client's code is not downloaded", async () => {
    const { page, errors, context } = await newShopper(browser, 375);
    const { api, scripts } = recordRequests(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('list', { name: 'Featured Products' }).waitFor();
    expect(await page.getByRole('link', { name: 'Cart, 0 items' }).count()).toBe(1);
    expect(api).toEqual([]);
    expect(scripts.some((s) => /\/axios-/.test(s))).toBe(false);

    // Going on to a category fetches its products over the API, as any navigation does.
    await page.getByRole('region', { name: 'Shop By Category' }).getByRole('link', { name: 'Coconut Oils' }).click();
    await page.getByRole('list', { name: 'OUR PRODUCTS' }).waitFor();
    expect(api.some((p) => /^\/api\/products\/\d+\/$/.test(p))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a product page asks for its main photo in the HTML with the sizes the gallery uses, and downloads it once', async () => {
    const latest = (await (await fetch(`${baseUrl()}/api/latest-collection/`)).json()) as { id: number }[];
    const { page, errors, context } = await newShopper(browser, 375);
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    await page.goto(`/Productdetail/${latest[0]!.id}`);
    const main = page.locator('img.cc-gallery__main');
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const preload = page.locator('link[rel="preload"][as="image"]');
    expect(await preload.getAttribute('imagesizes')).toBe(await main.getAttribute('sizes'));
    expect(await preload.getAttribute('imagesrcset')).toBe(await main.getAttribute('srcset'));
    const photo = new URL(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(images.filter((p) => p === photo)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/Latestcollection', 'img.cc-card__img'],
    ['/Blog', 'img.blog-card__image'],
  ])(
    "%s asks for its first card's picture in the HTML as the card shows it, and downloads it once",
    async (path, card) => {
      const { page, errors, context } = await newShopper(browser, 375);
      const images: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      const first = page.locator(card).first();
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const preload = page.locator('link[rel="preload"][as="image"]');
      expect(await preload.getAttribute('href')).toBe(await first.getAttribute('src'));
      expect(await preload.getAttribute('imagesizes')).toBe(await first.getAttribute('sizes'));
      const picture = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
      expect(images.filter((p) => p === picture)).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('the banner moves on by itself and by its buttons; the testimonials get their slider when scrolled to', async () => {
    const { page, errors, context } = await newShopper(browser, 1280);
    const { scripts } = recordRequests(page);
    // The page's clock, run forward instead of waited for: time still flows, and runFor jumps it.
    await page.clock.install();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Highlights' });
    const current = () => banner.locator('button[aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Show slide 1 of 3');
    // A second at a time: the app may still be taking over the first screen when the clock starts.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          return current();
        },
        { timeout: 15_000 },
      )
      .toBe('Show slide 2 of 3');
    await banner.getByRole('button', { name: 'Pause slides' }).click();
    await banner.getByRole('button', { name: 'Next slide' }).click();
    expect(await current()).toBe('Show slide 3 of 3');
    const shown = banner.getByRole('group', { name: '3 of 3' });
    await expect.poll(() => shown.getByRole('link', { name: 'Shop Now' }).isVisible()).toBe(true);
    // Neither hovered nor focused: only the pause holds it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 890);
    await page.clock.runFor(5500);
    expect(await current(), 'paused').toBe('Show slide 3 of 3');

    expect(scripts.some((s) => /\/Slick-/.test(s))).toBe(false);
    const testimonials = page.getByRole('region', { name: 'What Our Clients Say' });
    await testimonials.scrollIntoViewIfNeeded();
    // Its code loads when the page is idle after the scroll: idle callbacks run as the clock runs.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(200);
          return testimonials.locator('.slick-slider').count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(scripts.some((s) => /\/Slick-/.test(s))).toBe(true);
    await testimonials.getByRole('button', { name: 'Next testimonial' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });
});
