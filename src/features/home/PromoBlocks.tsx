import { Link } from 'react-router-dom';
import { mediaBase, mediaSrcset, mediaUrl } from '../../../common/site/media';
import { paths } from '../../../common/site/paths';

const PROMOS = [
  {
    to: paths.latestCollection,
    hue: 150,
    variant: 'a',
    title: 'New arrivals',
    text: 'Fresh from our labs and farms.',
    cta: 'Shop trending',
  },
  {
    to: paths.bestseller,
    hue: 35,
    variant: 'b',
    title: 'Customer favourites',
    text: 'The products people reorder most.',
    cta: 'Shop best sellers',
  },
  {
    to: paths.featured,
    hue: 205,
    variant: 'c',
    title: 'Featured picks',
    text: 'Hand-picked coconut care and wound care.',
    cta: 'Shop featured',
  },
] as const;

/** Three promo blocks linking to /Latestcollection, /Bestseller and /Featured: a picture, then the text on a dark band. */
export function PromoBlocks() {
  return (
    <section className="container py-5" aria-label="Promotions">
      <ul className="row g-3 g-lg-4 list-unstyled mb-0">
        {PROMOS.map((promo) => (
          <li key={promo.to} className="col-md-4">
            <Link to={promo.to} className="cc-promo">
              <span className="cc-promo__media">
                <img
                  src={mediaUrl(mediaBase('scene', promo.hue, promo.variant), 800)}
                  srcSet={mediaSrcset(mediaBase('scene', promo.hue, promo.variant))}
                  sizes="(max-width: 767px) 100vw, 33vw"
                  width={800}
                  height={450}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </span>
              <span className="cc-promo__text">
                <span className="cc-promo__title">{promo.title}</span>
                <span className="cc-promo__sub">{promo.text}</span>
                <span className="cc-promo__cta">{promo.cta} →</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
