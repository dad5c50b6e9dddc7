import { Link } from 'react-router-dom';
import { Suspense, use, type ReactNode } from 'react';
import { DEFAULT_BLOG_IMAGE, formatBlogDate } from './BlogCard';
import { PageBanner } from '../../components/common/PageBanner';
import { FloatingContact } from './FloatingContact';
import { paths } from '../../../common/site/paths';
import type { BlogDetail } from './blogsApi';
import { BLOG_POST_IMAGE_SIZES } from '../../../common/site/first-screen';
import { loadChunk } from '../../lib/chunk';
import './content.css';

/**
 * The post's body is below its first screen, and its sanitizer (DOMPurify) is the largest code
 * on the page: it comes in a chunk of its own, asked for as soon as this page's code runs.
 * Body and sidebar both wait on this one promise with `use`, so React shows them in the same
 * commit; a `lazy` body beside it came in 300 ms after the sidebar (React's throttle on revealing
 * a Suspense boundary) and pushed it down a phone's screen (CLS 0.23).
 */
const bodyCode = typeof window === 'undefined' ? null : loadChunk(() => import('../../components/common/SafeHtml'));
// A chunk that cannot come is shown by the route's error boundary, when the page uses it.
bodyCode?.catch(() => undefined);

/** The sanitized body, once its code is in. */
function PostBody({ html }: { html: string }) {
  if (!bodyCode) return null;
  const { SafeHtml } = use(bodyCode);
  return <SafeHtml html={html} className="blog-post__body" />;
}

/**
 * On a phone the sidebar is under the body: shown before the body, it would be pushed down the
 * screen when the body comes in (a layout shift), so it waits for the body's code. The two
 * boundaries can still be revealed in separate commits (Firefox painted the sidebar 847 px up
 * once in CI), so content.css also keeps the sidebar out of the layout until the body is there.
 */
function BodyFirst({ children }: { children: ReactNode }) {
  if (bodyCode) use(bodyCode);
  return children;
}

/**
 * A blog post once it is in. `firstScreen` is the part a phone shows first (banner, picture and
 * date): the build renders it into the HTML the server sends (src/app/shell.tsx), so the picture
 * paints before any script has run.
 */
export function BlogPostView({ post, firstScreen = false }: { post: BlogDetail; firstScreen?: boolean }) {
  return (
    <>
      <PageBanner title={post.title} crumbs={[{ label: 'Blog', to: paths.blog }, { label: post.title }]} />
      <div className="container py-5">
        {/* g-5 only from lg: its negative margins are wider than the container's padding on phones. */}
        <div className="row g-4 g-lg-5">
          <article className="col-12 col-lg-8 blog-post">
            <img
              src={post.image || DEFAULT_BLOG_IMAGE}
              srcSet={post.image ? post.srcset || undefined : undefined}
              sizes={BLOG_POST_IMAGE_SIZES}
              width={1200}
              height={675}
              alt=""
              className="blog-post__image"
              fetchPriority="high"
            />
            <p className="blog-card__meta mt-3">
              <time dateTime={post.date}>{formatBlogDate(post.date)}</time> <span aria-hidden="true">·</span> Admin
            </p>
            {!firstScreen && (
              <Suspense fallback={null}>
                <PostBody html={post.description} />
              </Suspense>
            )}
          </article>
          {!firstScreen && (
            <Suspense fallback={null}>
              <BodyFirst>
                <RecentBlogs post={post} />
              </BodyFirst>
            </Suspense>
          )}
        </div>
      </div>
      {!firstScreen && <FloatingContact />}
    </>
  );
}

/** The post's sidebar: the other recent posts. */
function RecentBlogs({ post }: { post: BlogDetail }) {
  return (
    <aside className="col-12 col-lg-4" aria-labelledby="recent-blogs-heading">
      <h2 id="recent-blogs-heading" className="h4 recent-blogs__heading">
        Recent Blogs
      </h2>
      {post.related_blogs.length === 0 ? (
        <p>No other posts yet.</p>
      ) : (
        <ul className="list-unstyled recent-blogs">
          {post.related_blogs.map((related) => (
            <li key={related.id}>
              <Link to={paths.blogDetail(related.id)} className="recent-blog">
                <img
                  src={related.image || DEFAULT_BLOG_IMAGE}
                  width={96}
                  height={54}
                  alt=""
                  className="recent-blog__image"
                  loading="lazy"
                  decoding="async"
                />
                <span>
                  <span className="recent-blog__title">{related.title}</span>
                  <span className="recent-blog__hint">{related.hint}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
