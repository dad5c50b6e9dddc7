import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BlogDetail, BlogSummary } from '../../common/contract/blogs';
import { ErrorResponse, IdParam } from '../../common/contract/common';
import { CachedJson } from '../http/cached-json';

/** Blogs are served under the doubled /api/api/ prefix: the storefront contract says so (see the OpenAPI document). */
const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { cache, repos } = app;

  app.get(
    '/api/blogs',
    {
      schema: { tags: ['blog'], summary: 'All blog posts, newest first', response: { 200: Type.Array(BlogSummary) } },
    },
    async (request, reply) =>
      (await cache.get('blogs', async () => CachedJson.of(await repos.blogs.list()))).send(request, reply),
  );

  app.get(
    '/api/blogs/:blogId/',
    {
      schema: {
        tags: ['blog'],
        summary: 'One blog post with its sanitized body and recent posts',
        params: Type.Object({ blogId: IdParam }),
        response: { 200: BlogDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.blogId);
      const blog = await cache.get(`blog:${id}`, async () => {
        const found = await repos.blogs.detail(id);
        // The body was sanitized when it was written (server/lib/sanitize.ts).
        return found && CachedJson.of(found);
      });
      if (!blog) return reply.code(404).send({ message: 'Blog not found.' });
      return blog.send(request, reply);
    },
  );
};

export default blogRoutes;
