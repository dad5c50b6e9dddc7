import type { Ref } from 'react';
import type { BlogSummary } from './blogsApi';
import { BlogCard } from './BlogCard';

/** One page of blog cards: one column on phones, two on tablets, four on desktops. */
export function BlogGrid({ blogs, listRef }: { blogs: BlogSummary[]; listRef?: Ref<HTMLUListElement> }) {
  return (
    <ul ref={listRef} tabIndex={-1} className="row g-4 list-unstyled mb-0 blog-grid" aria-label="Blog posts">
      {blogs.map((blog, i) => (
        <li key={blog.id} className="col-12 col-sm-6 col-lg-3">
          <BlogCard blog={blog} position={i} />
        </li>
      ))}
    </ul>
  );
}
