/**
 * The one HTML escaper: for text placed in element content or in a double-quoted attribute
 * (page head tags, the sitemap's XML, product tables rendered on the server).
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
