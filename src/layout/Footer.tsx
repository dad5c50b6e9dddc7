import { Link } from 'react-router-dom';
import { telHref } from '../../common/site/company';
import { useShopDetails } from '../lib/shopDetails';
import { paths } from '../../common/site/paths';
import type { CategoriesState } from '../features/catalogue/useCategories';
import { CompanyAddress } from '../components/common/CompanyAddress';
import { NewsletterForm } from '../features/content/NewsletterForm';
import { TrustMarks } from '../components/common/TrustMarks';

const shopLinks = [
  { label: 'About Us', to: paths.about },
  { label: 'Blog', to: paths.blog },
  { label: 'Contact', to: paths.contact },
  { label: 'Track Order', to: paths.trackOrder },
];

const policyLinks = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Returns & Refunds', to: paths.refundPolicy },
  { label: 'Shipping Information', to: paths.shippingPolicy },
  { label: 'Terms and Conditions', to: paths.terms },
];

/** The footer: address, links, categories, social links, newsletter block and copyright. */
export function Footer({ categories }: { categories: CategoriesState }) {
  const shop = useShopDetails();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-6 col-lg-3">
            <h2 className="site-footer__heading">{shop.brand}</h2>
            <CompanyAddress className="site-footer__address" />
            <p className="mb-1">
              <a href={telHref(shop.phone)}>{shop.phone}</a>
            </p>
            <p>
              <a href={`mailto:${shop.careEmail}`}>{shop.careEmail}</a>
            </p>
          </div>

          <nav className="col-6 col-md-3 col-lg-2" aria-label="Shop information">
            <h2 className="site-footer__heading">Information</h2>
            <ul className="list-unstyled site-footer__links">
              {shopLinks.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav className="col-6 col-md-3 col-lg-2" aria-label="Policies">
            <h2 className="site-footer__heading">Policies</h2>
            <ul className="list-unstyled site-footer__links">
              {policyLinks.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav className="col-12 col-md-6 col-lg-2" aria-label="Categories">
            <h2 className="site-footer__heading">Categories</h2>
            <ul className="list-unstyled site-footer__links">
              {/* Every category: the header's Product menu and Shop By Category list them all too. */}
              {categories.categories.map((c) => (
                <li key={c.id}>
                  <Link to={paths.category(c.id)}>{c.name}</Link>
                </li>
              ))}
              <li>
                <Link to={paths.latestCollection}>All trending products</Link>
              </li>
            </ul>
          </nav>

          <div className="col-12 col-md-6 col-lg-3">
            <NewsletterForm />
            <h2 className="site-footer__heading mt-4">Follow us</h2>
            <ul className="list-inline site-footer__social mb-0">
              {shop.social.map((s) => (
                <li key={s.name} className="list-inline-item">
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.name}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <TrustMarks className="cc-trust--footer mb-3" />
          <p className="mb-0">
            © {new Date().getFullYear()} {shop.brand}. All rights reserved. Made in India.
          </p>
        </div>
      </div>
    </footer>
  );
}
