import { fetchBlog, fetchBlogs } from '../api/blogs';
import { useAsync } from './useAsync';

/** The blog list; an unexpected (non-list) answer counts as no posts. */
export function useBlogs() {
  return useAsync(async (signal) => {
    const blogs = await fetchBlogs(signal);
    return Array.isArray(blogs) ? blogs : [];
  }, []);
}

export function useBlog(blogId: string) {
  return useAsync((signal) => fetchBlog(blogId, signal), [blogId]);
}
