import { CachedJson } from '../http/cached-json';
import { ShopError } from '../lib/errors';
import type { ReadCache } from '../http/cache';
import type { BlogRepository } from './repository';

/**
 * Blog posts as the API sends them: read through the catalogue's read cache (so a write that drops
 * them is seen at once, server/http/cache.ts), serialized and compressed once per version.
 */
export function createBlogsService(cache: ReadCache, blogs: BlogRepository) {
  return {
    list: (): Promise<CachedJson> => cache.get('blogs', async () => CachedJson.of(await blogs.list())),

    /** One post; its body was sanitized when it was written (server/lib/sanitize.ts). */
    async detail(id: number): Promise<CachedJson> {
      const found = await cache.get(`blog:${id}`, async () => {
        const blog = await blogs.detail(id);
        return blog && CachedJson.of(blog);
      });
      if (!found) throw new ShopError(404, 'Blog not found.');
      return found;
    },
  };
}
