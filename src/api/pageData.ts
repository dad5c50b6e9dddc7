/**
 * API answers the server put into the page it sent (`<script type="application/json"
 * id="page-data">`, written by server/pages/page-data.ts), keyed by their path under the API base
 * (`categories/`, `product-detail/12/`). The first screen renders from them without waiting for a
 * request (and without loading the HTTP client at all). Each answer is used once, by the first
 * query that asks for it; after that, reads go to the API as usual. A page from a server that
 * embeds nothing (static hosting, tests) simply has none.
 */
const answers = new Map<string, unknown>();

/** Moves the embedded answers, if the page still holds any, into `answers`. */
function absorb(): void {
  const element = typeof document === 'undefined' ? null : document.getElementById('page-data');
  if (!element) return;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      for (const [path, answer] of Object.entries(parsed)) answers.set(path, answer);
  } catch (error) {
    console.error('Page data ignored: not valid JSON', error);
  }
}

/** The embedded answer for `path`, handed out once; undefined when the page has none. */
export function takePageData(path: string): unknown {
  absorb();
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}
