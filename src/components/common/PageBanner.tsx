import { Link } from 'react-router-dom';
import { paths } from '../../../common/site/paths';

interface Crumb {
  label: string;
  /** Omit for the current page. */
  to?: string;
}

interface PageBannerProps {
  /** The page's h1. */
  title: string;
  /**
   * Breadcrumb trail after Home. Default: just the title (Home > Title).
   * E.g. [{ label: 'Blog', to: paths.blog }, { label: post.title }].
   */
  crumbs?: Crumb[];
  /** Optional line under the title. */
  subtitle?: string;
}

/** The breadcrumb banner at the top of inner pages: h1 plus Home > … > Title. */
export function PageBanner({ title, crumbs, subtitle }: PageBannerProps) {
  const trail: Crumb[] = crumbs ?? [{ label: title }];
  return (
    <div className="page-banner">
      <div className="container">
        <h1 className="page-banner__title">{title}</h1>
        {subtitle && <p className="page-banner__subtitle">{subtitle}</p>}
        <nav aria-label="breadcrumb">
          <ol className="breadcrumb mb-0">
            <li className="breadcrumb-item">
              <Link to={paths.home}>Home</Link>
            </li>
            {trail.map((crumb, i) => {
              const last = i === trail.length - 1;
              return (
                <li
                  key={`${crumb.label}-${i}`}
                  className={`breadcrumb-item ${last ? 'active' : ''}`}
                  aria-current={last ? 'page' : undefined}
                >
                  {crumb.to && !last ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </div>
  );
}
