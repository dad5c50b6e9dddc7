import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import type { ProductSummary } from '../../common/contract/catalogue';
import { gatherer, preparedRows, type RunOptions } from '../db/prepared';
import { cardsArray, summariesQuery, type CatalogueRepository } from './repository';

const MAX_WORDS = 8;
const MAX_RESULTS = 48;
/** Fewer products than this with every word: those with some of the words follow them. */
const FEW_RESULTS = 5;
/** Typo corrections tried for a word the catalogue does not contain. */
const MAX_ALTERNATIVES = 3;
/**
 * A query whose rarest word (all words, for "any word") is in at most this many products is ranked
 * exactly over every match; above it, ranking every match costs more than the p95 budget, so only
 * the best-scored candidates from the postings index are ranked.
 */
const EXACT_RANK_LIMIT = 300;
/**
 * Candidates read from the postings index for a common query: this many per word, at most
 * MAX_CANDIDATES in all. For one word the postings score is the rank itself, so few are needed.
 */
const CANDIDATES_PER_WORD = 120;
const MAX_CANDIDATES = 300;
/** Prefix expansions of one typed word followed into the postings index (most common first). */
const MAX_PREFIX_LEXEMES = 6;

/** Lower-case words of at least two letters or digits, as the search vocabulary holds them. */
export function searchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * The read-cache key of a query: two queries with the same key always give the same answer, since
 * the search only ever sees `searchWords` (case, punctuation and spacing are ignored).
 */
export function searchKey(query: string): string {
  return searchWords(query).join(' ');
}

/** One query word as the catalogue knows it. */
interface WordPlan {
  word: string;
  /** Catalogue words close to a word the catalogue does not contain (typo correction). */
  alternatives: string[];
  /** Stems the word can match (its prefix expansions and corrections) with their product counts. */
  lexemes: { lexeme: string; products: number }[];
  /** Products holding any of those lexemes (an upper bound: overlaps are counted twice). */
  products: number;
}

/**
 * Full-text search with typo tolerance, in two round trips:
 *
 * 1. plan: each query word is looked up in the catalogue's vocabulary; a word of three or more
 *    letters the catalogue does not contain is widened with its closest vocabulary words (trigram
 *    similarity), any other only by prefix (`oil` finds `oils`); stop words are dropped. The same
 *    query counts how many products each word can match (search_lexemes).
 * 2. rank: results are ordered by full-text rank plus the trigram similarity of the name to the
 *    whole query, and summarized in the same statement. When some word is selective, every match
 *    is ranked, found through the GIN index on the tsvector. When every word is common ("coconut"
 *    is in nearly every product), ranking every match would read thousands of rows, so the
 *    candidates are the best postings of each word (search_postings: per word, products ordered by
 *    what a one-word query ranks by), a few hundred in all, and only those are ranked exactly.
 */
export interface SearchOptions {
  /**
   * Where each word's plan is remembered (the server passes its read cache, keyed `search-word:`):
   * queries are a long tail, but their words are not, so a new query of known words skips the plan's
   * round trip. The cache shares loads and drops plans whenever the catalogue's text may have changed.
   */
  remember?: <T>(key: string, load: () => Promise<T>) => Promise<T>;
}

/** The read-cache key of one word's plan. */
export const wordPlanKey = (word: string) => `search-word:${word}`;

