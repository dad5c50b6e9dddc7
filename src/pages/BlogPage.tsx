import { useState } from 'react';
import { BlogCard } from '../components/blog/BlogCard';
import { BlogPager } from '../components/blog/BlogPager';
import { PageBanner } from '../components/common/PageBanner';
import { Spinner } from '../components/common/Spinner';
import { BLOG_PAGE_SIZE, clampBlogPage, pageCount } from '../../common/domain/pagination';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';
import { useBlogs } from '../hooks/useBlogs';

/** The blog: 8 cards per page in a 4-column grid, with a « 1 2 » pager when there is more than one page. */
export default function BlogPage() {
  usePageMeta(staticMeta('blog'));
  const state = useBlogs();
  const [page, setPage] = useState(1);

  const blogs = state.status === 'success' ? state.data : [];
  const totalPages = pageCount(blogs.length, BLOG_PAGE_SIZE);
  const visible = blogs.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);

  function goTo(requested: number) {
    const next = clampBlogPage(requested, page, totalPages);
    if (next === page) return;
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  return (
    <>
      <PageBanner title="Blog" />
      <section className="container py-5" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <Spinner minHeight={320} />}
        {state.status === 'error' && (
          <p className="text-center py-5" role="alert">
            The blog could not be loaded just now. Please try again in a little while.
          </p>
        )}
        {state.status === 'success' && blogs.length === 0 && <p className="text-center py-5">No blogs available.</p>}
        {visible.length > 0 && (
          <ul className="row g-4 list-unstyled mb-0" aria-label="Blog posts">
            {visible.map((blog) => (
              <li key={blog.id} className="col-12 col-sm-6 col-lg-3">
                <BlogCard blog={blog} />
              </li>
            ))}
          </ul>
        )}
        <BlogPager page={page} totalPages={state.status === 'success' ? totalPages : 1} onChange={goTo} />
      </section>
    </>
  );
}
