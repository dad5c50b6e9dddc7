import { queries } from '../api/queries';
import { useQuery } from './useQuery';

export function useBlogs() {
  return useQuery(queries.blogs());
}

export function useBlog(blogId: string) {
  return useQuery(queries.blog(blogId));
}
