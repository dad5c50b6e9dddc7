import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import type { ProductSummary } from '../../common/contract/catalogue';
import type { CatalogueRepository } from './catalogue';

const MAX_WORDS = 8;
const MAX_RESULTS = 48;

/** Lower-case words of at least two letters or digits, as the search vocabulary holds them. */
export function searchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Full-text search with typo tolerance: each query word is widened with the
 * closest words of the catalogue's vocabulary (trigram similarity), prefix
 * matches are allowed, and results are ranked by full-text rank plus trigram
 * similarity of the name to the whole query.
 */
export function createSearchRepository(db: ShopDb, catalogue: CatalogueRepository) {
  async function alternatives(words: string[]): Promise<Map<string, string[]>> {
    const result = await queryRows<{ word: string; alternative: string }>(
      db,
      sql`
      SELECT q.w AS word, s.word AS alternative
      FROM unnest(${sql.raw(`ARRAY[${words.map((w) => `'${w}'`).join(',')}]::text[]`)}) AS q(w)
      CROSS JOIN LATERAL (
        SELECT word FROM search_words
        WHERE word % q.w AND word <> q.w
        ORDER BY similarity(word, q.w) DESC, word LIMIT 3
      ) s`,
    );
    const map = new Map<string, string[]>(words.map((w) => [w, []]));
    for (const row of result) map.get(row.word)!.push(row.alternative);
    return map;
  }

  function tsQuery(map: Map<string, string[]>, joiner: '&' | '|'): string {
    // Words are [a-z0-9] only (searchWords), so they are safe inside to_tsquery syntax.
    return [...map.entries()].map(([word, alts]) => `(${[`${word}:*`, ...alts].join(' | ')})`).join(` ${joiner} `);
  }

  async function run(query: string, tsq: string): Promise<ProductSummary[]> {
    return catalogue.summaries(
      // Typos are already widened into the tsquery from the vocabulary, so the GIN index on the
      // tsvector decides what matches; trigram similarity of the whole name only orders the results.
      sql`p.search @@ to_tsquery('english', ${tsq})`,
      sql`(ts_rank(p.search, to_tsquery('english', ${tsq})) + similarity(p.name, ${query})) DESC, p.sold_out, p.id`,
      MAX_RESULTS,
    );
  }

  return {
    async search(query: string): Promise<ProductSummary[]> {
      const words = searchWords(query);
      if (words.length === 0) return [];
      const map = await alternatives(words);
      const all = await run(query, tsQuery(map, '&'));
      if (words.length === 1 || all.length >= 5) return all;
      // Few products have every word: follow them with those that have some, so a stray word hides nothing.
      const some = await run(query, tsQuery(map, '|'));
      const seen = new Set(all.map((p) => p.id));
      return [...all, ...some.filter((p) => !seen.has(p.id))].slice(0, MAX_RESULTS);
    },
  };
}
