import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../common/site/paths';
import { useCategories } from '../catalogue/useCategories';
import { EmptyState, LoadError } from '../../components/common/StatusViews';

/** Most cards in a row from 768 px and from 992 px (catalogue.css); narrower screens get one scrolling row. */
const MAX_COLUMNS = { md: 5, lg: 6 } as const;
const PLACEHOLDERS = 6;

/**
 * Columns for `count` cards, at most `max` a row (rows fill up, the last one is centred): no card alone
 * on a row under fuller ones, then as few rows as can be, then the last row as full as can be. Nine in
 * rows of up to 6 make 5 + 4 (not 6 + 3), seven make 4 + 3 (not 6 + 1), thirteen 5 + 5 + 3. Only two
 * fewer columns than `max` are tried, so the row stays wide.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  let best = max;
  let bestScore = Infinity;
  for (let columns = max; columns >= Math.max(2, max - 2); columns--) {
    const last = count % columns || columns;
    const rows = Math.ceil(count / columns);
    const score = (last === 1 ? 1000 : 0) + rows * 10 + (columns - last);
    if (score < bestScore) {
      best = columns;
      bestScore = score;
    }
  }
  return best;
}

function gridStyle(count: number): CSSProperties {
  return {
    ['--cc-cat-cols-md' as string]: balancedColumns(count, MAX_COLUMNS.md),
    ['--cc-cat-cols-lg' as string]: balancedColumns(count, MAX_COLUMNS.lg),
  };
}

/**
 * Shop By Category: the image links to /product/{id}, the name to /category/{id}, as the shop always
 * has. On phones the cards are one row that scrolls sideways (the next card peeks in at the edge), so
 * the first products are a short scroll away; wider screens get even rows.
 */
export function CategoryCards() {
  // The same request as the header menu and the footer: the cache shares it.
  const { categories, loading, error, retry } = useCategories();
  return (
    <section className="container py-5" aria-labelledby="home-categories">
      <h2 id="home-categories" className="cc-section-title text-center mb-4">
        Shop By Category
      </h2>
      {loading && (
        <>
          <span className="visually-hidden" role="status">
            Loading...
          </span>
          {/* Placeholders the size of the cards, so the sections below do not jump when the list arrives. */}
          <ul className="cc-category-grid list-unstyled mb-0" style={gridStyle(PLACEHOLDERS)} aria-hidden="true">
            {Array.from({ length: PLACEHOLDERS }, (_, i) => (
              <li key={i} className="cc-category">
                <span className="cc-skeleton cc-skeleton--circle" />
                <span className="cc-skeleton cc-skeleton--line" />
              </li>
            ))}
          </ul>
        </>
      )}
      {error && <LoadError message="We could not load the categories." onRetry={retry} />}
      {!loading && !error && categories.length === 0 && <EmptyState>No categories yet.</EmptyState>}
      {categories.length > 0 && (
        <ul className="cc-category-grid list-unstyled mb-0" style={gridStyle(categories.length)}>
          {categories.map((category) => (
            <li key={category.id} className="cc-category">
              <Link to={paths.category(category.id)} className="cc-category__image" tabIndex={-1} aria-hidden="true">
                <img
                  src={category.image}
                  srcSet={category.srcset || undefined}
                  sizes="(max-width: 575px) 30vw, 200px"
                  width={800}
                  height={800}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </Link>
              <Link to={paths.categoryByName(category.id)} className="cc-category__name">
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
