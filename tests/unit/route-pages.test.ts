import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../common/site/paths';
import { NOT_FOUND_PAGE, ROUTE_PAGES } from '../../server/pages/assets';

const router = readFileSync(path.resolve(import.meta.dirname, '../../src/app/router.tsx'), 'utf8');

/** `const AboutPage = page(() => import('../pages/AboutPage'))` → AboutPage → AboutPage. */
const modules = new Map(
  [...router.matchAll(/const (\w+) = page\(\(\) => import\('\.\.\/pages\/(\w+)'\)\)/g)].map((m) => [m[1]!, m[2]!]),
);
/** `{ path: rel(paths.about), element: <AboutPage /> }` → about → AboutPage.tsx's module. */
const routed = new Map(
  [...router.matchAll(/path: rel\(paths\.(\w+)[^)]*\)\)?, element: <(\w+) \/>/g)].map((m) => [
    m[1]!,
    modules.get(m[2]!),
  ]),
);
const index = /index: true, element: <(\w+) \/>/.exec(router)?.[1];
const fallback = /path: '\*', element: <(\w+) \/>/.exec(router)?.[1];

describe("the server's page table (server/pages/assets.ts) and the router", () => {
  it('name the same page for every route, so the HTML preloads the chunk the router loads', () => {
    expect(modules.size).toBeGreaterThan(20);
    expect(modules.get(index!)).toBe(ROUTE_PAGES.home);
    for (const route of Object.keys(paths) as (keyof typeof paths)[]) {
      if (route === 'home') continue;
      expect(routed.get(route), route).toBe(ROUTE_PAGES[route]);
    }
    expect(modules.get(fallback!)).toBe(NOT_FOUND_PAGE);
  });
});
