// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newShopper } from './browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG 2.1 A/AA rules on the page as it stands; serious and critical findings only. */
async function audit(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PAGES = ['/', '/Latestcollection', '/product/1', '/Productdetail/1', '/Blog', '/About', '/no-such-page'];

describe.each([375, 1280] as const)('accessibility at %i px', (width) => {
  it.each(PAGES)('%s has no serious WCAG A/AA violations (contrast, labels, names)', async (path) => {
    // The shop's CSP rightly refuses inline scripts; the audit injects axe as one.
    const { page, context } = await newShopper(browser, width, { bypassCSP: true });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.locator('main h1, main h2').first().waitFor();
    expect(await audit(page)).toEqual([]);
    await context.close();
  });
});
