import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
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
      const result = await queryRows<BlogRow>(db, sql`SELECT ${columns} FROM blogs ORDER BY date DESC, id DESC`);
      return result.map(toSummary);
    },

    async detail(id: number) {
      if (id > MAX_ID) return null;
      const [row] = await queryRows<BlogRow>(db, sql`SELECT ${columns}, description FROM blogs WHERE id = ${id}`);
      if (!row) return null;
      const related = await queryRows<BlogRow>(
        db,
        sql`SELECT ${columns} FROM blogs WHERE id <> ${id} ORDER BY date DESC, id DESC LIMIT 4`,
      );
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
