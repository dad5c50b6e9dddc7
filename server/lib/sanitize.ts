import sanitize, { type IOptions } from 'sanitize-html';

/**
 * Stored HTML (a product's details and facts, a blog post's body) is cleaned when it is written —
 * catalogue import, seeding, and migration 0016 for the rows that were there before (see
 * sanitizeStoredHtml) — so reads serve it as stored and do no HTML work. The storefront cleans it
 * once more before it reaches the page (src/components/common/SafeHtml.tsx).
 *
 * sanitize-html parses with htmlparser2, without a DOM: a few hundred microseconds per field, where
 * DOMPurify needed a jsdom window (most of a second to load) on the server.
 */
const options: IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'details', 'summary'],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan', 'headers', 'abbr'],
    td: ['colspan', 'rowspan', 'headers'],
    ol: ['start', 'reversed', 'type'],
    time: ['datetime'],
  },
  // No javascript:, data: or vbscript: URLs; relative links stay.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Scripts and styles go with their content; other unknown tags go and keep their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that open elsewhere must not hand the shop's window to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** HTML as it may be stored and reach a page: no scripts, no event handlers, no javascript: URLs. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
