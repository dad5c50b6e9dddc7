import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BlogGrid } from '../features/content/BlogGrid';
import { BlogPager } from '../features/content/BlogPager';
import { PageBanner } from '../components/common/PageBanner';
import { Spinner } from '../components/common/Spinner';
import { FloatingContact } from '../features/content/FloatingContact';
import { LoadError } from '../components/common/StatusViews';
import { BLOG_PAGE_SIZE, clampBlogPage, pageCount } from '../../common/domain/pagination';
import { useStaticPageMeta } from '../lib/seo';
import { useBlogs } from '../features/content/useBlogs';
import { usePageParam } from '../hooks/usePageParam';
import '../features/content/content.css';

/**
 * The blog: 8 cards per page in a 4-column grid, with a « 1 2 » pager when there is more than
 * one page. The page is kept in `?page=` so Back from a post returns to the same page; a page
 * outside 1..last is ignored (page 1 is shown).
 */
export default function BlogPage() {
  useStaticPageMeta('blog');
  const state = useBlogs();
  const requested = usePageParam();
  const [, setSearchParams] = useSearchParams();
  const listRef = useRef<HTMLUListElement>(null);
  const movedByPager = useRef(false);

  const blogs = state.status === 'success' ? state.data : [];
  const totalPages = pageCount(blogs.length, BLOG_PAGE_SIZE);
  const page = clampBlogPage(requested, 1, totalPages);
  const visible = blogs.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);

  useEffect(() => {
    if (!movedByPager.current) return;
    movedByPager.current = false;
    // Keyboard and screen-reader users start the new page at its first post, like everyone else.
    listRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [page]);

  function goTo(requestedPage: number) {
    const next = clampBlogPage(requestedPage, page, totalPages);
    if (next === page) return;
    movedByPager.current = true;
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <>
      <PageBanner title="Blog" />
      <section className="container py-5" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <Spinner minHeight={320} />}
        {state.status === 'error' && (
          <LoadError
            message="The blog could not be loaded just now. Please try again in a little while."
            onRetry={state.retry}
          />
        )}
        {state.status === 'success' && blogs.length === 0 && <p className="text-center py-5">No blogs available.</p>}
        {visible.length > 0 && <BlogGrid blogs={visible} listRef={listRef} />}
        <BlogPager page={page} totalPages={state.status === 'success' ? totalPages : 1} onChange={goTo} />
      </section>
      <FloatingContact />
    </>
  );
}
