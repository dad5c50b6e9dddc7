/**
 * pg_trgm's `similarity(name, text)`, computed in the shop's process for the search ranking.
 *
 * In the database it costs 13 µs a row on PGlite (5 on PostgreSQL), and a search's ranking scores up
 * to 300 candidates per pass on the database's one thread: moving it here took 20-25% off a ranking.
 * Here a name's trigrams are made once and kept, and a row costs a merge of two short sorted arrays.
 *
 * Exact for ASCII text, as pg_trgm makes trigrams of it in every locale: words are runs of letters
 * and digits, lower-cased, each padded with two spaces before and one after; a trigram is any three
 * characters in a row, counted once; the similarity is the shared trigrams over all of them, in
 * single precision. A name with other characters is scored by the database itself (search.ts), since
 * which of them are letters depends on its locale.
 */

/** Trigrams of a name, by name: names change rarely, and a search scores the same products again. */
const byName = new Map<string, Int32Array>();
/** About 2 MB at 10,000 products; past it the map starts again rather than grow with every edit. */
const MAX_NAMES = 20_000;

const SPACE = 0x20;

/** Whether pg_trgm makes this ASCII character part of a word (isalnum). */
const isWordChar = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);

/** Whether every character of `text` is ASCII, so that trigrams() scores it as pg_trgm does. */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** The distinct trigrams of ASCII `text`, each three character codes in one number, ascending. */
export function trigrams(text: string): Int32Array {
  const found: number[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && !isWordChar(text.charCodeAt(i))) i++;
    if (i >= text.length) break;
    // "  word ": the window starts on the two spaces before the word and ends on the one after it.
    let a = SPACE;
    let b = SPACE;
    for (; i < text.length && isWordChar(text.charCodeAt(i)); i++) {
      let c = text.charCodeAt(i);
      if (c >= 0x41 && c <= 0x5a) c |= 0x20; // lower case
      found.push((a << 16) | (b << 8) | c);
      a = b;
      b = c;
    }
    found.push((a << 16) | (b << 8) | SPACE);
  }
  found.sort((x, y) => x - y);
  let n = 0;
  for (let k = 0; k < found.length; k++) if (k === 0 || found[k] !== found[k - 1]) found[n++] = found[k]!;
  return Int32Array.from(found.slice(0, n));
}

/** trigrams() of a product name, kept by name. */
export function nameTrigrams(name: string): Int32Array {
  let found = byName.get(name);
  if (!found) {
    if (byName.size >= MAX_NAMES) byName.clear();
    byName.set(name, (found = trigrams(name)));
  }
  return found;
}

/** pg_trgm's similarity of two texts given their trigrams: shared / (all of both - shared), as a float4. */
export function similarity(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      shared++;
      i++;
      j++;
    }
  }
  // float4 division of two small integers: rounding the double quotient to single precision gives it exactly.
  return Math.fround(shared / (a.length + b.length - shared));
}
