import { useState } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router-dom';
import { paths } from '../../../common/site/paths';
import { HERO_SIZES, heroImageSrcset, heroImageUrl } from '../../../common/site/hero';
import { CarouselControls, useSliderControls } from './CarouselControls';
import { Slider } from './Slick';

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

// Slide i shows HERO_IMAGES[i] (src/config/hero.ts).
const SIZES = HERO_SIZES;

/** The banner's slide transition, 500 ms (react-slick `speed`; see docs/decisions.md on the banner timing). */
const BANNER_SPEED_MS = 500;

/** Home banner: 3 slides, each with Shop Now to /Latestcollection. The first image is the page's LCP. */
export function HeroBanner() {
  const [current, setCurrent] = useState(0);
  const { slider, playing, controls } = useSliderControls();
  // Ask for the LCP image as early as React can (hoisted into <head>); the server's HTML already asks for it.
  preload(heroImageUrl(0, 1200), {
    as: 'image',
    imageSrcSet: heroImageSrcset(0),
    imageSizes: SIZES,
    fetchPriority: 'high',
  });

  return (
    <section className="cc-hero" aria-roledescription="carousel" aria-label="Highlights">
      <Slider
        ref={slider}
        fade
        infinite
        autoplay={playing}
        speed={BANNER_SPEED_MS}
        autoplaySpeed={5000}
        pauseOnHover
        pauseOnFocus
        arrows={false}
        dots
        beforeChange={(_from: number, to: number) => setCurrent(to)}
        customPaging={(i: number) => (
          <button type="button" aria-label={`Show slide ${i + 1} of ${SLIDES.length}`}>
            {i + 1}
          </button>
        )}
      >
        {SLIDES.map((slide, i) => (
          <div key={slide.title}>
            <div
              className="cc-hero__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${SLIDES.length}`}
              inert={i !== current}
            >
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
              <div className="cc-hero__caption">
                <p className="cc-hero__eyebrow">{slide.eyebrow}</p>
                <h2 className="cc-hero__title">{slide.title}</h2>
                <p className="cc-hero__text">{slide.text}</p>
                <Link to={paths.latestCollection} className="btn btn-success btn-lg cc-hero__cta">
                  Shop Now
                </Link>
              </div>
            </div>
          </div>
        ))}
      </Slider>
      <CarouselControls className="cc-hero__controls" label="slide" {...controls} />
    </section>
  );
}
