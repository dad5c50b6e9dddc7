import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import type { ProductSummary } from '../../common/contract/catalogue';
import { gatherer, preparedRows, type RunOptions } from '../db/prepared';
import { cardsArray, type CatalogueRepository } from './repository';
import { nameTrigrams, similarity, trigrams } from './trigrams';

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

/** A product the ranking scores, as the database finds it (candidatesQuery). */
interface Candidate {
  pass: 0 | 1;
  id: number;
  text_rank: number;
  name: string;
  sold_out: boolean;
  /** Computed by the database for a name that is not ASCII; otherwise null. */
  name_similarity: number | null;
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
 *    whole query; the database finds the matches and their full-text rank, and the similarity is
 *    computed here (server/catalogue/trigrams.ts), where it costs a fraction of what it does on the
 *    database's thread. The cards of the best 48 are joined after. When some word is selective,
 *    every match is ranked, found through the GIN index on the tsvector. When every word is common ("coconut"
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

  /**
   * The matches a query's ranking scores (a WITH list), and whether they are every match: each with
   * its full-text rank, its name, and the similarity of its name to the whole query when the name is
   * not ASCII (otherwise it is scored in this process: server/catalogue/trigrams.ts).
   */
  function candidates(text: string, plans: WordPlan[], joiner: '&' | '|', name: string): { sql: SQL; exact: boolean } {
    const hitsName = sql.raw(name);
    const postingsName = sql.raw(`${name}_postings`);
    const tsq = tsQuery(plans, joiner);
    const counts = plans.map((p) => p.products);
    const exact =
      joiner === '&' ? Math.min(...counts) <= EXACT_RANK_LIMIT : counts.reduce((a, b) => a + b, 0) <= EXACT_RANK_LIMIT;
    // float8: both are float4, and float8 carries them to JavaScript exactly.
    const scores = sql`ts_rank(p.search, q.tsq)::float8 AS text_rank, p.name, p.sold_out,
      CASE WHEN octet_length(p.name) = char_length(p.name) THEN NULL ELSE similarity(p.name, ${text})::float8 END AS name_similarity`;
    const tsquery = sql`(SELECT to_tsquery('english', ${tsq}) AS tsq) q`;
    const rarest = plans.reduce((a, b) => (b.products < a.products ? b : a));
    if (exact && joiner === '&' && plans.length > 1) {
      // Every match of all words holds the rarest: the index finds its few hundred products, and the
      // whole query is checked on those rows. Asked the whole query, the index reads every product of
      // each common word (prefixes: `natural:*` alone is 12,000 at 10k products) to find the same rows.
      const rareName = sql.raw(`${name}_rare`);
      return {
        exact,
        sql: sql`${rareName} AS MATERIALIZED (
            SELECT p.id, p.name, p.search, p.sold_out
            FROM products p, (SELECT to_tsquery('english', ${tsQuery([rarest], '&')}) AS tsq) q
            WHERE p.search @@ q.tsq),
          ${hitsName} AS (SELECT p.id, ${scores} FROM ${rareName} p, ${tsquery} WHERE p.search @@ q.tsq)`,
      };
    }
    if (exact) {
      return {
        exact,
        sql: sql`${hitsName} AS (SELECT p.id, ${scores} FROM products p, ${tsquery} WHERE p.search @@ q.tsq)`,
      };
    }
    // The best postings of each word: the postings score is what a one-word query ranks by, so the
    // products that rank high for the whole query are among the best of at least one of its words.
    // Every match of all words holds the rarest word, so for "all words" it gets half the candidates.
    const total = Math.min(MAX_CANDIDATES, CANDIDATES_PER_WORD * plans.length);
    const budget = (p: WordPlan) =>
      joiner === '&' && plans.length > 1
        ? total / 2 / plans.length + (p === rarest ? total / 2 : 0)
        : total / plans.length;
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
      sql: sql`${postingsName} AS (
          SELECT DISTINCT s.product_id
          FROM unnest(${sql.param(postings.map((p) => p.lexeme))}::text[], ${sql.param(postings.map((p) => p.take))}::int[])
            AS l(lexeme, take)
          CROSS JOIN LATERAL (
            SELECT product_id FROM search_postings sp
            WHERE sp.lexeme = l.lexeme ORDER BY sp.score DESC, sp.product_id LIMIT l.take
          ) s
        ),
        ${hitsName} AS (
          SELECT p.id, ${scores}
          FROM ${postingsName} c
          -- LIMIT 1 keeps this a lookup per candidate; joined freely, the planner may scan every match instead.
          CROSS JOIN LATERAL (SELECT id, name, search, sold_out FROM products WHERE id = c.product_id LIMIT 1) p,
          ${tsquery}
          WHERE p.search @@ q.tsq)`,
    };
  }

