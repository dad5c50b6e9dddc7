import { Link } from 'react-router-dom';
import type { BlogSummary } from './blogsApi';
import { paths } from '../../../common/site/paths';
import { blogHint } from '../../../common/domain/pagination';
import { formatCalendarDate } from '../../../common/site/dates';

/** Shown when a blog has no image of its own. */
export const DEFAULT_BLOG_IMAGE = '/images/blog-default.svg';

/** '2026-10-12' -> '12 Oct 2026'; anything unparsable is shown as given. */
export const formatBlogDate = (date: string): string => formatCalendarDate(date, 'short');

/** Cards in the first row of four load at once (the first one first): they are what the reader sees. */
const FIRST_ROW = 4;

/** A blog card: image, date followed by 'Admin', title, hint cut at 80 characters, Read More. */
export function BlogCard({ blog, position = FIRST_ROW }: { blog: BlogSummary; position?: number }) {
  const aboveFold = position < FIRST_ROW;
  return (
    <article className="card blog-card h-100">
      <img
        src={blog.image || DEFAULT_BLOG_IMAGE}
        srcSet={blog.image ? blog.srcset || undefined : undefined}
        sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
        width={1200}
        height={675}
        alt=""
        className="card-img-top blog-card__image"
        loading={aboveFold ? 'eager' : 'lazy'}
        fetchPriority={position === 0 ? 'high' : undefined}
        decoding="async"
      />
      <div className="card-body d-flex flex-column">
        <p className="blog-card__meta">
          <time dateTime={blog.date}>{formatBlogDate(blog.date)}</time> <span aria-hidden="true">·</span> Admin
        </p>
        <h2 className="h5 blog-card__title">{blog.title}</h2>
        <p className="blog-card__hint">{blogHint(blog.hint)}</p>
        <Link to={paths.blogDetail(blog.id)} className="btn btn-outline-primary btn-sm mt-auto align-self-start">
          Read More<span className="visually-hidden">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}
