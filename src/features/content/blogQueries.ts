import { embeddedQuery } from '../../api/queries';
import { fetchBlog, fetchBlogs, type BlogSummary } from './blogsApi';

/** An unexpected (non-list) answer counts as no posts. */
const blogList = (answer: unknown): BlogSummary[] => (Array.isArray(answer) ? (answer as BlogSummary[]) : []);

/** The blog's cached reads. */
export const blogQueries = {
  blogs: () => embeddedQuery('blogs', 'api/blogs', async (signal) => blogList(await fetchBlogs(signal)), blogList),
  blog: (id: string) => embeddedQuery(`blog:${id}`, `api/blogs/${id}/`, (signal) => fetchBlog(id, signal)),
};
