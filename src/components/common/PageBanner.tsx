import { Breadcrumb, type Crumb } from './Breadcrumb';

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
        <Breadcrumb trail={trail} label="breadcrumb" />
      </div>
    </div>
  );
}