  /**
   * The statement that finds what a query ranks: the matches of every word (pass 0), followed, when
   * fewer than 5 products have every word and there are several words, by those with some of them
   * (pass 1), in one round trip, so half the searches of a long tail (a typo, a stray word) make one
   * instead of two. Pass 1 is read only when it is needed (a one-time filter on pass 0's count); it
   * holds pass 0's products too, which rankedIds() leaves out.
   */
  function candidatesQuery(text: string, plans: WordPlan[]): SQL {
    const columns = sql`id, text_rank, name, sold_out, name_similarity`;
    if (plans.length === 1)
      return sql`WITH ${candidates(text, plans, '&', 'all_hits').sql} SELECT 0 AS pass, ${columns} FROM all_hits`;
    return sql`WITH ${candidates(text, plans, '&', 'all_hits').sql}, ${candidates(text, plans, '|', 'some_hits').sql}
      SELECT 0 AS pass, ${columns} FROM all_hits
      UNION ALL
      SELECT 1, ${columns} FROM some_hits WHERE (SELECT count(*) FROM all_hits) < ${FEW_RESULTS}`;
  }

  /**
   * Best matches first, at most 48: ordered by full-text rank plus the trigram similarity of the name
   * to the whole query (both float4, added in float4, as PostgreSQL adds them), then in stock first,
   * then by id. `continuing`: the search asked for its words' plans first (server/db/turns.ts).
   */
  async function rankedIds(text: string, plans: WordPlan[], continuing: boolean): Promise<number[]> {
    const rows = await preparedRows<Candidate>(db, candidatesQuery(text, plans), { continuing });
    const query = trigrams(text);
    // Pass 1 leaves out what pass 0 found (here: in the statement it cost a join per row).
    const first = new Set(rows.filter((r) => r.pass === 0).map((r) => r.id));
    const scored = rows
      .filter((r) => r.pass === 0 || !first.has(r.id))
      .map((r) => ({
        id: r.id,
        pass: r.pass,
        soldOut: r.sold_out,
        rank: Math.fround(r.text_rank + (r.name_similarity ?? similarity(nameTrigrams(r.name), query))),
      }));
    scored.sort((a, b) => a.pass - b.pass || b.rank - a.rank || Number(a.soldOut) - Number(b.soldOut) || a.id - b.id);
    return scored.slice(0, MAX_RESULTS).map((r) => r.id);
  }

  /** The ids of the best matches of `query`, best first, at most 48. */
  async function searchIds(query: string): Promise<number[]> {
    const words = searchWords(query);
    if (words.length === 0) return [];
    const { planned, asked } = await plans(words);
    if (planned.length === 0) return []; // stop words only
    return rankedIds(words.join(' '), planned, asked);
  }

  return {
    /** Best matches first, at most 48. Depends only on `searchKey(query)`, which the read cache keys on. */
    async search(query: string): Promise<ProductSummary[]> {
      const ids = await searchIds(query);
      if (ids.length === 0) return [];
      return catalogue.summaries(sql`true`, sql`h.n`, undefined, {
        with: sql`hits AS (SELECT * FROM unnest(${sql.param(ids)}::int[]) WITH ORDINALITY AS h(id, n))`,
        join: sql`JOIN hits h ON h.id = p.id`,
      });
    },

    /** search() as the JSON it answers, joined from the products' cards. */
    async searchJson(query: string): Promise<string> {
      return cardsArray(await catalogue.cards(await searchIds(query)));
    },

    /** EXPLAIN ANALYZE (row counts, no per-node timing, which in PGlite costs more than the query) of the query that finds what `query` ranks. */
    async explain(query: string): Promise<string> {
      const words = searchWords(query);
      const plans = await plan(words);
      if (plans.length === 0) return 'no searchable words';
      const text = words.join(' ');
      const { exact } = candidates(text, plans, '&', 'all_hits');
      const lines = await queryRows<Record<string, string>>(
        db,
        sql`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${candidatesQuery(text, plans)}`,
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
