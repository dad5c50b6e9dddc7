import { Link } from 'react-router-dom';
import { paths } from '../../../common/site/paths';

export interface Crumb {
  label: string;
  /** Omit for the current page. */
  to?: string;
}

/** Home > … > the current page: the trail's last crumb is the page itself, not a link. */
export function Breadcrumb({
  trail,
  label = 'Breadcrumb',
  className,
  listClassName = 'breadcrumb mb-0',
}: {
  trail: Crumb[];
  label?: string;
  className?: string;
  listClassName?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={listClassName}>
        <li className="breadcrumb-item">
          <Link to={paths.home}>Home</Link>
        </li>
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li
              key={`${crumb.label}-${i}`}
              className={`breadcrumb-item${last ? ' active' : ''}`}
              aria-current={last ? 'page' : undefined}
            >
              {crumb.to && !last ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
