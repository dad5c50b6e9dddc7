import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../lib/errors';
import { useBlog } from '../features/content/useBlogs';
import { BlogPostView } from '../features/content/BlogPostView';
import { PageBanner } from '../components/common/PageBanner';
import { Spinner } from '../components/common/Spinner';
import { FloatingContact } from '../features/content/FloatingContact';
import { paths } from '../../common/site/paths';
import { usePageMeta } from '../lib/seo';
import { useShopDetails } from '../lib/shopDetails';
import { blogMeta, notFoundMeta } from '../../common/site/meta';
import '../features/content/content.css';

/** A blog post: Loading... until fetched, then the title, the sanitized body and a Recent Blogs sidebar. */
export default function BlogDetailPage() {
  const { blogId = '' } = useParams();
  const result = useBlog(blogId);
  const { brand } = useShopDetails();
  const notFound = result.status === 'error' && result.error instanceof ApiError && result.error.status === 404;

  const blog = result.status === 'success' ? result.data : null;
  usePageMeta(blog ? blogMeta(blog, brand) : notFound ? notFoundMeta.blog : null);

  if (result.status === 'loading')
    return (
      <>
        <Spinner minHeight="60vh" />
        <FloatingContact />
      </>
    );

  if (!blog) {
    const title = notFound ? 'Blog post not found' : 'Blog post unavailable';
    return (
      <>
        <PageBanner title={title} crumbs={[{ label: 'Blog', to: paths.blog }, { label: title }]} />
        <section className="container py-5 text-center">
          <p role="alert">
            {notFound
              ? 'This blog post does not exist or has been removed.'
              : 'This blog post could not be loaded just now. Please try again in a little while.'}
          </p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            {!notFound && (
              <button type="button" className="btn btn-outline-success" onClick={result.retry}>
                Retry
              </button>
            )}
            <Link to={paths.blog} className="btn btn-primary">
              Back to the blog
            </Link>
          </div>
        </section>
        <FloatingContact />
      </>
    );
  }

  return <BlogPostView post={blog} />;
}
