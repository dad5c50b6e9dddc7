/**
 * Whether an If-None-Match header matches an entity tag: `*`, or a comma-separated list of tags,
 * compared weakly (W/"x" and "x" are the same tag), as RFC 9110 §13.1.2 asks of GET and HEAD.
 */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  for (const match of value.matchAll(/(?:W\/)?"[^"]*"|\*/g)) {
    if (match[0] === '*' || opaque(match[0]) === wanted) return true;
  }
  return false;
}
