import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | undefined;

/** jsdom is heavy to start, so the sanitizer is built on first use rather than at boot. */
async function getPurifier(): Promise<DOMPurify> {
  if (!purifier) {
    const { JSDOM } = await import('jsdom');
    purifier = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
    // Links that open elsewhere must not hand the shop's window to the other site.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return purifier;
}

/** HTML from the database as it may reach a page: no scripts, no event handlers, no javascript: URLs. */
export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await getPurifier();
  return purify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
