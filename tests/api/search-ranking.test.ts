// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { searchWords } from '../../server/catalogue/search';
import { isAscii, similarity, trigrams } from '../../server/catalogue/trigrams';
import { buildTestShop, type TestShop } from './helper';

/**
 * The search ranks by full-text rank plus pg_trgm's similarity of the name to the query, and computes
 * the similarity in the shop's process (server/catalogue/trigrams.ts). These tests hold it to the
 * database's own: value for value, and order for order against a ranking done wholly in SQL.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await buildTestShop();
});
afterAll(() => shop?.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(shop.database.db, query);

describe('trigram similarity', () => {
  it("is pg_trgm's, value for value, for every product name and awkward text", async () => {
    const names = (await rows<{ name: string }>(sql`SELECT name FROM products`)).map((r) => r.name);
    const awkward = [
      '',
      ' ',
      'a',
      'A',
      'ab',
      'x1 y2',
      '100ml',
      '100 ML',
      'Coconut   Oil!!',
      'coconut-oil coconut_oil',
      'oil oil oil',
      'aaa aaaa aaaaa',
      'Bio-Cellulose Face Mask (Pack of 5), 20 x 20 cm',
      'Grandma\'s "Urukku" Velichenna\t500 ml',
      'zZ9',
      '~`!@#$%^&*()',
    ];
    const texts = [...new Set([...names, ...awkward])].filter(isAscii);
    const queries = [
      'coconut oil',
      'cocnut',
      'hair',
      'wound dresing zanzibarian',
      'oil 500 ml',
      'a',
      'bio cellulose mask',
      '',
    ];
    const pairs = texts.flatMap((name) => queries.map((query) => ({ name, query })));
    const fromDb = await rows<{ s: number }>(
      sql`SELECT similarity(n, q)::float8 AS s FROM unnest(${sql.param(pairs.map((p) => p.name))}::text[], ${sql.param(
        pairs.map((p) => p.query),
      )}::text[]) AS t(n, q)`,
    );
    const mine = pairs.map((p) => similarity(trigrams(p.name), trigrams(p.query)));
    expect(mine).toEqual(fromDb.map((r) => r.s));
    // Not a trivial pass: the pairs hold many distinct values.
    expect(new Set(mine).size).toBeGreaterThan(50);
  });

  it('tells ASCII text from text the database must score', () => {
    expect(isAscii('Coconut Oil 500 ml')).toBe(true);
    expect(isAscii('Crème de coco')).toBe(false);
    expect(isAscii('Shell bowl – large')).toBe(false);
  });
});

describe('search order', () => {
  it('is the order the database gives when it ranks every match itself', async () => {
    // Names the database must score itself (not ASCII) among those scored here: every other product's
    // words end in a letter pg_trgm's trigrams keep, where an ASCII-only reading would split them.
    await rows(sql`UPDATE products SET name = replace(name, ' ', 'é ') WHERE id % 2 = 0`);
    // Words the demo catalogue holds, so no typo correction widens them: the query is each word as a prefix.
    const queries = [
      'coconut',
      'oil',
      'coconut oil',
      'wound',
      'hair oil',
      'virgin coconut',
      'soap',
      'cream',
      'coconut wound',
      'oil soap hair',
    ];
    for (const q of queries) {
      shop.app.cache.clear();
      const words = searchWords(q);
      const all = words.map((w) => `${w}:*`).join(' & ');
      const any = words.map((w) => `${w}:*`).join(' | ');
      const ranked = (tsq: string) =>
        sql`SELECT p.id, ts_rank(p.search, to_tsquery('english', ${tsq})) + similarity(p.name, ${words.join(' ')}) AS rank, p.sold_out
            FROM products p WHERE p.search @@ to_tsquery('english', ${tsq})`;
      // Every word first, then (fewer than 5 of those, several words) any word, 48 at most.
      const expected = await rows<{ id: number }>(sql`
        WITH a AS (${ranked(all)}), s AS (${ranked(any)})
        SELECT id FROM (
          SELECT id, 0 AS pass, rank, sold_out FROM a
          UNION ALL
          SELECT id, 1, rank, sold_out FROM s
          WHERE ${words.length > 1} AND (SELECT count(*) FROM a) < 5 AND id NOT IN (SELECT id FROM a)
        ) found ORDER BY pass, rank DESC, sold_out, id LIMIT 48`);
      const answer = await shop.get(`/api/search/?q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(200);
      expect(
        (answer.body as { id: number }[]).map((p) => p.id),
        q,
      ).toEqual(expected.map((r) => r.id));
      expect(expected.length, q).toBeGreaterThan(0);
    }
  });
});
