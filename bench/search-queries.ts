/**
 * Distinct search queries of real catalogue words, some misspelt, so each one misses the read cache
 * and searches: query i is the i-th three-word combination of 20 words (8,000 before one repeats).
 */
const WORDS = [
  'coconut',
  'oil',
  'hair',
  'soap',
  'cream',
  'body',
  'virgin',
  'organic',
  'lotion',
  'scrub',
  'butter',
  'milk',
  'natural',
  'face',
  'wash',
  'balm',
  'coir',
  'shell',
  'bowl',
  'candle',
];

const misspell = (w: string, n: number) => (n % 3 === 0 && w.length > 4 ? w.slice(0, 2) + w.slice(3) : w);

export function distinctQuery(i: number): string {
  const a = WORDS[i % WORDS.length]!;
  const b = WORDS[Math.floor(i / WORDS.length) % WORDS.length]!;
  const c = WORDS[Math.floor(i / WORDS.length ** 2) % WORDS.length]!;
  return [misspell(a, i), b, misspell(c, i + 1)].join(' ');
}
