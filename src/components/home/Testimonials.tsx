import { mediaBase, mediaUrl } from '../../../common/site/media';
import { CarouselControls, useSliderControls } from './CarouselControls';
import { Slider } from './Slick';

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

export function Testimonials() {
  const { slider, playing, controls } = useSliderControls();
  return (
    <section className="cc-testimonials py-5" aria-labelledby="home-testimonials">
      <div className="container">
        <h2 id="home-testimonials" className="cc-section-title text-center mb-4">
          What Our Clients Say
        </h2>
        <div
          className="cc-testimonials__track mx-auto"
          aria-roledescription="carousel"
          aria-label="Client testimonials"
        >
          <Slider
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
                <figure
                  className="cc-testimonial"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${TESTIMONIALS.length}`}
                >
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
            ))}
          </Slider>
          <CarouselControls className="justify-content-center mt-3" label="testimonial" {...controls} />
        </div>
      </div>
    </section>
  );
}
