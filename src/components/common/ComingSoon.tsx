import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../common/site/paths';

/** The body of a page whose feature ships in a later release: says so plainly and offers a way on. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <section className="container py-5 coming-soon">
      <div className="coming-soon__card">
        {children}
        <Link to={paths.latestCollection} className="btn btn-primary mt-2">
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
