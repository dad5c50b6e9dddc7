import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BlogDetail, BlogSummary } from '../../common/contract/blogs';
import { ErrorResponse, IdParam } from '../../common/contract/common';
import { createBlogsService } from './service';

/** Blogs are served under the doubled /api/api/ prefix: the storefront contract says so (see the OpenAPI document). */
const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const blogs = createBlogsService(app.cache, app.repos.blogs);

  app.get(
    '/api/blogs',
    {
      schema: { tags: ['blog'], summary: 'All blog posts, newest first', response: { 200: Type.Array(BlogSummary) } },
    },
    async (request, reply) => (await blogs.list()).send(request, reply),
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
    async (request, reply) => (await blogs.detail(Number(request.params.blogId))).send(request, reply),
  );
};

export default blogRoutes;
