import { Link } from 'react-router-dom';
import { paths } from '../../../common/site/paths';
import { useCategories } from '../../hooks/useCategories';
import { EmptyState, LoadError } from '../product/StatusViews';

/** Shop By Category: the image links to /product/{id}, the name to /category/{id}, as the shop always has. */
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
          <ul className="cc-category-grid list-unstyled mb-0" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
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
        <ul className="cc-category-grid list-unstyled mb-0">
          {categories.map((category) => (
            <li key={category.id} className="cc-category">
              <Link to={paths.category(category.id)} className="cc-category__image" tabIndex={-1} aria-hidden="true">
                <img
                  src={category.image}
                  srcSet={category.srcset || undefined}
                  sizes="(max-width: 575px) 45vw, 200px"
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
