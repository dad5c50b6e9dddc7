import { sql } from 'drizzle-orm';
import type { ShopDb } from '../db/client';
import { preparedRows } from '../db/prepared';
import type { BlogSummary } from '../../common/contract/blogs';
import { imageOf } from '../media/images';
import { MAX_ID } from '../catalogue/repository';

interface BlogRow {
  id: number;
  title: string;
  slug: string;
  image: string;
  date: string;
  hint: string;
  description?: string;
}

function toSummary(row: BlogRow): BlogSummary {
  const image = imageOf(row.image, row.title);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    image: image.image,
    srcset: image.srcset,
    date: row.date,
    hint: row.hint,
  };
}

export function createBlogRepository(db: ShopDb) {
  const columns = sql`id, title, slug, image, to_char(date, 'YYYY-MM-DD') AS date, hint`;
  return {
    async list(): Promise<BlogSummary[]> {
      // Prepared, as the catalogue's lists are: planned once per connection.
      const result = await preparedRows<BlogRow>(db, sql`SELECT ${columns} FROM blogs ORDER BY date DESC, id DESC`);
      return result.map(toSummary);
    },

    async detail(id: number) {
      if (id > MAX_ID) return null;
      // One round trip: the post and its four most recent others, as JSON.
      const [row] = await preparedRows<BlogRow & { related: BlogRow[] | string }>(
        db,
        sql`SELECT ${columns}, description,
              COALESCE((SELECT json_agg(r ORDER BY r.sort_date DESC, r.id DESC) FROM (
                SELECT ${columns}, date AS sort_date FROM blogs WHERE id <> ${id} ORDER BY date DESC, id DESC LIMIT 4
              ) r), '[]'::json) AS related
            FROM blogs WHERE id = ${id}`,
      );
      if (!row) return null;
      const related = typeof row.related === 'string' ? (JSON.parse(row.related) as BlogRow[]) : row.related;
      return {
        ...toSummary(row),
        description: row.description ?? '',
        related_blogs: related.map((r) => {
          const s = toSummary(r);
          return { id: s.id, title: s.title, image: s.image, hint: s.hint };
        }),
      };
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
