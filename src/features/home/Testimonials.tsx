import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { mediaBase, mediaUrl } from '../../../common/site/media';
import { CarouselControls, useSliderControls } from './CarouselControls';
import type { Slider as SliderComponent } from './Slick';
import { loadChunk } from '../../lib/chunk';

const TESTIMONIALS = [
  {
    name: 'Dr. Meera Nair',
    place: 'Kochi',
    hue: 20,
    text: 'The bio-cellulose dressings stay moist and peel off painlessly. My patients with burns noticed the difference within days.',
  },
  {
    name: 'Arjun Rao',
    place: 'Bengaluru',
    hue: 200,
    text: 'I have used the virgin coconut oil for a year now. It smells of fresh coconut and my dry skin has never been better.',
  },
  {
    name: 'Fathima Begum',
    place: 'Chennai',
    hue: 320,
    text: 'Ordered the sheet masks for my sister’s wedding. Soft, cooling and natural; we are buying again.',
  },
] as const;

/** 3 fixed testimonials, looping, each shown for 3 seconds. */
const TESTIMONIAL_DELAY_MS = 3000;

/**
 * react-slick (and its CSS) download when the section comes near the screen, not with the page:
 * the testimonials sit below the fold, and the slider is about 16 KB of script. If it cannot be
 * downloaded, the testimonials stay as they are without it.
 */
const LazySlider = lazy(() =>
  loadChunk(() => import('./Slick')).then(
    (module) => ({ default: module.Slider }),
    (error: unknown) => {
      console.error('The testimonials carousel could not be loaded', error);
      return { default: StaticTestimonials as unknown as typeof SliderComponent };
    },
  ),
);

/** True once `ref`'s element has come within 600 px of the screen (at once without IntersectionObserver). */
function useNear(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

/**
 * The testimonials before (or without) the slider: the first on show, the others stacked under it
 * unseen, so the section already has the height of its tallest slide and nothing moves when the
 * slider takes over.
 */
function StaticTestimonials() {
  return (
    <div className="cc-testimonials__static">
      {TESTIMONIALS.map((t, i) => (
        <div key={t.name} className="cc-testimonials__slide" inert={i > 0}>
          <Testimonial t={t} i={i} />
        </div>
      ))}
    </div>
  );
}

/** One slide: the group role sits on a wrapper, as ARIA does not allow it on <figure>. */
function Testimonial({ t, i }: { t: (typeof TESTIMONIALS)[number]; i: number }) {
  return (
    <div role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${TESTIMONIALS.length}`}>
      <figure className="cc-testimonial">
        <img
          src={mediaUrl(mediaBase('person', t.hue, 'a'), 200)}
          width={72}
          height={72}
          alt=""
          loading="lazy"
          decoding="async"
          className="cc-testimonial__avatar"
        />
        <blockquote className="cc-testimonial__quote">
          <p>“{t.text}”</p>
        </blockquote>
        <figcaption>
          <strong>{t.name}</strong>, {t.place}
        </figcaption>
      </figure>
    </div>
  );
}

export function Testimonials() {
  const { slider, playing, controls } = useSliderControls();
  const track = useRef<HTMLDivElement>(null);
  const near = useNear(track);
  return (
    <section className="cc-testimonials py-5" aria-labelledby="home-testimonials">
      <div className="container">
        <h2 id="home-testimonials" className="cc-section-title text-center mb-4">
          What Our Clients Say
        </h2>
        <div
          ref={track}
          className="cc-testimonials__track mx-auto"
          role="region"
          aria-roledescription="carousel"
          aria-label="Client testimonials"
        >
          {near ? (
            <Suspense fallback={<StaticTestimonials />}>
              <LazySlider
                ref={slider}
                infinite
                autoplay={playing}
                autoplaySpeed={TESTIMONIAL_DELAY_MS}
                speed={600}
                pauseOnHover
                pauseOnFocus
                arrows={false}
                dots={false}
                slidesToShow={1}
              >
                {TESTIMONIALS.map((t, i) => (
                  <div key={t.name}>
                    <Testimonial t={t} i={i} />
                  </div>
                ))}
              </LazySlider>
            </Suspense>
          ) : (
            <StaticTestimonials />
          )}
          <CarouselControls className="justify-content-center mt-3" label="testimonial" {...controls} />
        </div>
      </div>
    </section>
  );
}
