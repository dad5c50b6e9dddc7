import type { BlogDetail, BlogSummary } from '../../../common/contract/blogs';
import { get } from '../../api/client';

export type { BlogDetail, BlogSummary };

/** {host}/api/api/blogs: the doubled segment is part of the API contract (see the OpenAPI document). */
export const fetchBlogs = (signal?: AbortSignal) => get<BlogSummary[]>('api/blogs', undefined, signal);
export const fetchBlog = (id: string | number, signal?: AbortSignal) =>
  get<BlogDetail>(`api/blogs/${id}/`, undefined, signal);
