import { useEffect, useState } from 'react';
import { fetchBlogs, type BlogSummary } from '../api/blogs';
import { BlogCard } from '../components/blog/BlogCard';
import { BlogPager } from '../components/blog/BlogPager';
import { PageBanner } from '../components/common/PageBanner';
import { Spinner } from '../components/common/Spinner';
import { paths } from '../config/paths';
import { BLOG_PAGE_SIZE, clampBlogPage, pageCount } from '../domain/pagination';
import { useSeo } from '../lib/seo';

type State = { status: 'loading' } | { status: 'error' } | { status: 'done'; blogs: BlogSummary[] };

/** SPEC §2 Blog: 8 cards per page in a 4-column grid, with a « 1 2 » pager when there is more than one page. */
export default function BlogPage() {
  useSeo({
    title: 'Blog',
    description: 'Wound-care advice, bio-cellulose science and the goodness of coconut, from the CocoCare Naturals team.',
    path: paths.blog,
  });
  const [state, setState] = useState<State>({ status: 'loading' });
  const [page, setPage] = useState(1);

  useEffect(() => {
    const controller = new AbortController();
    fetchBlogs(controller.signal)
      .then((blogs) => {
        if (!controller.signal.aborted) setState({ status: 'done', blogs: Array.isArray(blogs) ? blogs : [] });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Error fetching blogs', error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, []);

  const blogs = state.status === 'done' ? state.blogs : [];
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
        {state.status === 'done' && blogs.length === 0 && <p className="text-center py-5">No blogs available.</p>}
        {visible.length > 0 && (
          <ul className="row g-4 list-unstyled mb-0" aria-label="Blog posts">
            {visible.map((blog) => (
              <li key={blog.id} className="col-12 col-sm-6 col-lg-3">
                <BlogCard blog={blog} />
              </li>
            ))}
          </ul>
        )}
        <BlogPager page={page} totalPages={state.status === 'done' ? totalPages : 1} onChange={goTo} />
      </section>
    </>
  );
}
