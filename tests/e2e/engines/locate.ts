import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as TestingLibrary from '@testing-library/dom';

type TestingLibraryDom = typeof TestingLibrary;

/**
 * Locators for the engines driven over WebDriver (Firefox through BiDi, WebKit through classic):
 * what Playwright's getByRole, getByLabel and getByText find, found in the page by Testing Library's
 * queries (the same ones the component tests use), so a test reads the same in every engine.
 */

/** A string matches as Playwright's does: whitespace collapsed, a case-insensitive substring unless exact. */
export type Matcher = { text: string; exact: boolean } | { source: string; flags: string };

export type Step =
  | { css: string }
  | { role: string; name?: Matcher }
  | { label: Matcher }
  | { text: Matcher }
  | { hasText: Matcher }
  | { first: true };

export function matcher(value: string | RegExp, exact = false): Matcher {
  return typeof value === 'string' ? { text: value, exact } : { source: value.source, flags: value.flags };
}

/**
 * Runs in the page: every element the steps find, in document order. Written without named inner
 * functions: it is sent as source text, and must not lean on a helper of the test's bundler.
 */
function locateAll(steps: Step[]): Element[] {
  const TL = (window as unknown as { TestingLibraryDom: TestingLibraryDom }).TestingLibraryDom;
  const normal = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
  const test = (m: Matcher, value: string | null) => {
    const s = normal(value);
    if ('source' in m) return new RegExp(m.source, m.flags).test(s);
    return m.exact ? s === normal(m.text) : s.toLowerCase().includes(normal(m.text).toLowerCase());
  };
  let found: Element[] = [document.documentElement];
  let roots: (Document | Element)[] = [document];
  for (const step of steps) {
    const next = new Set<Element>();
    if ('first' in step) {
      found = found.slice(0, 1);
      roots = found;
      continue;
    }
    if ('hasText' in step) {
      found = found.filter((el) => test(step.hasText, el.textContent));
      roots = found;
      continue;
    }
    for (const root of roots) {
      const container = (root instanceof Document ? root.documentElement : root) as HTMLElement;
      if ('css' in step) root.querySelectorAll(step.css).forEach((el) => next.add(el));
      else if ('role' in step)
        TL.queryAllByRole(container, step.role, {
          name: step.name ? (name: string) => test(step.name!, name) : undefined,
        }).forEach((el) => next.add(el));
      else if ('label' in step)
        TL.queryAllByLabelText(container, (content: string) => test(step.label, content)).forEach((el) => next.add(el));
      else {
        // The innermost elements whose text matches (a paragraph, not the page around it).
        const hits = [...container.querySelectorAll('*')].filter(
          (el) => !/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(el.tagName) && test(step.text, el.textContent),
        );
        hits.filter((el) => !hits.some((other) => other !== el && el.contains(other))).forEach((el) => next.add(el));
      }
    }
    found = [...next].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    roots = found;
  }
  return found;
}

/** Whether an element is drawn: a box with some size and not hidden (Playwright's "visible"). */
function visible(el: Element | undefined): boolean {
  if (!el) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
}

const require = createRequire(import.meta.url);
let installSource: string | undefined;

/** The script that gives a page `window.__shopLocate` and `window.__shopVisible` (once per document). */
export function locateInstaller(): string {
  installSource ??= [
    readFileSync(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8'),
    // Under tsx (esbuild's keepNames) the functions' source calls a `__name` helper: the page gets one.
    'var __name = (f) => f;',
    `window.__shopLocate = ${locateAll.toString()};`,
    `window.__shopVisible = ${visible.toString()};`,
  ].join('\n');
  return installSource;
}

/** Says so when the page has no locator yet (a new document since the last look). */
export const NOT_INSTALLED = '__shop_locate_not_installed__';

/**
 * The body of an async function run in the page: the steps' elements as `els`, then `body`. It
 * answers NOT_INSTALLED when the document is new, and the caller installs and asks again.
 */
export function withElements(steps: Step[], body: string): string {
  return `if (!window.__shopLocate) return ${JSON.stringify(NOT_INSTALLED)};
const els = window.__shopLocate(${JSON.stringify(steps)});
${body}`;
}
