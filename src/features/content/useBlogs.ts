import { blogQueries } from './blogQueries';
import { useQuery } from '../../hooks/useQuery';

export function useBlogs() {
  return useQuery(blogQueries.blogs());
}

export function useBlog(blogId: string) {
  return useQuery(blogQueries.blog(blogId));
}
