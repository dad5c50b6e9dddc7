import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's WCAG 2.1 A and AA violations on the console page as it stands, one line each. The console's
 * CSP refuses inline scripts, so its journeys open contexts with `bypassCSP` for this injection.
 */
export async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async () => {
    const a = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await a.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }))
      .violations;
  })) as { id: string; nodes: { target: string[] }[] }[];
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
