import { useEffect, useState, type CSSProperties } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router-dom';
import { paths } from '../../../common/site/paths';
import { HERO_SIZES, heroImageSrcset, heroImageUrl } from '../../../common/site/hero';
import { CarouselControls, useRotation } from './CarouselControls';

interface Slide {
  eyebrow: string;
  title: string;
  text: string;
  alt: string;
}

const SLIDES: Slide[] = [
  {
    eyebrow: 'Bio-cellulose wound care',
    title: 'Healing, grown from coconut water',
    text: 'Moist-healing dressings that soothe burns, cuts and ulcers.',
    alt: 'Bio-cellulose wound dressings on a green background',
  },
  {
    eyebrow: 'Pure and cold pressed',
    title: 'Coconut goodness for every day',
    text: 'Virgin coconut oil and monolaurin care from Indian farms.',
    alt: 'Coconut oil bottles on a blue background',
  },
  {
    eyebrow: 'Natural beauty',
    title: 'Gentle on skin, kind to the planet',
    text: 'Sheet masks and skin care made with bio-cellulose.',
    alt: 'Bio-cellulose beauty masks on a warm background',
  },
];

// Slide i shows HERO_IMAGES[i] (common/site/hero.ts).
const SIZES = HERO_SIZES;

/** The banner's cross-fade, 500 ms, and how long a slide stays (see docs/decisions.md on the banner timing). */
const BANNER_SPEED_MS = 500;
const BANNER_DELAY_MS = 5000;

/**
 * Home banner: 3 slides, each with Shop Now to /Latestcollection. The first image is the page's LCP.
 * A carousel of our own (CSS cross-fade) rather than react-slick: the banner is the first thing on
 * the screen, and react-slick would add about 17 KB of script before it could show.
 */
export function HeroBanner() {
  const { current, go, controls, holdProps } = useRotation(SLIDES.length, BANNER_DELAY_MS);
  const later = useAfterLoad();
  // Ask for the LCP image as early as React can (hoisted into <head>); the server's HTML already asks for it.
  preload(heroImageUrl(0, 1200), {
    as: 'image',
    imageSrcSet: heroImageSrcset(0),
    imageSizes: SIZES,
    fetchPriority: 'high',
  });

  return (
    <section className="cc-hero" aria-roledescription="carousel" aria-label="Highlights" {...holdProps}>
      <div className="cc-hero__track" style={{ '--cc-hero-fade': `${BANNER_SPEED_MS}ms` } as CSSProperties}>
        {SLIDES.map((slide, i) => (
          <div
            key={slide.title}
            className={`cc-hero__slide${i === current ? ' cc-hero__slide--active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${SLIDES.length}`}
            inert={i !== current}
          >
            {i === 0 || later ? (
              <img
                src={heroImageUrl(i, 1200)}
                srcSet={heroImageSrcset(i)}
                sizes={SIZES}
                width={1600}
                height={640}
                alt={slide.alt}
                className="cc-hero__img"
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            ) : (
              // The hidden slides' pictures wait until the page has loaded, so the first one downloads alone.
              <div className="cc-hero__img" />
            )}
            <div className="cc-hero__caption">
              <p className="cc-hero__eyebrow">{slide.eyebrow}</p>
              <h2 className="cc-hero__title">{slide.title}</h2>
              <p className="cc-hero__text">{slide.text}</p>
              <Link to={paths.latestCollection} className="btn btn-success btn-lg cc-hero__cta">
                Shop Now
              </Link>
            </div>
          </div>
        ))}
      </div>
      <ul className="cc-hero__dots">
        {SLIDES.map((slide, i) => (
          <li key={slide.title}>
            <button
              type="button"
              aria-label={`Show slide ${i + 1} of ${SLIDES.length}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            >
              {i + 1}
            </button>
          </li>
        ))}
      </ul>
      <CarouselControls className="cc-hero__controls" label="slide" {...controls} />
    </section>
  );
}

/** False until the window's load event has fired (at once when it already has). */
function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(() => typeof document !== 'undefined' && document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}
