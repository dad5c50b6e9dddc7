import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | undefined;

/**
 * DOMPurify on a jsdom window. Loading jsdom blocks the event loop for most of a second, so the
 * server does it once while starting (prepareSanitizer in buildApp), never on a request.
 */
export function prepareSanitizer(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const { JSDOM } = await import('jsdom');
    const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
    // Links that open elsewhere must not hand the shop's window to the other site.
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
    });
    // One pass over the markup the catalogue stores compiles the sanitizer's paths now, not on a request.
    purify.sanitize(
      '<h3>a</h3><p>b <a href="https://example.in/" target="_blank">c</a> <strong>d</strong></p><ul><li>e</li></ul>' +
        '<table class="t"><caption>f</caption><tbody><tr><th scope="row">g</th><td>h</td></tr></tbody></table>',
      { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] },
    );
    return purify;
  })();
  purifier.catch(() => (purifier = undefined)); // a failed load is retried by the next caller
  return purifier;
}

/** HTML from the database as it may reach a page: no scripts, no event handlers, no javascript: URLs. */
export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await prepareSanitizer();
  return purify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