export function createSearchRepository(db: ShopDb, catalogue: CatalogueRepository, options: SearchOptions = {}) {
  async function plan(words: string[], run: RunOptions = {}): Promise<WordPlan[]> {
    const rows = await preparedRows<{
      i: number;
      form: string;
      typed: boolean;
      lexeme: string | null;
      products: number;
    }>(
      db,
      sql`
      WITH q AS (
        SELECT w, i::int AS i FROM unnest(${sql.param(words)}::text[]) WITH ORDINALITY AS q(w, i)
        WHERE to_tsvector('english', w) <> ''::tsvector
      ),
      forms AS (
        SELECT q.i, q.w AS form, true AS typed FROM q
        UNION ALL
        SELECT q.i, a.word, false FROM q
        CROSS JOIN LATERAL (
          SELECT word FROM search_words
          WHERE word % q.w AND word <> q.w
          ORDER BY similarity(word, q.w) DESC, word LIMIT ${MAX_ALTERNATIVES}
        ) a
        -- Numbers, sizes and two-letter words (50, 200ml, ml) are not typos of anything.
        WHERE q.w ~ '^[a-z]{3,}$' AND NOT EXISTS (SELECT 1 FROM search_words k WHERE k.word = q.w)
      )
      SELECT f.i, f.form, f.typed, l.lexeme, coalesce(l.products, 0)::int AS products
      FROM forms f
      CROSS JOIN LATERAL unnest(to_tsvector('english', f.form)) AS t
      LEFT JOIN LATERAL (
        SELECT s.lexeme, s.products FROM search_lexemes s
        WHERE CASE WHEN f.typed THEN s.lexeme LIKE t.lexeme || '%' ELSE s.lexeme = t.lexeme END
          AND s.products > 0
        ORDER BY s.products DESC, s.lexeme LIMIT ${MAX_PREFIX_LEXEMES}
      ) l ON true
      ORDER BY f.i, f.typed DESC, f.form`,
      run,
    );
    const plans = new Map<number, WordPlan>();
    for (const row of rows) {
      let plan = plans.get(row.i);
      if (!plan) plans.set(row.i, (plan = { word: words[row.i - 1]!, alternatives: [], lexemes: [], products: 0 }));
      if (!row.typed && !plan.alternatives.includes(row.form)) plan.alternatives.push(row.form);
      if (row.lexeme && !plan.lexemes.some((l) => l.lexeme === row.lexeme)) {
        plan.lexemes.push({ lexeme: row.lexeme, products: row.products });
        plan.products += row.products;
      }
    }
    return [...plans.values()];
  }

  /**
   * Plans of the words not remembered yet are made together: those asked for in one tick (`remember`
   * calls its loads synchronously, so the plans of one query's new words share a query), and those
   * other searches ask for while that query waits for the database.
   */
  const gatherPlan = gatherer(
    db,
    async (words: string[], run) => new Map((await plan(words, run)).map((p) => [p.word, p])),
  );
  const planOf = async (word: string): Promise<WordPlan | null> => (await gatherPlan(word)) ?? null;

  /** The words' plans, and whether this search asked the database for any (its ranking then continues it). */
  async function plans(words: string[]): Promise<{ planned: WordPlan[]; asked: boolean }> {
    const remember = options.remember;
    if (!remember) return { planned: await plan(words), asked: true };
    let asked = false;
    const found = await Promise.all(
      words.map((w) =>
        remember(wordPlanKey(w), () => {
          asked = true;
          return planOf(w);
        }),
      ),
    );
    return { planned: found.filter((p): p is WordPlan => p !== null), asked };
  }

  function tsQuery(plans: WordPlan[], joiner: '&' | '|'): string {
    // Words and vocabulary words are [a-z0-9] only, so they are safe inside to_tsquery syntax.
    return plans.map((p) => `(${[`${p.word}:*`, ...p.alternatives].join(' | ')})`).join(` ${joiner} `);
  }

  /** The ranked hits (a WITH list) of a query, and whether every match was ranked. */
  function hits(text: string, plans: WordPlan[], joiner: '&' | '|', name = 'hits'): { sql: SQL; exact: boolean } {
    const hitsName = sql.raw(name);
    const candidatesName = sql.raw(name === 'hits' ? 'candidates' : `${name}_candidates`);
    const tsq = tsQuery(plans, joiner);
    const counts = plans.map((p) => p.products);
    const exact =
      joiner === '&' ? Math.min(...counts) <= EXACT_RANK_LIMIT : counts.reduce((a, b) => a + b, 0) <= EXACT_RANK_LIMIT;
    const rank = sql`ts_rank(p.search, q.tsq) + similarity(p.name, ${text})`;
    const tsquery = sql`(SELECT to_tsquery('english', ${tsq}) AS tsq) q`;
    if (exact) {
      return {
        exact,
        sql: sql`${hitsName} AS (
          SELECT p.id, ${rank} AS rank FROM products p, ${tsquery}
          WHERE p.search @@ q.tsq
          ORDER BY rank DESC, p.sold_out, p.id LIMIT ${MAX_RESULTS})`,
      };
    }
    // The best postings of each word: the postings score is what a one-word query ranks by, so the
    // products that rank high for the whole query are among the best of at least one of its words.
    // Every match of all words holds the rarest word, so for "all words" it gets half the candidates.
    const rarest = plans.reduce((a, b) => (b.products < a.products ? b : a));
    const candidates = Math.min(MAX_CANDIDATES, CANDIDATES_PER_WORD * plans.length);
    const budget = (p: WordPlan) =>
      joiner === '&' && plans.length > 1
        ? candidates / 2 / plans.length + (p === rarest ? candidates / 2 : 0)
        : candidates / plans.length;
    // Within a word, each lexeme gets candidates in proportion to its products (`coconut`, not the
    // rare `coconut-bas` that prefix expansion also finds, gets nearly all of them).
    const postings = plans.flatMap((p) =>
      p.lexemes.map((l) => ({
        lexeme: l.lexeme,
        take: Math.max(10, Math.ceil((budget(p) * l.products) / Math.max(1, p.products))),
      })),
    );
    return {
      exact,
      sql: sql`${candidatesName} AS (
          SELECT DISTINCT s.product_id
          FROM unnest(${sql.param(postings.map((p) => p.lexeme))}::text[], ${sql.param(postings.map((p) => p.take))}::int[])
            AS l(lexeme, take)
          CROSS JOIN LATERAL (
            SELECT product_id FROM search_postings sp
            WHERE sp.lexeme = l.lexeme ORDER BY sp.score DESC, sp.product_id LIMIT l.take
          ) s
        ),
        ${hitsName} AS (
          SELECT p.id, ${rank} AS rank
          FROM ${candidatesName} c
          -- LIMIT 1 keeps this a lookup per candidate; joined freely, the planner may scan every match instead.
          CROSS JOIN LATERAL (SELECT id, name, search, sold_out FROM products WHERE id = c.product_id LIMIT 1) p,
          ${tsquery}
          WHERE p.search @@ q.tsq
          ORDER BY rank DESC, p.sold_out, p.id LIMIT ${MAX_RESULTS})`,
    };
  }

  function resultsQuery(text: string, plans: WordPlan[], joiner: '&' | '|'): SQL {
    return summariesQuery(sql`true`, sql`h.rank DESC, p.sold_out, p.id`, MAX_RESULTS, {
      with: hits(text, plans, joiner).sql,
      join: sql`JOIN hits h ON h.id = p.id`,
    });
  }

  function run(text: string, plans: WordPlan[], joiner: '&' | '|'): Promise<ProductSummary[]> {
    return catalogue.summaries(sql`true`, sql`h.rank DESC, p.sold_out, p.id`, MAX_RESULTS, {
      with: hits(text, plans, joiner).sql,
      join: sql`JOIN hits h ON h.id = p.id`,
      prepared: true,
    });
  }

  /** The ids of run()'s products, in its order: the caller joins their cards. */
  async function runIds(
    text: string,
    plans: WordPlan[],
    joiner: '&' | '|',
    continuing: boolean,
  ): Promise<{ id: number }[]> {
    return preparedRows<{ id: number }>(
      db,
      sql`WITH ${hits(text, plans, joiner).sql}
        SELECT h.id FROM hits h JOIN products p ON p.id = h.id ORDER BY h.rank DESC, p.sold_out, p.id LIMIT ${MAX_RESULTS}`,
      { continuing },
    );
  }

  /**
   * runIds() for every word, followed (when fewer than 5 products have every word, and there are
   * several words) by those with some of them, as ranked() joins them: in one statement, so half the
   * searches of a long tail (a typo, a stray word) make one round trip instead of two. The second
   * ranking runs only when it is needed (a one-time filter on the first one's count). `continuing`:
   * the search asked for its words' plans first (server/db/turns.ts).
   */
  async function allThenSomeIds(text: string, plans: WordPlan[], continuing: boolean): Promise<{ id: number }[]> {
    if (plans.length === 1) return runIds(text, plans, '&', continuing);
    return preparedRows<{ id: number }>(
      db,
      sql`WITH ${hits(text, plans, '&', 'all_hits').sql}, ${hits(text, plans, '|', 'some_hits').sql}
        SELECT id FROM (
          SELECT h.id, 0 AS pass, h.rank, p.sold_out FROM all_hits h JOIN products p ON p.id = h.id
          UNION ALL
          SELECT h.id, 1, h.rank, p.sold_out FROM some_hits h JOIN products p ON p.id = h.id
          WHERE (SELECT count(*) FROM all_hits) < ${FEW_RESULTS} AND NOT EXISTS (SELECT 1 FROM all_hits a WHERE a.id = h.id)
        ) found
        ORDER BY pass, rank DESC, sold_out, id LIMIT ${MAX_RESULTS}`,
      { continuing },
    );
  }

  /** Best matches first, at most 48, by `find` (summaries, or ids). */
  async function ranked<T extends { id: number }>(
    query: string,
    find: (text: string, plans: WordPlan[], joiner: '&' | '|') => Promise<T[]>,
  ): Promise<T[]> {
    const words = searchWords(query);
    if (words.length === 0) return [];
    const text = words.join(' ');
    const { planned } = await plans(words);
    if (planned.length === 0) return []; // stop words only
    const all = await find(text, planned, '&');
    if (planned.length === 1 || all.length >= FEW_RESULTS) return all;
    // Few products have every word: follow them with those that have some, so a stray word hides nothing.
    const some = await find(text, planned, '|');
    const seen = new Set(all.map((p) => p.id));
    return [...all, ...some.filter((p) => !seen.has(p.id))].slice(0, MAX_RESULTS);
  }

  return {
    /** Best matches first, at most 48. Depends only on `searchKey(query)`, which the read cache keys on. */
    search(query: string): Promise<ProductSummary[]> {
      return ranked(query, run);
    },

    /** search() as the JSON it answers, joined from the products' cards. */
    async searchJson(query: string): Promise<string> {
      const words = searchWords(query);
      if (words.length === 0) return '[]';
      const { planned, asked } = await plans(words);
      if (planned.length === 0) return '[]'; // stop words only
      const found = await allThenSomeIds(words.join(' '), planned, asked);
      return cardsArray(await catalogue.cards(found.map((r) => r.id)));
    },

    /** EXPLAIN ANALYZE (row counts, no per-node timing, which in PGlite costs more than the query) of the query that ranks every word of `query`. */
    async explain(query: string): Promise<string> {
      const words = searchWords(query);
      const plans = await plan(words);
      if (plans.length === 0) return 'no searchable words';
      const { exact } = hits(words.join(' '), plans, '&');
      const lines = await queryRows<Record<string, string>>(
        db,
        sql`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${resultsQuery(words.join(' '), plans, '&')}`,
      );
      const described = plans.map(
        (p) => `${p.word} (in ~${p.products} products; ${[`${p.word}:*`, ...p.alternatives].join(' | ')})`,
      );
      return [
        `words: ${described.join(', ')}`,
        `ranking: ${exact ? 'every match (GIN index)' : 'best postings of each word (search_postings)'}`,
        ...lines.map((l) => Object.values(l)[0]),
      ].join('\n');
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
